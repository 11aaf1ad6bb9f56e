package remote

import (
	"bytes"
	"strings"
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

// createWithConfig is a create frame body whose config value is raw msgpack.
func createWithConfig(config []byte) []byte {
	b := []byte{0x81, 0xa6}
	b = append(b, "create"...)
	b = append(b, 0x83, 0xa4)
	b = append(b, "game"...)
	b = append(b, 0xa9)
	b = append(b, "orkisland"...)
	b = append(b, 0xa8)
	b = append(b, "num_envs"...)
	b = append(b, 1, 0xa6)
	b = append(b, "config"...)
	return append(b, config...)
}

// TestDeepNestingRefused: three million nested one-element arrays (which
// overflowed the decoder's stack and ended the process) are a bad_message,
// found without recursion; nesting a real request needs is accepted.
func TestDeepNestingRefused(t *testing.T) {
	deep := append(bytes.Repeat([]byte{0x91}, 3_000_000), 0xc0)
	_, err := DecodeRequest(createWithConfig(deep))
	if e, ok := err.(*Error); !ok || e.Type != ErrBadMessage || !strings.Contains(e.Message, "nested deeper") {
		t.Fatalf("got %v, want bad_message about nesting", err)
	}
	ok := append(bytes.Repeat([]byte{0x91}, maxDepth-2), 0xc0)
	if err := checkWellFormed(createWithConfig(ok)); err != nil {
		t.Fatalf("%d levels refused: %v", maxDepth, err)
	}
}

// TestOneTopLevelKey: a request is a map with exactly one key, as the
// protocol says; a second key, even an unknown one, is refused.
func TestOneTopLevelKey(t *testing.T) {
	two, _ := msgpack.Marshal(map[string]any{"hello": map[string]any{"protocol": 1}, "junk": nil})
	three, _ := msgpack.Marshal(map[string]any{"close": map[string]any{"env": 1}, "a": 1, "b": 2})
	for _, b := range [][]byte{two, three} {
		if _, err := DecodeRequest(b); err == nil || err.(*Error).Type != ErrBadMessage {
			t.Errorf("% x: got %v, want bad_message", b, err)
		}
	}
	unknown, _ := msgpack.Marshal(map[string]any{"create": map[string]any{"game": "orkisland", "num_env": 8}})
	if _, err := DecodeRequest(unknown); err == nil || !strings.Contains(err.Error(), "num_env") {
		t.Errorf("a misspelt field: got %v, want an error naming it", err)
	}
}

// TestHugeIntegersReported: num_envs 2^64-1 is reported as sent, not as
// the -1 it wraps to in an int.
func TestHugeIntegersReported(t *testing.T) {
	b, _ := msgpack.Marshal(map[string]any{"create": map[string]any{"game": "orkisland", "num_envs": uint64(1<<64 - 1)}})
	_, err := DecodeRequest(b)
	e, ok := err.(*Error)
	if !ok || e.Type != ErrBadValue || !strings.Contains(e.Message, "create.num_envs") || !strings.Contains(e.Message, "18446744073709551615") {
		t.Fatalf("got %v", err)
	}
	b, _ = msgpack.Marshal(map[string]any{"create": map[string]any{"game": "orkisland", "num_envs": int64(1<<63 - 1)}})
	req, err := DecodeRequest(b)
	if err != nil {
		t.Fatal(err)
	}
	_, err = vecConfig(req.Create, nil)
	if err == nil || !strings.Contains(err.Error(), "got 9223372036854775807") {
		t.Fatalf("got %v", err)
	}
}
