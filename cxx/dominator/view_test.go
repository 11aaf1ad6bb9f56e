package dominator

import (
	"math/bits"
	"testing"
	"unsafe"

	dom "github.com/edagym/edagym/env/dominator"
)

// TestLetterBytes: a cell's masked word changes with its type, owner and
// haunting, the letter's makings, and not with the unit on it.
func TestLetterBytes(t *testing.T) {
	if bits.OnesCount64(letterBytes) != 24 {
		t.Fatalf("letterBytes %#x: want the three bytes of type, owner and haunting", letterBytes)
	}
	word := func(c dom.Cell) uint64 { return *(*uint64)(unsafe.Pointer(&c)) & letterBytes }
	base := dom.Cell{Type: dom.Empty, Owner: 2, Unit: 17}
	for _, c := range []struct {
		name string
		cell dom.Cell
		same bool
	}{
		{"another unit", dom.Cell{Type: dom.Empty, Owner: 2, Unit: 90}, true},
		{"no unit", dom.Cell{Type: dom.Empty, Owner: 2, Unit: -1}, true},
		{"another owner", dom.Cell{Type: dom.Empty, Owner: 3, Unit: 17}, false},
		{"no owner", dom.Cell{Type: dom.Empty, Owner: -1, Unit: 17}, false},
		{"haunted", dom.Cell{Type: dom.Empty, Owner: 2, Haunted: true, Unit: 17}, false},
		{"a wall", dom.Cell{Type: dom.Wall, Owner: 2, Unit: 17}, false},
	} {
		if got := word(c.cell) == word(base); got != c.same {
			t.Errorf("%s: masked word equal %v, want %v", c.name, got, c.same)
		}
	}
}
