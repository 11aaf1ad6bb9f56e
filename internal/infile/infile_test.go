package infile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

func TestRead(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small")
	os.WriteFile(small, []byte("12345"), 0o644)
	cases := []struct {
		name     string
		path     string
		limit    int64
		want     string
		tooLarge bool
	}{
		{"within the limit", small, 5, "12345", false},
		{"regular file too large", small, 4, "", true},
		{"endless device", "/dev/zero", 1 << 20, "", true},
		{"empty device", "/dev/null", 10, "", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data, err := Read(c.path, c.limit)
			var tl *TooLargeError
			switch {
			case c.tooLarge:
				if !errors.As(err, &tl) || tl.Path != c.path {
					t.Errorf("got %d bytes, %v; want a TooLargeError", len(data), err)
				}
			case err != nil || string(data) != c.want:
				t.Errorf("got %q, %v", data, err)
			}
		})
	}
	if _, err := Read(filepath.Join(dir, "nope"), 10); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
	if got := (&TooLargeError{"x.cnf", Cnf}).Error(); got != "x.cnf: larger than 32 MiB, the most edagym reads from such a file" {
		t.Errorf("message %q", got)
	}
}

// TestReadFIFO: a FIFO is read once a writer comes (as cat does) and
// whole, however slowly its data arrive; the wait is in the runtime's
// poller, not in a blocked open.
func TestReadFIFO(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no FIFOs:", err)
	}
	done := make(chan error, 1)
	go func() {
		data, err := Read(fifo, 10)
		if err == nil && string(data) != "12345" {
			err = fmt.Errorf("read %q", data)
		}
		done <- err
	}()
	select {
	case err := <-done:
		t.Fatalf("read before any writer came: %v", err)
	case <-time.After(200 * time.Millisecond):
	}
	w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond)
	w.Write([]byte("123"))
	time.Sleep(100 * time.Millisecond)
	w.Write([]byte("45"))
	w.Close()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the FIFO's data were not read")
	}
}
