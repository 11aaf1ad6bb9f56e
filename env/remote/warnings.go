package remote

import (
	"bytes"
	"io"
	"strings"
	"sync"
)

// warnLog collects the engines' warnings of one step (safe for the workers).
type warnLog struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

const maxWarnBytes = 64 << 10

func (w *warnLog) Write(p []byte) (int, error) {
	w.mu.Lock()
	if w.buf.Len() < maxWarnBytes {
		w.buf.Write(p[:min(len(p), maxWarnBytes-w.buf.Len())])
	}
	w.mu.Unlock()
	return len(p), nil
}

// take returns the lines written since the last take (nil for a nil log).
func (w *warnLog) take() []string {
	if w == nil {
		return nil
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	text := strings.TrimRight(w.buf.String(), "\n")
	w.buf.Reset()
	if text == "" {
		return []string{}
	}
	return strings.Split(text, "\n")
}

func (ve *vecState) warnings() []string { return ve.log.take() }

var _ io.Writer = (*warnLog)(nil)
