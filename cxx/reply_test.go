package cxx

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/edagym/edagym/env/jutge"
)

// TestParseReply: well-formed replies give their orders in order; anything
// else (a player's own output, a reply for another round, a bad number, a
// count that does not match) is an error.
func TestParseReply(t *testing.T) {
	r, err := parseReply([]byte("@ 7 1500 90000 3 12 0 -5 4 12 9"), 7, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []jutge.Order{{Unit: 12, Dir: 0}, {Unit: -5, Dir: 4}, {Unit: 12, Dir: 9}}
	if r.round != 7 || r.play != 1500*time.Nanosecond || r.total != 90000*time.Nanosecond || len(r.orders) != 3 {
		t.Fatalf("got %+v", r)
	}
	for k, o := range want {
		if r.orders[k] != o {
			t.Errorf("order %d: %v, want %v", k, r.orders[k], o)
		}
	}
	if r, err := parseReply([]byte("@ 0 5 5 0"), 0, nil); err != nil || len(r.orders) != 0 {
		t.Errorf("no orders: %+v, %v", r, err)
	}
	if r, err := parseReply([]byte("@ 3 toomany"), 3, nil); err != nil || !r.tooMany {
		t.Errorf("toomany: %+v, %v", r, err)
	}
	for _, bad := range []struct{ line, want string }{
		{"hello", "not a reply"},
		{"", "not a reply"},
		{"@ 6 1 1 0", "a reply for round 6 in round 7"},
		{"@ 7 1 1 2 1 0", "no unit id"},
		{"@ 7 1 1 1 1 0 2 0", "1 orders and more"},
		{"@ 7 1 1 1001", "bad order count"},
		{"@ 7 -1 1 0", "bad CPU time"},
		{"@ 7 1 1 1 1 99999999999", "bad direction"},
		{"@ 7  1 1 0", "bad CPU time"},
		{"@ 7 1 1 0 ", "0 orders and more"},
		{"@ 7 toomany now", "bad CPU time"},
	} {
		_, err := parseReply([]byte(bad.line), 7, nil)
		if err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%q: %v, want %q", bad.line, err, bad.want)
		}
	}
}

// FuzzParseReply: whatever a process writes, the parser returns an error
// or orders within the statements' bounds, never panics, and a reply it
// accepts says the round asked for.
func FuzzParseReply(f *testing.F) {
	for _, s := range []string{"@ 7 1500 90000 3 12 0 -5 4 12 9", "@ 7 toomany", "@ 7 0 0 0", "hello", "@ 7 1 1 1000"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		r, err := parseReply(line, 7, make([]jutge.Order, 0, 4))
		if err != nil {
			return
		}
		if r.round != 7 || len(r.orders) > jutge.MaxOrders || r.play < 0 || r.total < 0 {
			t.Fatalf("accepted %q as %+v", line, r)
		}
		if r.tooMany && len(r.orders) > 0 {
			t.Fatalf("toomany with orders: %q", line)
		}
	})
}

// BenchmarkParseReply: a reply of 64 orders, Dominator's usual.
func BenchmarkParseReply(b *testing.B) {
	line := []byte("@ 7 1500 90000 64")
	for k := range 64 {
		line = fmt.Appendf(line, " %d %d", 2*k+1, k%9)
	}
	orders := make([]jutge.Order, 0, 64)
	b.ReportAllocs()
	for b.Loop() {
		r, err := parseReply(line, 7, orders)
		if err != nil || len(r.orders) != 64 {
			b.Fatal(err)
		}
		orders = r.orders
	}
}
