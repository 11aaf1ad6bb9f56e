package jutge

import (
	"runtime"
	"strings"
	"testing"
)

// TestScannerAllocatesItsTokensOnce: a large text costs one token array of
// its size, not the array's doublings on top (a 60 MiB text sent to a
// server once took it to 3 GB).
func TestScannerAllocatesItsTokensOnce(t *testing.T) {
	const words = 1 << 20
	text := []byte(strings.Repeat("7 ", words))
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	s := NewScanner("big.cnf", text)
	runtime.ReadMemStats(&after)
	if len(s.toks) != words || s.last != 1 {
		t.Fatalf("%d tokens, %d lines", len(s.toks), s.last)
	}
	const token = 24 // a string header and a line
	if grew := after.TotalAlloc - before.TotalAlloc; grew > words*token+64<<10 {
		t.Fatalf("%d tokens allocated %d bytes, %.2f times their size", words, grew, float64(grew)/(words*token))
	}
}
