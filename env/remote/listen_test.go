package remote

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestListenUnixReplacesNothing: serve --unix onto a regular file once
// deleted it, and onto a live server's socket silently took its clients
// (the first server unreachable once the second exited). Now a file that
// is not a socket and a socket a server listens on are errors that leave
// them as they were; a stale socket (a killed server's) is replaced; and
// Close removes only the socket its listener made.
func TestListenUnixReplacesNothing(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "notes.txt")
	os.WriteFile(file, []byte("keep me"), 0o644)
	if _, err := ListenUnix(file); err == nil || !strings.Contains(err.Error(), "not a socket") {
		t.Fatalf("onto a regular file: %v", err)
	}
	if data, _ := os.ReadFile(file); string(data) != "keep me" {
		t.Fatalf("the file now holds %q", data)
	}

	path := filepath.Join(dir, "edagym.sock")
	first, err := ListenUnix(path)
	if err != nil {
		t.Fatal(err)
	}
	srv := &Server{}
	go srv.Serve(first)
	defer srv.Close()
	if _, err := ListenUnix(path); err == nil || !strings.Contains(err.Error(), "listening") {
		t.Fatalf("onto a live server's socket: %v", err)
	}
	c, err := Dial("unix", path)
	if err != nil {
		t.Fatalf("the first server is unreachable: %v", err)
	}
	c.Close()

	stale := filepath.Join(dir, "stale.sock")
	old, err := net.Listen("unix", stale)
	if err != nil {
		t.Fatal(err)
	}
	old.(*net.UnixListener).SetUnlinkOnClose(false)
	old.Close() // as a killed server leaves it
	ln, err := ListenUnix(stale)
	if err != nil {
		t.Fatalf("onto a stale socket: %v", err)
	}
	// Someone replaces the socket; closing must not remove theirs.
	os.Remove(stale)
	os.WriteFile(stale, []byte("theirs"), 0o644)
	ln.Close()
	if data, err := os.ReadFile(stale); err != nil || string(data) != "theirs" {
		t.Fatalf("Close removed what replaced its socket: %q %v", data, err)
	}
}
