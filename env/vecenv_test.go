package env_test

import (
	"bytes"
	"hash/fnv"
	"math/rand/v2"
	"strings"
	"testing"
	"unsafe"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/agents/orkisland"
	"github.com/edagym/edagym/env"
)

// gamesWithEncoders lists the registered games that have tensor encoders.
func gamesWithEncoders(t testing.TB) []string {
	var out []string
	for _, g := range env.GameNames() {
		out = append(out, g)
	}
	if len(out) == 0 {
		t.Fatal("no game has an encoder")
	}
	return out
}

// modesOf lists the modes a game's encoder offers: units and board, and
// plan where it has one.
func modesOf(game string) []env.Mode {
	g, _ := env.Lookup(game)
	return g.Modes
}

func seats(t testing.TB, game string, names ...string) []env.Seat {
	var out []env.Seat
	for _, n := range names {
		if n == "learner" {
			out = append(out, env.Learner)
			continue
		}
		s, err := agents.Seat(game, n)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

func newVec(t testing.TB, c env.VecConfig) *env.VecEnv {
	v, err := env.NewVecEnv(c)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(v.Close)
	return v
}

// shortTiny is a tiny match of 3 rounds on a 6×6 board, 2 units a player,
// and tiny's Null seat.
func shortTiny(t testing.TB) (env.Config, env.Seat) {
	t.Helper()
	g, _ := env.Lookup("tiny")
	cfg, err := g.ParseConfig("short.cnf", []byte("Tiny 1.0\nnb_players 4\nnb_rounds 3\nrows 6\ncols 6\nnb_units 2\n"))
	if err != nil {
		t.Fatal(err)
	}
	null, _ := agents.Seat("tiny", "Null")
	return cfg, null
}

// reset resets v and fails the test on an error.
func reset(t testing.TB, v *env.VecEnv, seed uint64) *env.Batch {
	t.Helper()
	b, err := v.Reset(seed)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// randomPlay resets v with seed and returns its first batch and a step
// that plays random legal actions, drawn from r, for every agent.
func randomPlay(t testing.TB, v *env.VecEnv, seed uint64, r *rand.Rand) (*env.Batch, func() *env.Batch) {
	t.Helper()
	actions := make([]int32, v.NumAgents()*v.Spec().Slots)
	b := reset(t, v, seed)
	return b, func() *env.Batch {
		env.SampleMasked(r, b.Mask, v.Spec().Actions, actions)
		var err error
		if b, err = v.Step(actions); err != nil {
			t.Fatal(err)
		}
		return b
	}
}

// digest hashes everything a step returns.
func digest(b *env.Batch) uint64 {
	h := fnv.New64a()
	for _, o := range b.Obs {
		h.Write(o)
	}
	h.Write(b.Mask)
	h.Write(unsafe.Slice((*byte)(unsafe.Pointer(&b.Reward[0])), 4*len(b.Reward)))
	for _, d := range b.Terminated {
		if d {
			h.Write([]byte{1})
		} else {
			h.Write([]byte{0})
		}
	}
	return h.Sum64()
}

// TestSameResultsForAnyWorkers: the same seeds and actions give the same
// bytes with 1, 2 or 3 workers, including across an autoreset.
func TestSameResultsForAnyWorkers(t *testing.T) {
	for _, game := range gamesWithEncoders(t) {
		for _, mode := range modesOf(game) {
			var want []uint64
			for _, workers := range []int{1, 2, 3} {
				v := newVec(t, env.VecConfig{Game: game, Mode: mode, NumEnvs: 5, Workers: workers,
					Seats: seats(t, game, "learner", "Random", "learner", "Demo")})
				_, step := randomPlay(t, v, 7, rand.New(rand.NewPCG(1, 2)))
				var got []uint64
				for range v.Spec().Rounds + 3 {
					got = append(got, digest(step()))
				}
				if want == nil {
					want = got
				} else if !equal(got, want) {
					t.Fatalf("%s %s: %d workers give different results than 1", game, mode, workers)
				}
			}
		}
	}
}

func equal(a, b []uint64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestMaskedOrdersAreAccepted drives random masked actions for all four
// seats through many matches: the engine must never warn about an order
// (unit not owned, bad direction, out of range), and every masked-in move
// must be one the engine does not refuse for the terrain.
func TestMaskedOrdersAreAccepted(t *testing.T) {
	for _, game := range gamesWithEncoders(t) {
		for _, mode := range modesOf(game) {
			var warnings bytes.Buffer
			v := newVec(t, env.VecConfig{Game: game, Mode: mode, NumEnvs: 4, Workers: 1, Log: &warnings,
				Seats: seats(t, game, "learner", "learner", "learner", "learner")})
			checker := maskCheckers[game]
			b, step := randomPlay(t, v, 11, rand.New(rand.NewPCG(3, 4)))
			checked := 0
			for range 2 * v.Spec().Rounds {
				if checker != nil {
					checked += checker(t, v, b)
				}
				b = step()
			}
			if w := warningLines(warnings.String()); w != "" {
				t.Fatalf("%s %s: engine warnings: %s", game, mode, w)
			}
			t.Logf("%s %s: %d masked-in orders checked against the engine's rules", game, mode, checked)
		}
	}
}

// warningLines keeps the log's warning lines: the originals start every
// warning with "warning". Other lines are traces the originals also print
// (Dominator's board generator prints each pruned wall), not warnings.
func warningLines(log string) string {
	var out strings.Builder
	for line := range strings.Lines(log) {
		if strings.HasPrefix(line, "warning") {
			out.WriteString(line)
		}
	}
	return out.String()
}

// TestAutoreset: the step after the last round resets with zero reward.
func TestAutoreset(t *testing.T) {
	for _, game := range gamesWithEncoders(t) {
		v := newVec(t, env.VecConfig{Game: game, NumEnvs: 2, Seats: seats(t, game, "learner", "Null", "Null", "Null")})
		actions := make([]int32, v.NumAgents()*v.Spec().Slots)
		for i := range actions {
			actions[i] = int32(v.Spec().Actions - 1)
		}
		b := reset(t, v, 1)
		rounds := v.Spec().Rounds
		for step := 1; step <= rounds; step++ {
			b, _ = v.Step(actions)
			if b.Terminated[0] != (step == rounds) {
				t.Fatalf("%s: step %d terminated=%v", game, step, b.Terminated[0])
			}
		}
		if !b.Final[0] || b.Episode[0].Length != rounds || b.Episode[0].Place < 1 {
			t.Fatalf("%s: final episode info %+v", game, b.Episode[0])
		}
		b, _ = v.Step(actions)
		if b.Terminated[0] || b.Final[0] || b.Reward[0] != 0 || v.Match(0).Round() != 0 {
			t.Fatalf("%s: after autoreset: terminated %v reward %v round %d", game, b.Terminated[0], b.Reward[0], v.Match(0).Round())
		}
		if v.Match(0).Seed() == v.Match(1).Seed() {
			t.Fatalf("%s: envs 0 and 1 got the same seed", game)
		}
	}
}

// TestStepAllocatesNothing in steady state, with bots and learners.
func TestStepAllocatesNothing(t *testing.T) {
	for _, game := range gamesWithEncoders(t) {
		for _, mode := range modesOf(game) {
			v := newVec(t, env.VecConfig{Game: game, Mode: mode, NumEnvs: 4, Workers: 2,
				Seats: seats(t, game, "learner", "Null", "Random", "learner")})
			_, play := randomPlay(t, v, 3, rand.New(rand.NewPCG(5, 6)))
			step := func() { play() }
			for range 20 {
				step()
			}
			if n := testing.AllocsPerRun(50, step); n != 0 {
				t.Errorf("%s %s: %v allocations per step", game, mode, n)
			}
		}
	}
}

func TestBadVecConfigs(t *testing.T) {
	game := gamesWithEncoders(t)[0]
	for name, c := range map[string]env.VecConfig{
		"no learner":   {Game: game, NumEnvs: 1, Seats: seats(t, game, "Null", "Null", "Null", "Null")},
		"three seats":  {Game: game, NumEnvs: 1, Seats: seats(t, game, "learner", "Null", "Null")},
		"no envs":      {Game: game, NumEnvs: 0, Seats: seats(t, game, "learner", "Null", "Null", "Null")},
		"bad mode":     {Game: game, NumEnvs: 1, Mode: "pixels", Seats: seats(t, game, "learner", "Null", "Null", "Null")},
		"unknown game": {Game: "chess", NumEnvs: 1},
	} {
		if _, err := env.NewVecEnv(c); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	v := newVec(t, env.VecConfig{Game: game, NumEnvs: 2, Seats: seats(t, game, "learner", "Null", "Null", "Null")})
	if _, err := v.Reset(1); err != nil {
		t.Fatal(err)
	}
	if _, err := v.Step(make([]int32, 3)); err == nil {
		t.Error("actions of the wrong size must be an error")
	}
}
