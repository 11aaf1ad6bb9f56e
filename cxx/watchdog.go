package cxx

import (
	"fmt"
	"sync"
	"time"
)

// watchdog ends a round that takes too long: after the CPU allowance (in
// wall-clock time, plus slack) it reads the process's CPU time, kills the
// process if the round used more than the allowance, or else looks again
// when the rest could be used up; a process that has waited on something
// (it neither ran nor was ready to run, and its CPU time did not grow) for
// ten allowances and a second is killed too. A process that runs, however
// slowly on a busy machine, is judged by its CPU time only. The kill ends the exchange's blocking write or read. One
// watchdog serves all the rounds of a process.
type watchdog struct {
	p     *process
	limit time.Duration
	timer *time.Timer

	mu    sync.Mutex
	armed bool
	base  time.Duration // the process's CPU time when the round began
	round int
	last  time.Duration // the round's CPU time at the last look
	moved time.Time     // when it was last seen running or ready to (or the round began)
	why   string        // why it killed the process
}

func newWatchdog(p *process, limit time.Duration) *watchdog {
	w := &watchdog{p: p, limit: limit}
	w.timer = time.AfterFunc(time.Hour, w.check)
	w.timer.Stop()
	return w
}

// arm starts watching a round; base is the process's CPU time before it.
func (w *watchdog) arm(round int, base time.Duration) {
	w.mu.Lock()
	w.armed, w.round, w.base, w.last, w.moved = true, round, base, 0, time.Now()
	w.mu.Unlock()
	w.timer.Reset(w.limit + slack)
}

// waiting marks when edagym starts to wait for the round's reply: a
// process idle before then had answered, or was not yet asked to.
func (w *watchdog) waiting() {
	w.mu.Lock()
	w.moved = time.Now()
	w.mu.Unlock()
}

// disarm ends the watch of the round; it returns why the watchdog killed
// the process ("" if it did not).
func (w *watchdog) disarm() string {
	w.timer.Stop()
	w.mu.Lock()
	defer w.mu.Unlock()
	w.armed = false
	return w.why
}

func (w *watchdog) check() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.armed || w.why != "" {
		return
	}
	idle := 10*w.limit + time.Second
	used, ok := cpuTime(w.p.cmd.Process.Pid)
	if ok {
		used -= w.base
	} else {
		used = time.Since(w.moved) + w.last // no CPU time to read: the wall clock's
	}
	if run, _ := runnable(w.p.cmd.Process.Pid); run || used > w.last {
		w.last, w.moved = used, time.Now()
	}
	switch {
	case used > w.limit:
		w.why = fmt.Sprintf("used more than its %v of CPU time in round %d (a loop?)", w.limit, w.round)
	case time.Since(w.moved) > idle:
		w.why = fmt.Sprintf("did not answer in round %d and used no CPU time for %v, having used %v (waiting on input? cin is not allowed)",
			w.round, idle, used.Round(time.Millisecond))
	default:
		w.timer.Reset(w.limit - used + slack)
		return
	}
	go w.p.kill() // kill waits for the process's end
}
