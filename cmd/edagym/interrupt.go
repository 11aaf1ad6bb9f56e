package main

import (
	"context"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/cobra"
)

// interruptContext is cmd's context, cancelled by the first SIGINT or
// SIGTERM so that the command can stop cleanly (remove its temporary file,
// save a checkpoint). A second signal gets the default action and kills the
// process, for when stopping cleanly takes too long.
func interruptContext(cmd *cobra.Command) (context.Context, context.CancelFunc) {
	ctx := cmd.Context()
	if ctx == nil {
		ctx = context.Background()
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-ctx.Done()
		stop()
	}()
	return ctx, stop
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
