package train

import (
	"context"
	"math"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/agents/orkisland"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	_ "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/policies"
)

// collected is a trainer of cfg that has collected one rollout; Close it.
func collected(t *testing.T, cfg Config) *Trainer {
	t.Helper()
	tr, err := New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := tr.collect(); err != nil {
		t.Fatal(err)
	}
	return tr
}

func tinyConfig() Config {
	return Config{Game: "orkisland", Seed: 1, NumEnvs: 4, Workers: 2, TotalSteps: 4 * 16 * 3, Rollout: 16,
		Epochs: 2, Minibatch: 16, LR: 1e-3, LRFinal: 1e-4, Gamma: 0.99, Lambda: 0.95, Clip: 0.2,
		ValueCoef: 0.5, EntropyCoef: 0.01, MaxGradNorm: 0.5,
		Net: policies.NetConfig{Hidden1: 16, Hidden2: 16},
		Curriculum: []Stage{{Until: 0.5, Lineups: [][]string{{"Random", "Random", "Random"}}},
			{Until: 1, Lineups: [][]string{{"Demo", "Random", "Demo"}, {"Dummy", "Random", "Random"}}}}}
}

// TestTrainEndToEnd runs a few updates through both curriculum stages.
func TestTrainEndToEnd(t *testing.T) {
	tr, err := New(tinyConfig(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	for !tr.Done() {
		m, err := tr.Update()
		if err != nil {
			t.Fatal(err)
		}
		if math.IsNaN(m.Loss) || m.GradNorm == 0 {
			t.Fatalf("update %d: %+v", m.Update, m)
		}
		t.Logf("%+v", m)
	}
	if tr.Updates != 3 || tr.stage != 1 {
		t.Fatalf("%d updates, stage %d", tr.Updates, tr.stage)
	}
}

// benchConfig is the benchmarks' PPO: envs × rollout steps, minibatches of
// 256, the default network, on the game EDAGYM_BENCH_GAME names (default
// the tiny config's).
func benchConfig(envs, rollout, epochs int) Config {
	cfg := tinyConfig()
	cfg.NumEnvs, cfg.Rollout, cfg.Minibatch, cfg.Epochs = envs, rollout, 256, epochs
	cfg.Net = policies.DefaultNet
	if g := os.Getenv("EDAGYM_BENCH_GAME"); g != "" {
		cfg.Game = g
	}
	return cfg
}

// BenchmarkTrainSPS measures end-to-end learner env-steps/s with ordinary
// PPO settings, units mode (set EDAGYM_BENCH_GAME, _MODE, _ENVS, _OPP,
// _SKIP_FORCED to change the setting).
func BenchmarkTrainSPS(b *testing.B) {
	cfg := benchConfig(32, 64, 3)
	if m := os.Getenv("EDAGYM_BENCH_MODE"); m != "" {
		cfg.Mode = m
	}
	if v, _ := strconv.Atoi(os.Getenv("EDAGYM_BENCH_ENVS")); v > 0 {
		cfg.NumEnvs = v
	}
	cfg.SkipForced = os.Getenv("EDAGYM_BENCH_SKIP_FORCED") != ""
	opp := os.Getenv("EDAGYM_BENCH_OPP")
	if opp == "" {
		opp = "Random"
	}
	cfg.Curriculum = []Stage{{Until: 1, Lineups: [][]string{{opp, opp, opp}}}}
	cfg.TotalSteps = 1 << 40
	tr, err := New(cfg, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer tr.Close()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m, err := tr.Update()
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(m.SPS, "env-steps/s")
		b.ReportMetric(m.CollectSec, "collect-s")
		b.ReportMetric(m.LearnSec, "learn-s")
	}
}

// TestCloneLearnsTeacher: a few epochs of behaviour cloning on a Dummy's
// recorded play lower the cross-entropy and beat chance accuracy; the
// recorded actions decode back to the teacher's orders.
func TestCloneLearnsTeacher(t *testing.T) {
	tr := cloneTrainer(t, 1, 200)
	var log strings.Builder
	if err := tr.Clone(context.Background(), &log); err != nil {
		t.Fatal(err)
	}
	t.Log(log.String())
	lines := strings.Split(strings.TrimSpace(log.String()), "\n")
	if !strings.Contains(log.String(), "dagger 1: 200 more steps") {
		t.Fatalf("no DAgger round in the log")
	}
	first, last := parseCE(t, lines[1]), parseCE(t, lines[4])
	if !(last < first) {
		t.Fatalf("cross-entropy did not go down: %v then %v", first, last)
	}
}

func parseCE(t *testing.T, line string) float64 {
	i := strings.Index(line, "cross-entropy ")
	if i < 0 {
		t.Fatalf("no cross-entropy in %q", line)
	}
	f, err := strconv.ParseFloat(strings.TrimSuffix(strings.Fields(line[i+len("cross-entropy "):])[0], ","), 64)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestInverterRoundTrip: in Dummy matches, the slot actions recovered from
// the teacher's orders decode back to exactly the orders the mask allows.
func TestInverterRoundTrip(t *testing.T) {
	g, cfg, err := LoadEnvConfig("orkisland", "")
	if err != nil {
		t.Fatal(err)
	}
	enc, _ := g.NewEncoder(cfg, env.Units)
	spec := enc.Spec()
	dummy, _ := agents.Seat("orkisland", "Dummy")
	m, _ := cfg.NewMatch(5, nil)
	players := make([]env.Player, 4)
	for p := range players {
		players[p] = dummy.New(p, jutge.NewRandom(jutge.PlayerSeed(5, p)))
	}
	iv := newInverter(enc)
	mask := make([]uint8, spec.Slots*spec.Actions)
	acts := make([]int32, spec.Slots)
	orders := make([]jutge.Orders, 4)
	lists := make([][]jutge.Order, 4)
	var back jutge.Orders
	checked := 0
	for r := 0; r < 60 && !m.Done(); r++ {
		for p, pl := range players {
			orders[p].Reset(m.NumUnits())
			pl.Play(m, p, &orders[p])
			lists[p] = orders[p].List()
		}
		me := r % 4
		enc.Mask(m, me, mask)
		if !iv.actions(m, me, mask, lists[me], acts) {
			t.Fatal("no idle action")
		}
		back.Reset(m.NumUnits())
		enc.Decode(m, me, acts, &back)
		want := map[jutge.Order]bool{}
		for _, o := range lists[me] {
			if _, ok := iv.byOrder[o]; ok {
				want[o] = true
			}
		}
		got := map[jutge.Order]bool{}
		for _, o := range back.List() {
			got[o] = true
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("round %d seat %d: decoded %v, teacher's accepted orders %v", r, me, got, want)
		}
		checked += len(got)
		m.Step(lists)
	}
	if checked < 100 {
		t.Fatalf("only %d orders checked", checked)
	}
}

// BenchmarkUpdate is one PPO minibatch update (256 agent-steps of the
// default network: graph load, forward, backward, clipping, Adam) on a
// rollout against three Random players (EDAGYM_BENCH_GAME picks the game).
func BenchmarkUpdate(b *testing.B) {
	cfg := benchConfig(16, 32, 1)
	cfg.Curriculum = []Stage{{Until: 1, Lineups: [][]string{{"Random", "Random", "Random"}}}}
	cfg.TotalSteps = 1 << 40
	tr, rows := filledMinibatch(b, cfg)
	defer tr.Close()
	if _, _, err := tr.step(1e-4); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(tr.mb.Rows.Len()), "unit-rows")
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tr.fill(rows)
		if _, _, err := tr.step(1e-4); err != nil {
			b.Fatal(err)
		}
	}
}

// TestValueWarmupFreezesPolicy: a warm-up update changes the value head only.
func TestValueWarmupFreezesPolicy(t *testing.T) {
	cfg := tinyConfig()
	cfg.ValueWarmup = 1
	tr, err := New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	before := append([]float32(nil), tr.Net.Params...)
	if _, err := tr.Update(); err != nil {
		t.Fatal(err)
	}
	lo, hi := tr.Net.ValueHead()
	if !reflect.DeepEqual(before[:lo], tr.Net.Params[:lo]) {
		t.Fatal("the policy changed during the value warm-up")
	}
	if reflect.DeepEqual(before[lo:hi], tr.Net.Params[lo:hi]) {
		t.Fatal("the value head did not learn")
	}
	if _, err := tr.Update(); err != nil {
		t.Fatal(err)
	}
	if reflect.DeepEqual(before[:lo], tr.Net.Params[:lo]) {
		t.Fatal("the policy did not learn after the warm-up")
	}
}

// TestDeterministic: the same seed gives the same weights, whatever the
// number of workers.
func TestDeterministic(t *testing.T) {
	run := func(workers int) []float32 {
		cfg := tinyConfig()
		cfg.Workers = workers
		tr, err := New(cfg, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer tr.Close()
		for i := 0; i < 2; i++ {
			if _, err := tr.Update(); err != nil {
				t.Fatal(err)
			}
		}
		return tr.Net.Params
	}
	a, b, c := run(1), run(1), run(2)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two runs with the same seed differ")
	}
	if !reflect.DeepEqual(a, c) {
		t.Fatal("1 and 2 workers give different weights")
	}
}

// TestShippedCheckpoint: checkpoints/orkisland.ckpt loads, plays through the
// nn: prefix and takes first place against three Random players.
func TestShippedCheckpoint(t *testing.T) {
	dir, _ := os.Getwd()
	for {
		if _, err := os.Stat(dir + "/go.mod"); err == nil {
			break
		}
		parent := dir[:max(strings.LastIndex(dir, "/"), 0)]
		if parent == dir || parent == "" {
			t.Fatal("no go.mod above the test")
		}
		dir = parent
	}
	path := dir + "/checkpoints/orkisland.ckpt"
	if _, err := os.Stat(path); err != nil {
		t.Skip("no shipped checkpoint")
	}
	r, err := Evaluate(context.Background(), EvalConfig{Game: "orkisland", Player: "nn:" + path,
		Opponents: []string{"Random", "Random", "Random"}, Games: 4, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if r.Firsts != 4 || r.Aborted != 0 {
		t.Fatalf("%+v", r)
	}
	t.Logf("4/4 first places, mean share %.3f", r.Share)
}

// TestResumeKeepsEpisodeStats: a resumed run carries on the count and the
// window of the last 100 episodes, so the statistics it reports before new
// episodes finish are the run's, not zeros.
func TestResumeKeepsEpisodeStats(t *testing.T) {
	cfg := tinyConfig()
	cfg.NumEnvs, cfg.Rollout, cfg.Minibatch, cfg.TotalSteps = 2, 210, 64, 420
	cfg.Curriculum = []Stage{{Until: 1, Lineups: [][]string{{"Null", "Null", "Null"}}}}
	tr, err := New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	m, err := tr.Update()
	if err != nil {
		t.Fatal(err)
	}
	if tr.episodes == 0 || m.Place == 0 {
		t.Fatalf("no episode finished in %d rounds: %+v", cfg.Rollout, m)
	}
	cfg.TotalSteps *= 2
	re := resumed(t, cfg, reloaded(t, tr))
	if re.episodes != tr.episodes || !reflect.DeepEqual(re.recent, tr.recent) {
		t.Fatalf("resumed with %d episodes %v, want %d %v", re.episodes, re.recent, tr.episodes, tr.recent)
	}
}

// TestMaxTimeEndsTheRun: a run whose training time reaches max_time is
// done, whatever its steps.
func TestMaxTimeEndsTheRun(t *testing.T) {
	cfg := tinyConfig()
	cfg.MaxTime = time.Nanosecond
	tr, err := New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	if tr.Done() {
		t.Fatal("done before any update")
	}
	if _, err := tr.Update(); err != nil {
		t.Fatal(err)
	}
	if !tr.Done() || tr.Steps >= cfg.TotalSteps {
		t.Fatalf("after one update past max_time: done %v, %d of %d steps", tr.Done(), tr.Steps, cfg.TotalSteps)
	}
}

// TestMaxTimeIsNotOvershot: a run stops before the update that would end
// past max_time (the scratch runs ended at 7,201 to 7,207 s of a 2 h
// budget), and goes on while one more update fits.
func TestMaxTimeIsNotOvershot(t *testing.T) {
	cfg := tinyConfig()
	cfg.MaxTime = 2 * time.Hour
	tr, err := New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	if _, err := tr.Update(); err != nil {
		t.Fatal(err)
	}
	last := tr.lastUpdate
	if last <= 0 {
		t.Fatalf("the update's time was not recorded: %v", last)
	}
	tr.Elapsed = cfg.MaxTime - last
	if tr.Done() {
		t.Errorf("done with one update's time, %v, left", last)
	}
	tr.Elapsed = cfg.MaxTime - last + time.Millisecond
	if !tr.Done() {
		t.Errorf("not done when one more update (%v) would end past max_time", last)
	}
}
