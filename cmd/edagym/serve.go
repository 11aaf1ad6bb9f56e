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
	"time"

	"github.com/spf13/cobra"

	"github.com/edagym/edagym/env/remote"
)

func serveCmd() *cobra.Command {
	var (
		addr, unix, maxFrame, frameMem, mem, connMem, ckptSize, token, ckptDir string
		lim                                                                    remote.Limits
		quiet, stdinEOF                                                        bool
	)
	c := &cobra.Command{
		Use:   "serve [--addr HOST:PORT | --unix PATH]",
		Short: "Serve vectorized environments over a msgpack socket (for the Python client)",
		Long: `Serve edagym's vectorized environments to clients in other languages over
length-prefixed msgpack frames (docs/protocol.md). Many clients may connect at
once; each gets its own environments, closed when it leaves. The Python
package in python/edagym starts this server by itself or connects to one.

Off loopback (any address but 127.0.0.0/8, ::1 or a Unix socket) the server
refuses to start without a token (--token or EDAGYM_TOKEN), which every
client must send in its hello, and nn: seats may read checkpoints only from
--checkpoints DIR. A Unix socket is created for this user only (mode 0600).

Every limit is checked before the memory is spent: connections, frames being
received, matches and estimated memory per connection and for the server.

The first line on stdout is "listening NETWORK ADDRESS" once the server
accepts connections (useful with --addr 127.0.0.1:0 for a free port).
SIGINT, SIGTERM or SIGHUP closes every connection and environment, then
exits (a second signal, or 30 s, exits without waiting for requests).`,
		Example: `  edagym serve
  edagym serve --addr 127.0.0.1:0
  edagym serve --unix /tmp/edagym.sock --idle 1h
  EDAGYM_TOKEN=$(openssl rand -hex 16) edagym serve --addr 0.0.0.0:7878 --checkpoints ./checkpoints`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			// The memory defaults follow the machine: at most half of
			// its memory for every env, half of that for one
			// connection's, within 8 and 4 GiB.
			if !cmd.Flags().Changed("max-memory") {
				mem = strconv.FormatInt(min(8<<30, physicalMemory()/2), 10)
			}
			if !cmd.Flags().Changed("conn-memory") {
				n, _ := parseSize(mem)
				connMem = strconv.FormatInt(min(4<<30, n/2), 10)
			}
			for _, sz := range []struct {
				flag, text string
				dst        *int64
			}{{"--frame-memory", frameMem, &lim.FrameMemory}, {"--max-memory", mem, &lim.Memory},
				{"--conn-memory", connMem, &lim.ConnMemory}, {"--max-checkpoint", ckptSize, &lim.Checkpoint}} {
				n, err := parseSize(sz.text)
				if err != nil || n <= 0 {
					return usageError{fmt.Errorf("%s %q: want a size such as 512MiB", sz.flag, sz.text)}
				}
				*sz.dst = n
			}
			n, err := parseSize(maxFrame)
			if err != nil || n < 1<<10 || n > remote.MaxMaxFrame {
				return usageError{fmt.Errorf("--max-frame %q: want a size from 1KiB to %dMiB (larger batches go through shared memory or several servers)", maxFrame, remote.MaxMaxFrame>>20)}
			}
			lim.MaxFrame = int(n)
			if lim.Idle <= 0 || lim.WriteTimeout <= 0 || lim.Hello <= 0 || lim.Conns <= 0 || lim.Envs <= 0 || lim.ConnEnvs <= 0 || lim.PreHello <= 0 {
				return usageError{fmt.Errorf("--idle, --write-timeout, --hello-timeout, --max-conns, --max-pre-hello, --max-envs and --conn-envs must be positive")}
			}
			if err := lim.Check(); err != nil {
				return usageError{err}
			}
			if token == "" {
				token = os.Getenv("EDAGYM_TOKEN")
			}
			if err := remote.CheckToken(token); err != nil {
				return usageError{fmt.Errorf("--token or EDAGYM_TOKEN: %w", err)}
			}
			if fi, err := os.Stat(ckptDir); ckptDir != "" && (err != nil || !fi.IsDir()) {
				return usageError{fmt.Errorf("--checkpoints %s: not a directory", ckptDir)}
			}
			ln, err := listen(cmd, addr, unix)
			if err != nil {
				return err
			}
			local := remote.Loopback(ln.Addr())
			if !local && token == "" {
				ln.Close()
				return usageError{fmt.Errorf("%s is reachable from other machines: give a token (--token or EDAGYM_TOKEN) that clients must send", ln.Addr())}
			}
			var log io.Writer = cmd.ErrOrStderr()
			if quiet {
				log = nil
			}
			srv := &remote.Server{Limits: lim, Token: token, Name: "edagym " + version, Log: log,
				Checkpoints: remote.CheckpointRule{Dir: ckptDir, Anywhere: local}}
			return serveUntilSignal(cmd, srv, ln, stdinEOF)
		},
	}
	f := c.Flags()
	f.StringVar(&addr, "addr", "127.0.0.1:7878", "TCP address to listen on (port 0: a free port)")
	f.StringVar(&unix, "unix", "", "listen on this Unix socket path instead of TCP (mode 0600)")
	f.StringVar(&token, "token", "", "secret every client must send in hello (default $EDAGYM_TOKEN); required off loopback")
	f.StringVar(&ckptDir, "checkpoints", "", "nn: seats read checkpoints from this directory only (off loopback, nn: is refused without it)")
	f.StringVar(&maxFrame, "max-frame", "64MiB", "largest frame read or written")
	f.StringVar(&frameMem, "frame-memory", "64MiB", "memory for frames being received, all connections together")
	f.IntVar(&lim.Conns, "max-conns", remote.DefaultConns, "connections served at once; more are told the server is busy")
	f.IntVar(&lim.Envs, "max-envs", remote.DefaultEnvs, "matches held by all connections together")
	f.IntVar(&lim.ConnEnvs, "conn-envs", remote.DefaultConnEnvs, "matches held by one connection")
	f.StringVar(&mem, "max-memory", "8GiB", "estimated memory of all environments together (default: half of this machine's memory, at most 8GiB)")
	f.StringVar(&connMem, "conn-memory", "4GiB", "estimated memory of one connection's environments (default: half of --max-memory, at most 4GiB)")
	f.StringVar(&ckptSize, "max-checkpoint", "16MiB", "largest checkpoint file an nn: seat may read")
	f.DurationVar(&lim.Idle, "idle", remote.DefaultIdle, "close connections silent for this long")
	f.DurationVar(&lim.WriteTimeout, "write-timeout", remote.DefaultWriteTimeout, "close connections that do not take a reply for this long")
	f.DurationVar(&lim.Hello, "hello-timeout", remote.DefaultHello, "close connections that have not sent their hello this long after connecting")
	f.IntVar(&lim.PreHello, "max-pre-hello", remote.DefaultPreHello, "TCP connections from one IP that may wait to send their hello at once")
	f.BoolVarP(&quiet, "quiet", "q", false, "no connection errors on stderr")
	f.BoolVar(&stdinEOF, "exit-on-stdin-eof", false, "stop when stdin closes (for a parent process that started the server)")
	f.MarkHidden("exit-on-stdin-eof")
	return c
}

// listen opens the TCP address, or the Unix socket when unix is set.
func listen(cmd *cobra.Command, addr, unix string) (net.Listener, error) {
	if unix == "" {
		return net.Listen("tcp", addr)
	}
	if cmd.Flags().Changed("addr") {
		return nil, usageError{fmt.Errorf("give --addr or --unix, not both")}
	}
	ln, err := remote.ListenUnix(unix)
	if err != nil {
		return nil, usageError{err}
	}
	return ln, nil
}

// serveUntilSignal prints the address, serves, and closes everything on
// SIGINT, SIGTERM, SIGHUP or (with stdinEOF) the end of stdin. Closing
// waits for the requests being answered; a second signal, or
// serveCloseGrace, ends the server without waiting longer.
func serveUntilSignal(cmd *cobra.Command, srv *remote.Server, ln net.Listener, stdinEOF bool) error {
	// A signal may come before Serve has taken ln, so that srv.Close does
	// not know it: closing it here removes a Unix socket's file whatever
	// the order.
	defer ln.Close()
	ctx, stop := signal.NotifyContext(cmd.Context(), stopSignals...)
	defer stop()
	if stdinEOF {
		ctx = closeOnEOF(ctx, cmd.InOrStdin())
	}
	fmt.Fprintf(cmd.OutOrStdout(), "listening %s %s\n", ln.Addr().Network(), ln.Addr())
	if f, ok := cmd.OutOrStdout().(*os.File); ok {
		f.Sync()
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case <-ctx.Done():
		// Listen again for the second signal (NotifyContext stopped
		// relaying them to ctx once it was done).
		again := make(chan os.Signal, 1)
		signal.Notify(again, stopSignals...)
		defer signal.Stop(again)
		closed := make(chan struct{})
		go func() {
			srv.Close()
			close(closed)
		}()
		select {
		case <-closed:
		case <-again:
			fmt.Fprintln(cmd.ErrOrStderr(), "edagym serve: stopped without waiting for the requests being answered")
		case <-time.After(serveCloseGrace):
			fmt.Fprintf(cmd.ErrOrStderr(), "edagym serve: requests still running %v after the signal: stopped without them\n", serveCloseGrace)
		}
		return nil
	case err := <-done:
		srv.Close()
		if errors.Is(err, remote.ErrServerClosed) {
			return nil
		}
		return err
	}
}

// serveCloseGrace is how long a stopping server waits for the requests
// being answered (a create of many large matches takes seconds).
const serveCloseGrace = 30 * time.Second

// closeOnEOF cancels the context once r reaches end of file.
func closeOnEOF(ctx context.Context, r io.Reader) context.Context {
	ctx, cancel := context.WithCancel(ctx)
	go func() {
		io.Copy(io.Discard, r)
		cancel()
	}()
	return ctx
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
