package remote

import (
	"bytes"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/edagym/edagym/env"
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
func createWithConfig(config []byte) []byte { return createWith("config", config) }

// createWith is a create frame body for one Ork Island env whose third key
// (of at most 15 bytes) holds the raw msgpack value.
func createWith(key string, value []byte) []byte {
	b := []byte{0x81, 0xa6}
	b = append(b, "create"...)
	b = append(b, 0x83, 0xa4)
	b = append(b, "game"...)
	b = append(b, 0xa9)
	b = append(b, "orkisland"...)
	b = append(b, 0xa8)
	b = append(b, "num_envs"...)
	b = append(b, 1, 0xa0|byte(len(key)))
	b = append(b, key...)
	return append(b, value...)
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

// allocated is how many bytes fn allocates.
func allocated(fn func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	fn()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestDecodeBudget: a frame is refused when its values would take far more
// memory decoded than its bytes. 60 MiB of empty strings in seats once took
// the server to 3.39 GB; 16 million of them (a 16 MiB frame) are refused
// before the decoder allocates anything, while the largest real requests
// (env_seats for 65,536 matches) still decode.
func TestDecodeBudget(t *testing.T) {
	const n = 16 << 20
	body := createWith("seats", append([]byte{0xdd, n >> 24, n >> 16 & 0xff, n >> 8 & 0xff, n & 0xff}, bytes.Repeat([]byte{0xa0}, n)...))
	var err error
	if grew := allocated(func() { _, err = DecodeRequest(body) }); grew > 8<<20 {
		t.Errorf("decoding %d empty seat names allocated %d MiB", n, grew>>20)
	}
	if !isType(err, ErrBadMessage) || !strings.Contains(err.Error(), "decoded") {
		t.Fatalf("got %v, want bad_message about the decoded size", err)
	}
	lists := make([][]string, maxNumEnvs)
	for i := range lists {
		lists[i] = []string{"learner", "Random", "Dummy", "nn:policy.ckpt"}
	}
	big, err := msgpack.Marshal(Request{Create: &Create{Game: "orkisland", NumEnvs: maxNumEnvs, EnvSeats: lists}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := DecodeRequest(big); err != nil {
		t.Fatalf("env_seats for %d matches: %v", maxNumEnvs, err)
	}
}

// TestCnfTextCapped: a .cnf text over maxCnfText is refused before it is
// parsed (a 60 MiB one took the server to 3 GB).
func TestCnfTextCapped(t *testing.T) {
	game, err := env.Lookup("orkisland")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Repeat("1 ", maxCnfText/2+1)
	if grew := allocated(func() { _, err = gameConfig(game, text) }); grew > 1<<20 {
		t.Errorf("refusing a %d-byte config allocated %d KiB", len(text), grew>>10)
	}
	if !isType(err, ErrBadConfig) || !strings.Contains(err.Error(), "4.0 MiB") {
		t.Fatalf("got %v, want bad_config about the 4 MiB limit", err)
	}
	many := map[string]any{}
	for i := 0; i < 100; i++ {
		many[fmt.Sprint("k", i)] = 1
	}
	if _, err := gameConfig(game, many); !isType(err, ErrBadConfig) {
		t.Fatalf("100 overrides: %v", err)
	}
}
