package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/edagym/edagym/env/remote"
	"github.com/spf13/cobra"
)

// TestServeStoppedBeforeServingRemovesSocket: a stop that comes before the
// server has taken its listener (under load, the signal can beat the
// goroutine that serves) still removes the Unix socket's file: the race
// that once left it behind in TestServeUnixSocket, made certain here by a
// context already cancelled.
func TestServeStoppedBeforeServingRemovesSocket(t *testing.T) {
	path := filepath.Join(t.TempDir(), "edagym.sock")
	ln, err := remote.ListenUnix(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	cmd := &cobra.Command{}
	cmd.SetContext(ctx)
	cmd.SetOut(io.Discard)
	cmd.SetErr(io.Discard)
	srv := &remote.Server{} // zero limits: the defaults
	if err := serveUntilSignal(cmd, srv, ln, false); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("the socket outlived the server: %v", err)
	}
}
