package main

import (
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The tests that stop a running edagym: start it, wait until it is where
// the test wants it, signal it.

// startIn starts edagym with args in dir, keeping its stderr for the
// failure messages.
func startIn(t *testing.T, dir string, args ...string) (*exec.Cmd, *strings.Builder) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Dir = dir
	stderr := new(strings.Builder)
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd, stderr
}

// waitFor polls ready until it holds; past within, it kills cmd and fails
// with what and cmd's stderr.
func waitFor(t *testing.T, cmd *exec.Cmd, stderr *strings.Builder, within time.Duration, what string, ready func() bool) {
	t.Helper()
	deadline := time.Now().Add(within)
	for !ready() {
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("%s: %s", what, stderr.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// stopsCleanly sends sig to a started edagym and checks that it stops
// within 20 s, exits 130 and says "interrupted".
func stopsCleanly(t *testing.T, cmd *exec.Cmd, sig syscall.Signal, stderr *strings.Builder) {
	t.Helper()
	cmd.Process.Signal(sig)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("%s did not stop within 20 s of %v", cmd.Args[1], sig)
	}
	if code := cmd.ProcessState.ExitCode(); code != 130 || !strings.Contains(stderr.String(), "interrupted") {
		t.Errorf("exit %d, stderr %q; want 130 and 'interrupted'", code, stderr.String())
	}
}
