package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/edagym/edagym/env/remote"
)

func serveCmd() *cobra.Command {
	var (
		addr, unix, maxFrame string
		idle                 time.Duration
		quiet, stdinEOF      bool
	)
	c := &cobra.Command{
		Use:   "serve [--addr HOST:PORT | --unix PATH]",
		Short: "Serve vectorized environments over a msgpack socket (for the Python client)",
		Long: `Serve edagym's vectorized environments to clients in other languages over
length-prefixed msgpack frames (docs/protocol.md). Many clients may connect at
once; each gets its own environments, closed when it leaves. The Python
package in python/edagym starts this server by itself or connects to one.

The first line on stdout is "listening NETWORK ADDRESS" once the server
accepts connections (useful with --addr 127.0.0.1:0 for a free port).
SIGINT or SIGTERM closes every connection and environment, then exits.`,
		Example: `  edagym serve
  edagym serve --addr 127.0.0.1:0
  edagym serve --unix /tmp/edagym.sock --idle 1h`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			limit, err := parseSize(maxFrame)
			if err != nil || limit < 1<<10 || limit > 1<<32-1 {
				return usageError{fmt.Errorf("--max-frame %q: want a size from 1KiB to 4GiB such as 64MiB", maxFrame)}
			}
			if idle <= 0 {
				return usageError{fmt.Errorf("--idle must be positive")}
			}
			network, address := "tcp", addr
			if unix != "" {
				if cmd.Flags().Changed("addr") {
					return usageError{fmt.Errorf("give --addr or --unix, not both")}
				}
				network, address = "unix", unix
				removeStaleSocket(unix)
			}
			ln, err := net.Listen(network, address)
			if err != nil {
				return err
			}
			var log io.Writer = cmd.ErrOrStderr()
			if quiet {
				log = nil
			}
			srv := &remote.Server{MaxFrame: int(limit), Idle: idle, Name: "edagym " + version, Log: log}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			if stdinEOF {
				ctx = closeOnEOF(ctx, cmd.InOrStdin())
			}
			fmt.Fprintf(cmd.OutOrStdout(), "listening %s %s\n", network, ln.Addr())
			if f, ok := cmd.OutOrStdout().(*os.File); ok {
				f.Sync()
			}
			done := make(chan error, 1)
			go func() { done <- srv.Serve(ln) }()
			select {
			case <-ctx.Done():
				srv.Close()
				<-done
				return nil
			case err := <-done:
				srv.Close()
				if errors.Is(err, remote.ErrServerClosed) {
					return nil
				}
				return err
			}
		},
	}
	f := c.Flags()
	f.StringVar(&addr, "addr", "127.0.0.1:7878", "TCP address to listen on (port 0: a free port)")
	f.StringVar(&unix, "unix", "", "listen on this Unix socket path instead of TCP")
	f.StringVar(&maxFrame, "max-frame", "64MiB", "largest frame read or written")
	f.DurationVar(&idle, "idle", remote.DefaultIdle, "close connections silent for this long")
	f.BoolVarP(&quiet, "quiet", "q", false, "no connection errors on stderr")
	f.BoolVar(&stdinEOF, "exit-on-stdin-eof", false, "stop when stdin closes (for a parent process that started the server)")
	f.MarkHidden("exit-on-stdin-eof")
	return c
}

// closeOnEOF cancels the context once r reaches end of file.
func closeOnEOF(ctx context.Context, r io.Reader) context.Context {
	ctx, cancel := context.WithCancel(ctx)
	go func() {
		io.Copy(io.Discard, r)
		cancel()
	}()
	return ctx
}

// removeStaleSocket removes a Unix socket file nobody listens on.
func removeStaleSocket(path string) {
	fi, err := os.Stat(path)
	if err != nil || fi.Mode()&os.ModeSocket == 0 {
		return
	}
	if c, err := net.Dial("unix", path); err == nil {
		c.Close()
		return
	}
	os.Remove(path)
}

// parseSize reads a byte count such as 65536, 64MiB, 64M or 1GiB.
func parseSize(s string) (int64, error) {
	s = strings.TrimSpace(s)
	mult := int64(1)
	for _, u := range []struct {
		suffix string
		mult   int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"K", 1 << 10}, {"M", 1 << 20}, {"G", 1 << 30}, {"B", 1}} {
		if strings.HasSuffix(s, u.suffix) {
			s, mult = strings.TrimSuffix(s, u.suffix), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("bad size %q", s)
	}
	return n * mult, nil
}
