package policies

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/internal/playertest"
)

func orkSpec(t testing.TB) *env.Spec {
	t.Helper()
	g, err := env.Lookup("orkisland")
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := g.Default()
	enc, err := g.NewEncoder(cfg, env.Units)
	if err != nil {
		t.Fatal(err)
	}
	return enc.Spec()
}

func testCheckpoint(t testing.TB) (*Checkpoint, *Net) {
	spec := orkSpec(t)
	n, err := NewNet(spec, NetConfig{Hidden1: 8, Hidden2: 4}, 3)
	if err != nil {
		t.Fatal(err)
	}
	c := NewCheckpoint(n, spec)
	c.Optim = &OptimState{Step: 5, M: make([]float32, len(n.Params)), V: make([]float32, len(n.Params))}
	c.Steps, c.Updates, c.Seed = 1000, 3, 42
	c.Metrics = []map[string]any{{"update": 1, "return": 0.5}}
	return c, n
}

func TestCheckpointRoundTrip(t *testing.T) {
	c, n := testCheckpoint(t)
	path := filepath.Join(t.TempDir(), "a.ckpt")
	if err := c.Save(path); err != nil {
		t.Fatal(err)
	}
	got, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got.Params, c.Params) || !reflect.DeepEqual(got.Optim, c.Optim) || got.Steps != 1000 || got.Seed != 42 || got.Updates != 3 {
		t.Fatalf("round trip changed the checkpoint")
	}
	m, err := got.NetFor(orkSpec(t))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(m.Params, n.Params) || !reflect.DeepEqual(m.Scale, n.Scale) {
		t.Fatal("network differs after loading")
	}
	// no temporary files left behind
	files, _ := os.ReadDir(filepath.Dir(path))
	if len(files) != 1 {
		t.Fatalf("directory holds %d files, want only the checkpoint", len(files))
	}
}

func TestCheckpointRejects(t *testing.T) {
	c, _ := testCheckpoint(t)
	good, err := c.Encode()
	if err != nil {
		t.Fatal(err)
	}
	flip := append([]byte(nil), good...)
	flip[len(flip)-100] ^= 0x40
	short, _ := testCheckpoint(t)
	short.Params = short.Params[:10]
	shortData, _ := short.Encode()
	badOptim, _ := testCheckpoint(t)
	badOptim.Optim.M = badOptim.Optim.M[:3]
	badOptimData, _ := badOptim.Encode()
	other, _ := testCheckpoint(t)
	other.Game = "moria"
	otherData, _ := other.Encode()
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "not an edagym checkpoint"},
		{"not msgpack", []byte("hello, world"), "not an edagym checkpoint"},
		{"truncated", good[:len(good)/2], "truncated or corrupt"},
		{"truncated by one byte", good[:len(good)-1], "truncated or corrupt"},
		{"corrupt weight", flip, "checksum"},
		{"wrong version", reencode(t, good, func(e *envelope) { e.Version = 99 }), "format version 99"},
		{"wrong magic", reencode(t, good, func(e *envelope) { e.Magic = "x" }), "not an edagym checkpoint"},
		{"weights do not fit", shortData, "10 weights"},
		{"optimizer does not fit", badOptimData, "optimizer state"},
		{"game differs from spec", otherData, `game "moria"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Decode(tc.data)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
	if _, err := Decode([]byte("x")); !errors.Is(err, ErrNotCheckpoint) {
		t.Errorf("garbage: %v is not ErrNotCheckpoint", err)
	}
}

func reencode(t *testing.T, data []byte, edit func(*envelope)) []byte {
	var e envelope
	if err := msgpackUnmarshal(data, &e); err != nil {
		t.Fatal(err)
	}
	edit(&e)
	out, err := msgpackMarshal(&e)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestCheckpointMismatchedSpec(t *testing.T) {
	c, _ := testCheckpoint(t)
	spec := *orkSpec(t)
	spec.Obs = append([]env.TensorSpec(nil), spec.Obs...)
	want := spec.Obs[1].Shape[1]
	spec.Obs[1].Shape = []int{spec.Slots, want + 1}
	if _, err := c.NetFor(&spec); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("%d features", want)) {
		t.Fatalf("a spec with one more feature: %v", err)
	}
	spec = *orkSpec(t)
	spec.Mode = env.Plan
	if _, err := c.NetFor(&spec); err == nil || !strings.Contains(err.Error(), "trained in units mode, not plan") {
		t.Fatalf("another mode: %v", err)
	}
	spec = *orkSpec(t)
	spec.Game = "moria"
	if _, err := c.NetFor(&spec); err == nil || !strings.Contains(err.Error(), "is for orkisland") {
		t.Fatalf("another game: %v", err)
	}
	// fewer slots (another config) is fine: the weights are per unit
	spec = *orkSpec(t)
	spec.Slots = 8
	spec.Obs = []env.TensorSpec{
		{Name: "crops", DType: env.Uint8, Shape: append([]int{8}, spec.Obs[0].Shape[1:]...)},
		{Name: "features", DType: env.Float32, Shape: []int{8, spec.Obs[1].Shape[1]}},
		{Name: "unit_mask", DType: env.Uint8, Shape: []int{8}},
		spec.Obs[3],
	}
	if _, err := c.NetFor(&spec); err != nil {
		t.Fatalf("8 slots: %v", err)
	}
	spec.Obs = spec.Obs[:3] // the globals critic needs the globals
	if _, err := c.NetFor(&spec); err == nil || !strings.Contains(err.Error(), "critic reads 14 globals") {
		t.Fatalf("no globals: %v", err)
	}
}

// TestNNPlayer plays a match with "nn:PATH" against three Dummies through
// the registry, as `edagym play` does, twice: same bytes both times.
func TestNNPlayer(t *testing.T) {
	c, _ := testCheckpoint(t)
	path := filepath.Join(t.TempDir(), "tiny-policy.ckpt")
	if err := c.Save(path); err != nil {
		t.Fatal(err)
	}
	play := func() []byte { return playertest.MatchFile(t, "orkisland", 3, "nn:"+path, "Dummy", "Dummy", "Dummy") }
	a, b := play(), play()
	if !bytes.Equal(a, b) {
		t.Fatal("two runs of the same match differ")
	}
	if !bytes.Contains(a, []byte("nn-tiny-poli")) {
		t.Fatalf("the match file does not name the player nn-tiny-poli: %.200s", a)
	}
	if _, err := agents.New("orkisland", "nn:/no/such/file"); err == nil {
		t.Fatal("a missing checkpoint should fail")
	}
	if _, err := agents.New("moria", "nn:"+path); err == nil || !strings.Contains(err.Error(), "is for orkisland") {
		t.Fatalf("an Ork Island checkpoint for Moria: %v", err)
	}
}

// TestNNSamplePlayer: "nn-sample:PATH" samples its actions (its matches
// differ from the greedy player's) from a generator fixed by the match's
// seed (the same seed gives the same bytes).
func TestNNSamplePlayer(t *testing.T) {
	c, _ := testCheckpoint(t)
	path := filepath.Join(t.TempDir(), "tiny-policy.ckpt")
	if err := c.Save(path); err != nil {
		t.Fatal(err)
	}
	g, _ := env.Lookup("orkisland")
	cfg, _ := g.Default()
	play := func(prefix string, seed int32) []byte {
		var seats []env.Seat
		for _, name := range []string{prefix + path, "Null", "Null", "Null"} {
			f, err := agents.New("orkisland", name)
			if err != nil {
				t.Fatal(err)
			}
			seats = append(seats, env.Seat{Name: "P", New: f}) // the same name in both modes
		}
		var out bytes.Buffer
		res, err := (&env.MatchRun{Config: cfg, Seed: seed, Seats: seats, Out: &out}).Run()
		if err != nil {
			t.Fatal(err)
		}
		if res.Aborted[0] != "" {
			t.Fatalf("%s player aborted: %s", prefix, res.Aborted[0])
		}
		return out.Bytes()
	}
	s3 := play("nn-sample:", 3)
	if !bytes.Equal(s3, play("nn-sample:", 3)) {
		t.Fatal("two sampled runs of the same match differ")
	}
	if bytes.Equal(s3, play("nn:", 3)) {
		t.Fatal("sampled play is greedy play")
	}
	if _, err := agents.New("moria", "nn-sample:"+path); err == nil || !strings.Contains(err.Error(), "is for orkisland") {
		t.Fatalf("an Ork Island checkpoint for Moria: %v", err)
	}
	for name, want := range map[string][3]any{"nn:a/b": {"a/b", false, true}, "nn-sample:c": {"c", true, true}, "nn-x:c": {"", false, false}, "Dummy": {"", false, false}} {
		p, s, ok := CheckpointName(name)
		if got := [3]any{p, s, ok}; got != want {
			t.Errorf("CheckpointName(%q) = %v, want %v", name, got, want)
		}
	}
}

// FuzzDecode: no input makes Decode panic; whatever it accepts is consistent.
func FuzzDecode(f *testing.F) {
	c, _ := testCheckpoint(f)
	good, err := c.Encode()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add(good[:len(good)/3])
	f.Add([]byte{})
	f.Add([]byte{0x84, 0xa5, 'm', 'a', 'g', 'i', 'c'})
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Decode(data)
		if err != nil {
			return
		}
		if err := c.check(); err != nil {
			t.Fatalf("Decode accepted an inconsistent checkpoint: %v", err)
		}
	})
}

// TestFloatsReadsArrays: weight vectors stored as msgpack arrays of floats
// (the first checkpoints) still load.
func TestFloatsReadsArrays(t *testing.T) {
	data, err := msgpackMarshal([]float32{1.5, -2, 3})
	if err != nil {
		t.Fatal(err)
	}
	var f Floats
	if err := msgpackUnmarshal(data, &f); err != nil || !reflect.DeepEqual([]float32(f), []float32{1.5, -2, 3}) {
		t.Fatalf("got %v, %v", f, err)
	}
	data, _ = msgpackMarshal(Floats{1.5, -2, 3})
	var g Floats
	if err := msgpackUnmarshal(data, &g); err != nil || !reflect.DeepEqual(g, f) {
		t.Fatalf("bin: got %v, %v", g, err)
	}
}
