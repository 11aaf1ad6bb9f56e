package cxx

import (
	"io"
	"strings"
	"sync"
	"time"
)

// tailBytes is how much of a player's stderr a fault's reason shows (its
// end: an assertion's or an exception's message).
const tailBytes = 2 << 10

// tail keeps the end of what a process writes on stderr, passing it all
// on to w if set.
type tail struct {
	mu   sync.Mutex
	w    io.Writer
	buf  []byte
	more bool // bytes were dropped before buf
	done chan struct{}
}

func newTail(w io.Writer) *tail { return &tail{w: w, done: make(chan struct{})} }

// drain reads r to its end.
func (t *tail) drain(r io.ReadCloser) {
	defer close(t.done)
	defer r.Close()
	b := make([]byte, 4096)
	for {
		n, err := r.Read(b)
		if n > 0 {
			t.mu.Lock()
			if t.w != nil {
				t.w.Write(b[:n])
			}
			t.buf = append(t.buf, b[:n]...)
			if len(t.buf) > 2*tailBytes {
				t.buf = append(t.buf[:0], t.buf[len(t.buf)-tailBytes:]...)
				t.more = true
			}
			t.mu.Unlock()
		}
		if err != nil {
			return
		}
	}
}

// wait waits up to d for the end of the stream.
func (t *tail) wait(d time.Duration) {
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-t.done:
	case <-timer.C:
	}
}

// String is ", and wrote on stderr:" and the last lines, or "".
func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := string(t.buf)
	if len(s) > tailBytes {
		s, t.more = s[len(s)-tailBytes:], true
	}
	if t.more {
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			s = s[i+1:]
		}
	}
	s = strings.TrimRight(s, "\n")
	if s == "" {
		return ""
	}
	lead := ", and wrote on stderr:\n"
	if t.more {
		lead = ", and wrote on stderr (the end):\n"
	}
	return lead + s
}
