package remote

import (
	"bytes"
	"fmt"
	"io"
	"slices"
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

// warnMaskedOut writes a warning for every action the last batch's mask
// refuses, which the encoders play as the idle action: a slot without a
// unit (a row of zeros) and a match about to autoreset ignore their actions
// and are not reported. It runs before the step, while the VecEnv's batch
// is still the one the client saw.
func (ve *vecState) warnMaskedOut(actions []int32) {
	v := ve.v
	spec := v.Spec()
	S, A, L := spec.Slots, spec.Actions, v.LearnersPerEnv()
	mask := v.Batch.Mask
	for a := 0; a < v.NumAgents(); a++ {
		if v.Match(a / L).Done() {
			continue
		}
		for s := 0; s < S; s++ {
			x := actions[a*S+s]
			row := mask[(a*S+s)*A:][:A]
			if row[x] != 0 || !slices.ContainsFunc(row, func(m uint8) bool { return m != 0 }) {
				continue
			}
			fmt.Fprintf(ve.log, "agent %d (seat %d of match %d), slot %d: action %d (%s) is masked out: played as %s\n",
				a, v.LearnerSeat(a), a/L, s, x, spec.Names[x], spec.Names[A-1])
		}
	}
}
