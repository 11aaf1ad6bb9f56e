package remote

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"testing"
	"unsafe"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/edagym/edagym/env"
)

// replay is what python/tests/test_determinism.py writes: a create request,
// a reset seed, the match seeds the client derived from it (it resets with
// them), and the actions of every step.
type replay struct {
	Create  Create   `msgpack:"create"`
	Seed    int64    `msgpack:"seed"`
	Seeds   []int32  `msgpack:"seeds"`
	Actions [][]byte `msgpack:"actions"` // int32 [agents, slots], little-endian
}

// batchDigest hashes what a reset or step returns, as the Python test does:
// every observation tensor, the mask, the rewards and the terminations.
func batchDigest(v *env.VecEnv, b *env.Batch) string {
	h := sha256.New()
	for k := range v.Spec().Obs {
		h.Write(b.Obs[k])
	}
	h.Write(b.Mask)
	h.Write(float32Bytes(b.Reward))
	h.Write(boolBytes(b.Terminated))
	return hex.EncodeToString(h.Sum(nil))
}

// TestReplayForPython replays a Python run on the in-process VecEnv and
// writes the digest of every reset and step. It runs only when
// EDAGYM_REPLAY names a directory holding replay.msgpack (the Python
// determinism test sets it); it writes digests.msgpack there.
func TestReplayForPython(t *testing.T) {
	dir := os.Getenv("EDAGYM_REPLAY")
	if dir == "" {
		t.Skip("EDAGYM_REPLAY is not set: run by python/tests/test_determinism.py")
	}
	data, err := os.ReadFile(filepath.Join(dir, "replay.msgpack"))
	if err != nil {
		t.Fatal(err)
	}
	var r replay
	if err := msgpack.Unmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
	v := inProcess(t, &r.Create)
	// The client derives its match seeds as the VecEnv does (env.DeriveSeed),
	// so its reset is the VecEnv's Reset(seed) for the first episode.
	for i, s := range r.Seeds {
		if want := env.DeriveSeed(uint64(r.Seed), r.Create.First+i, 0); s != want {
			t.Fatalf("match %d: the client derived seed %d from %d, the VecEnv %d", i, s, r.Seed, want)
		}
	}
	if len(r.Seeds) != v.NumEnvs() {
		t.Fatalf("%d seeds for %d matches", len(r.Seeds), v.NumEnvs())
	}
	first, err := v.ResetSeeds(r.Seeds)
	if err != nil {
		t.Fatal(err)
	}
	digests := []string{batchDigest(v, first)}
	for i, raw := range r.Actions {
		actions := make([]int32, len(raw)/4)
		copy(unsafe.Slice((*byte)(unsafe.Pointer(&actions[0])), len(raw)), raw)
		b, err := v.Step(actions)
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		digests = append(digests, batchDigest(v, b))
	}
	out, err := msgpack.Marshal(digests)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "digests.msgpack"), out, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("replayed %d steps", len(r.Actions))
}
