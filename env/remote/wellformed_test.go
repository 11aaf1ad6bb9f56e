package remote

import (
	"testing"
	"time"

	"github.com/vmihailenco/msgpack/v5"
)

// TestCheckWellFormedAccepts every kind of value the msgpack library writes.
func TestCheckWellFormedAccepts(t *testing.T) {
	for _, v := range []any{
		nil, true, false, 0, 127, -32, -33, 200, 70000, 1 << 40, -1 << 40, float32(1.5), 2.5,
		"", "short", string(make([]byte, 40)), string(make([]byte, 300)), string(make([]byte, 70000)),
		[]byte{}, make([]byte, 300), make([]byte, 70000),
		[]int{}, make([]int, 20), make([]int, 70000),
		map[string]any{"a": 1, "b": []any{nil, "x", map[string]int{"c": 3}}},
		time.Unix(1, 2), // an extension
		Request{Create: smallCreate(2)},
	} {
		b, err := msgpack.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if err := checkWellFormed(b); err != nil {
			t.Errorf("%T %x: %v", v, b[:min(len(b), 8)], err)
		}
	}
}

func TestCheckWellFormedRejects(t *testing.T) {
	for _, tc := range []struct {
		name string
		b    []byte
	}{
		{"empty", nil},
		{"never-used code", []byte{0xc1}},
		{"truncated uint32", []byte{0xce, 1, 2}},
		{"truncated string", []byte{0xa5, 'a', 'b'}},
		{"str32 longer than the frame", []byte{0xdb, 0xff, 0xff, 0xff, 0xff, 'a'}},
		{"array32 of 2.5e9 elements", []byte{0xdd, 0x99, 0xbf, 0x30, 0xa5, 0, 0, 0}},
		{"map16 short of its values", []byte{0xde, 0, 2, 1, 2, 3}},
		{"nested arrays over the bytes left", []byte{0x92, 0x92, 1, 2}},
		{"ext8 without payload", []byte{0xc7, 4, 1}},
	} {
		if err := checkWellFormed(tc.b); err == nil {
			t.Errorf("%s: accepted % x", tc.name, tc.b)
		}
	}
}
