package cxx

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"sync"
	"time"
)

// maxReply bounds one reply line: 1000 orders of two int32 and the header.
const maxReply = 32 << 10

// process is one running player program: its pipes, the tail of what it
// writes on stderr, and its end. The pipes are blocking: a round's
// exchange is a write and a read that the kernel completes as soon as the
// process answers, with no poller in between (the watchdog of
// Player.exchange kills a process that takes too long, which ends them).
type process struct {
	cmd    *exec.Cmd
	in     *os.File // its standard input (our end, blocking)
	out    *os.File // its standard output (our end, blocking)
	buf    []byte   // what was read from out and not yet consumed
	stderr *tail
	done   chan struct{} // closed when the process has ended
	state  *os.ProcessState
	once   sync.Once
}

// start runs exe. The process gets its own process group (so that killing
// it kills whatever it might fork) and, on Linux, dies with edagym.
func start(exe string, errOut io.Writer) (*process, error) {
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, err
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		outR.Close()
		outW.Close()
		return nil, err
	}
	p := &process{in: inW, out: outR, stderr: newTail(errOut), done: make(chan struct{})}
	p.cmd = exec.Command(exe)
	p.cmd.Stdin, p.cmd.Stdout, p.cmd.Stderr = inR, outW, errW
	p.cmd.SysProcAttr = sysProcAttr()
	started := make(chan error, 1)
	go func() {
		// Pdeathsig kills the child when the thread that started it ends:
		// this goroutine keeps its thread until the child has ended, so
		// that is only when edagym itself ends.
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		if err := p.cmd.Start(); err != nil {
			started <- err
			return
		}
		started <- nil
		p.cmd.Wait()
		p.state = p.cmd.ProcessState
		close(p.done)
	}()
	err = <-started
	inR.Close()
	outW.Close()
	errW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		errR.Close()
		return nil, err
	}
	go p.stderr.drain(errR)
	inW.Fd() // Fd makes a file blocking
	outR.Fd()
	return p, nil
}

// send writes msg to the process (it blocks while a process that reads
// nothing has a full pipe: until the watchdog kills it).
func (p *process) send(msg []byte) error {
	_, err := p.in.Write(msg)
	return err
}

// line reads the next line the process writes (without its newline).
func (p *process) line() ([]byte, error) {
	for {
		if i := bytes.IndexByte(p.buf, '\n'); i >= 0 {
			l := p.buf[:i]
			p.buf = p.buf[i+1:]
			return l, nil
		}
		if len(p.buf) > maxReply {
			return p.buf, errTooLong
		}
		if cap(p.buf)-len(p.buf) < 4096 {
			nb := make([]byte, len(p.buf), 2*cap(p.buf)+8192)
			copy(nb, p.buf)
			p.buf = nb
		}
		n, err := p.out.Read(p.buf[len(p.buf):cap(p.buf)])
		p.buf = p.buf[:len(p.buf)+n]
		if err != nil && n == 0 {
			return p.buf, err
		}
	}
}

var errTooLong = errors.New("a line longer than any reply")

// exited reports whether the process has ended.
func (p *process) exited() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// wait waits up to d for the process to end.
func (p *process) wait(d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-p.done:
		return true
	case <-t.C:
		return false
	}
}

// end describes how the process ended ("" while it runs), with the last
// lines it wrote on stderr.
func (p *process) end() string {
	if !p.exited() {
		return ""
	}
	p.stderr.wait(100 * time.Millisecond)
	return describeExit(p.state) + p.stderr.String()
}

// close ends the process: its input is closed (the runner ends at its
// end) and it is given a moment, then killed. It is safe to call again.
func (p *process) close() {
	p.once.Do(func() {
		p.in.Close()
		if !p.wait(200 * time.Millisecond) {
			p.kill()
		}
		p.out.Close()
	})
}

// kill kills the process (and its group) and waits for it.
func (p *process) kill() {
	if !p.exited() {
		killGroup(p.cmd.Process)
		<-p.done
	}
}

// describeExit says how a process ended.
func describeExit(s *os.ProcessState) string {
	if s == nil {
		return "it ended"
	}
	if sig := signalOf(s); sig != "" {
		return "it was killed by " + sig
	}
	return fmt.Sprintf("it exited with status %d", s.ExitCode())
}
