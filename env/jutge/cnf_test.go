package jutge

import (
	"errors"
	"fmt"
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

// TestHeader: the title, then the version, each failing with its own
// message and the line it stands on.
func TestHeader(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Game 1.0\nrounds 3\n", ""},
		{"Gme 1.0\n", "g.cnf:1: no title"},
		{"Game\n2.0\n", "g.cnf:2: no version"},
		{"", "g.cnf:1: no title"},
	} {
		err := NewScanner("g.cnf", []byte(c.text)).Header("Game", "1.0", "no title", "no version")
		if got := fmt.Sprint(err); c.want == "" && err != nil || c.want != "" && got != c.want {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
}

// TestMustParse returns the parse and panics on a broken default.
func TestMustParse(t *testing.T) {
	parse := func(file string, data []byte) (int, error) {
		if len(data) == 0 {
			return 0, errors.New(file + ": empty")
		}
		return len(data), nil
	}
	if n := MustParse(parse, "d.cnf", []byte("abc")); n != 3 {
		t.Fatalf("MustParse = %d", n)
	}
	defer func() {
		if r := recover(); fmt.Sprint(r) != "d.cnf: empty" {
			t.Fatalf("recovered %v", r)
		}
	}()
	MustParse(parse, "d.cnf", nil)
}
