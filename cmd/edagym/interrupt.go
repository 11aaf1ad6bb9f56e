package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"github.com/spf13/cobra"
)

// stopSignals are the signals that stop a command: Ctrl-C, kill, and the
// terminal closing.
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}

// Grace periods: how long a command may take to stop cleanly after the
// first signal before the process ends anyway. Training saves a checkpoint
// first; everything else has at most a temporary file to remove.
const (
	graceQuick = 5 * time.Second
	graceTrain = 30 * time.Second
)

// interrupt is what a command does about stop signals (interruptContext).
type interrupt struct {
	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{}
	once   sync.Once

	mu       sync.Mutex
	cleanups []func()
}

// interruptContext is cmd's context, cancelled by the first SIGINT, SIGTERM
// or SIGHUP so that the command can stop cleanly (remove its temporary
// file, save a checkpoint). Whatever the command is blocked in (opening a
// FIFO nobody reads, a system call), a second signal, or the grace period
// running out, runs the cleanups registered with onStop and ends the
// process with exit code 130: a signal always stops edagym.
func interruptContext(cmd *cobra.Command, grace time.Duration) (*interrupt, context.CancelFunc) {
	ctx := cmd.Context()
	if ctx == nil {
		ctx = context.Background()
	}
	in := &interrupt{done: make(chan struct{})}
	in.ctx, in.cancel = context.WithCancel(ctx)
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, stopSignals...)
	errOut := cmd.ErrOrStderr()
	go func() {
		select {
		case <-sigs:
		case <-in.done:
			return
		}
		in.cancel()
		select {
		case <-sigs:
		case <-time.After(grace):
		case <-in.done:
			return
		}
		in.mu.Lock() // onStop may not add more; the command's own cleanup may still run
		for _, f := range in.cleanups {
			f()
		}
		fmt.Fprintln(errOut, "edagym: interrupted")
		os.Exit(130)
	}()
	stop := func() {
		in.once.Do(func() {
			signal.Stop(sigs)
			close(in.done)
			in.cancel()
		})
	}
	return in, stop
}

// Context is the command's context.
func (in *interrupt) Context() context.Context { return in.ctx }

// onStop registers f to run if the process is ended before the command
// returns (f must be safe to run concurrently with the command, as
// outfile's Abort is).
func (in *interrupt) onStop(f func()) {
	in.mu.Lock()
	in.cleanups = append(in.cleanups, f)
	in.mu.Unlock()
}

// ctxWriter fails every write once ctx is done: a match stops at its next
// round when interrupted, however long it would still run.
type ctxWriter struct {
	ctx context.Context
	w   io.Writer
}

func (c ctxWriter) Write(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.w.Write(p)
}
