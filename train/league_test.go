package train

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/policies"
)

// leagueConfig is a tiny Ork Island league: Null and Random, and the last
// snapshot of the learner, which joins after every update.
func leagueConfig() Config {
	cfg := tinyConfig()
	cfg.NumEnvs, cfg.Rollout, cfg.Minibatch, cfg.TotalSteps = 4, 210, 64, 3*4*210
	cfg.Curriculum = nil
	cfg.League = LeagueConfig{Players: []string{"Null", "Random"}, Snapshots: 1, Every: 1, Power: 2}
	return cfg
}

// TestLeagueRun: matches are drawn from the pool and recorded against the
// member played, snapshots join (and leave past the limit, files and all),
// the metrics carry the pool, and a resumed run has the same pool.
func TestLeagueRun(t *testing.T) {
	dir := t.TempDir()
	cfg := leagueConfig()
	tr, err := Run(context.Background(), cfg, RunOptions{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	snaps, _ := filepath.Glob(filepath.Join(dir, LeagueDir, "*"))
	if want := filepath.Join(dir, LeagueDir, fmt.Sprintf("u%06d.ckpt", tr.Updates)); len(snaps) != 1 || snaps[0] != want {
		t.Fatalf("league folder holds %v, want only %s", snaps, want)
	}
	games := 0
	var names []string
	for _, m := range tr.league.members {
		games += m.Games
		names = append(names, m.Name)
	}
	if want := []string{"Null", "Random", "nn:" + snaps[0]}; strings.Join(names, " ") != strings.Join(want, " ") {
		t.Errorf("pool %v, want %v", names, want)
	}
	// Every finished match was against a member: the snapshots that left
	// took theirs with them, so the pool holds at most all of them.
	if games == 0 || games > tr.episodes {
		t.Errorf("%d matches recorded against the pool, %d episodes", games, tr.episodes)
	}
	last := tr.Metrics[len(tr.Metrics)-1]
	if len(last.Pool) != 3 || last.Pool[2].Name != fmt.Sprintf("nn-u%06d", tr.Updates-1) {
		t.Errorf("last metrics' pool %+v", last.Pool)
	}
	b, _ := os.ReadFile(filepath.Join(dir, MetricsJSONL))
	if !strings.Contains(string(b), `"pool":[{"name":"Null"`) {
		t.Errorf("metrics.jsonl has no pool")
	}
	csv, _ := os.ReadFile(filepath.Join(dir, MetricsCSV))
	if strings.Contains(string(csv), "pool") || strings.Contains(string(csv), "{") {
		t.Errorf("metrics.csv carries the pool: %.200s", csv)
	}
	if _, err := os.Stat(filepath.Join(dir, LeaguePNG)); err != nil {
		t.Error(err)
	}
	ck, err := policies.Load(filepath.Join(dir, LatestCkpt))
	if err != nil {
		t.Fatal(err)
	}
	cfg.TotalSteps *= 2
	re := resumed(t, cfg, ck)
	got, _ := json.Marshal(re.league.members)
	if want := tr.league.state(); string(got) != string(want) {
		t.Errorf("resumed pool %s, want %s", got, want)
	}
}

// TestLeagueDrawsWhatItDoesNotBeat: with power 2 the member the learner
// always beats is drawn far less often than the one it never beats, and
// with power 0 both come equally.
func TestLeagueDrawsWhatItDoesNotBeat(t *testing.T) {
	for _, c := range []struct {
		power    float64
		min, max float64 // share of draws of the unbeaten member
	}{{2, 0.95, 1}, {0, 0.45, 0.55}} {
		p, err := newPool(LeagueConfig{Players: []string{"Null", "Random"}, Power: c.power, Window: 50}, "orkisland", 1, 1, nil)
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 50; k++ {
			p.onEnv[0] = p.members[0]
			p.record(0, true) // always first against Null
			p.onEnv[0] = p.members[1]
			p.record(0, false) // never against Random
		}
		unbeaten := 0
		for k := 0; k < 2000; k++ {
			if seats := p.draw(0, 4); seats[1].Name == "Random" {
				unbeaten++
			}
		}
		if f := float64(unbeaten) / 2000; f < c.min || f > c.max {
			t.Errorf("power %v: the unbeaten member drawn %.3f of the time, want [%v, %v]", c.power, f, c.min, c.max)
		}
	}
}

// TestLeagueConfigs: what a league config refuses.
func TestLeagueConfigs(t *testing.T) {
	for _, c := range []struct {
		edit func(*Config)
		want string
	}{
		{func(c *Config) { c.Curriculum = tinyConfig().Curriculum }, "replaces the curriculum"},
		{func(c *Config) { c.League.Every = 0 }, "need every"},
		{func(c *Config) { c.League.Players = nil }, "at least one player"},
		{func(c *Config) { c.League.Power = -1 }, "negative"},
		{func(c *Config) { c.League = LeagueConfig{} }, "curriculum needs"},
		{func(c *Config) { c.League.Floor = 2 }, "floor"},
		{func(c *Config) { c.League.Ramp = Ramp{Bot: "Dummy", Start: 0, Step: 0.1, Target: 0.5} }, "ramp"},
		{func(c *Config) { c.League.Ramp = Ramp{Bot: "Dummy", Start: 1, Step: 0.1, Target: 1.5} }, "ramp"},
	} {
		cfg := leagueConfig()
		c.edit(&cfg)
		if err := cfg.Validate(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("got %v, want an error with %q", err, c.want)
		}
	}
	cfg := leagueConfig()
	cfg.League.Players = []string{"Null", "NoSuchPlayer"}
	if _, err := New(cfg, nil); err == nil || !strings.Contains(err.Error(), "NoSuchPlayer") {
		t.Errorf("unknown member: %v", err)
	}
}

// TestInitWithAnotherCritic: a run may start from a checkpoint with the
// pooled critic and train the globals critic: the policy weights are the
// checkpoint's, the value head is new; other differences are refused.
func TestInitWithAnotherCritic(t *testing.T) {
	cfg := tinyConfig()
	cfg.Net.Critic = policies.CriticPooled
	path, tr := freshCheckpoint(t, cfg)
	cfg.Init, cfg.Net.Critic = path, policies.CriticGlobals
	re, err := New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer re.Close()
	if re.Net.Config.Critic != policies.CriticGlobals || !slices.Equal(re.Net.W3(), tr.Net.W3()) || !slices.Equal(re.Net.W1(), tr.Net.W1()) {
		t.Errorf("critic %q; policy kept: %v", re.Net.Config.Critic, slices.Equal(re.Net.W3(), tr.Net.W3()))
	}
	cfg.Net.Hidden1++
	if _, err := New(cfg, nil); err == nil || !strings.Contains(err.Error(), "differs") {
		t.Errorf("another hidden size: %v", err)
	}
}

// TestLeagueRamp: the ramp's member starts at its noise, loses Step of it
// each time the learner's rate over at least half a window reaches Target
// (its results starting over), reaches the bot itself at 0, and a resumed
// pool keeps its noise.
func TestLeagueRamp(t *testing.T) {
	cfg := LeagueConfig{Ramp: Ramp{Bot: "Dummy", Start: 0.5, Step: 0.25, Target: 0.6}, Window: 20}
	if err := cfg.validate(); err != nil {
		t.Fatal(err)
	}
	p, err := newPool(cfg, "orkisland", 1, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	ramp := p.members[0]
	if !ramp.Ramp || ramp.Eps != 0.5 || ramp.Name != "noisy:0.5:Dummy" {
		t.Fatalf("ramp member %+v", ramp)
	}
	play := func(wins, games int) {
		for k := 0; k < games; k++ {
			if seats := p.draw(0, 4); seats[1].Name != ramp.seat.Name {
				t.Fatalf("drew %q, the pool holds only the ramp", seats[1].Name)
			}
			p.record(0, k < wins)
		}
	}
	play(5, 9) // rate 6/11 < 0.6 after 9 < 10 matches: no change
	if ramp.Eps != 0.5 {
		t.Fatalf("eps %v after 9 matches", ramp.Eps)
	}
	play(1, 1) // 6 of 10: (6+1)/(10+2) = 0.58 < 0.6
	if ramp.Eps != 0.5 {
		t.Fatalf("eps %v at a rate under the target", ramp.Eps)
	}
	play(1, 1) // (7+1)/(11+2) = 0.62: over the target
	if ramp.Eps != 0.25 || len(ramp.Results) != 0 || ramp.Name != "noisy:0.25:Dummy" {
		t.Fatalf("after beating it: %+v", ramp)
	}
	play(3, 20) // below the target: stays
	if ramp.Eps != 0.25 {
		t.Fatalf("eps %v after losing", ramp.Eps)
	}
	state := p.state()
	play(20, 20)
	play(20, 20)
	if ramp.Eps != 0 || ramp.Name != "Dummy" || ramp.seat.Name != "Dummy" {
		t.Fatalf("at the end of the ramp: %+v", ramp)
	}
	re, err := newPool(cfg, "orkisland", 1, 1, state)
	if err != nil {
		t.Fatal(err)
	}
	if m := re.members[0]; m.Eps != 0.25 || m.Name != "noisy:0.25:Dummy" || len(m.Results) != 20 {
		t.Errorf("resumed ramp %+v", m)
	}
	st := p.stats()
	if !st[0].Ramp || st[0].Eps != 0 {
		t.Errorf("stats %+v", st[0])
	}
}

// TestLeagueRampCountsItsOwnNoise: matches begun before the ramp's noise
// fell finish with the old noise, and their results do not count against
// the new one (they once carried a ramp past a whole stage at once).
func TestLeagueRampCountsItsOwnNoise(t *testing.T) {
	cfg := LeagueConfig{Ramp: Ramp{Bot: "Dummy", Start: 0.5, Step: 0.25, Target: 0.6}, Window: 4}
	p, err := newPool(cfg, "orkisland", 6, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	ramp := p.members[0]
	for i := range 6 {
		p.draw(i, 4) // six matches at ε 0.5
	}
	p.record(0, true)
	p.record(1, true) // (2+1)/(2+2) = 0.75: ε 0.25
	if ramp.Eps != 0.25 {
		t.Fatalf("eps %v after two wins of two", ramp.Eps)
	}
	for i := 2; i < 6; i++ {
		p.record(i, true) // begun at ε 0.5
	}
	if ramp.Eps != 0.25 || len(ramp.Results) != 0 || ramp.Games != 6 {
		t.Fatalf("after four wins begun at ε 0.5: %+v", ramp)
	}
	for i := range 2 {
		p.draw(i, 4)
		p.record(i, true)
	}
	if ramp.Eps != 0 {
		t.Fatalf("eps %v after two wins at ε 0.25", ramp.Eps)
	}
}

// TestLeagueFloor: a floor keeps the member the learner always beats in
// play (with power 2 it would weigh 1/52² ≈ 0).
func TestLeagueFloor(t *testing.T) {
	p, err := newPool(LeagueConfig{Players: []string{"Null", "Random"}, Power: 2, Window: 50, Floor: 0.25}, "orkisland", 1, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; k < 50; k++ {
		p.onEnv[0] = p.members[0]
		p.record(0, true)
		p.onEnv[0] = p.members[1]
		p.record(0, false)
	}
	beaten := 0
	for k := 0; k < 4000; k++ {
		if seats := p.draw(0, 4); seats[1].Name == "Null" {
			beaten++
		}
	}
	// weights max(0.25, (1/52)²) and (51/52)²: Null a fifth of the time
	if f := float64(beaten) / 4000; f < 0.17 || f > 0.24 {
		t.Errorf("the beaten member drawn %.3f of the time, want about 0.206", f)
	}
}

// TestLeagueFierceRamp: a fierce ramp's member is the fierce bot at each
// eps and the bot itself at the end.
func TestLeagueFierceRamp(t *testing.T) {
	cfg := LeagueConfig{Ramp: Ramp{Bot: "Dummy", Fierce: true, Start: 0.5, Step: 0.5, Target: 0.6}, Window: 20}
	p, err := newPool(cfg, "dominator", 1, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	ramp := p.members[0]
	if ramp.Name != "fierce:0.5:Dummy" {
		t.Fatalf("ramp member %q, want fierce:0.5:Dummy", ramp.Name)
	}
	for k := 0; k < 20; k++ {
		p.draw(0, 4)
		p.record(0, true)
	}
	if ramp.Eps != 0 || ramp.Name != "Dummy" {
		t.Errorf("after beating it: eps %v, %q", ramp.Eps, ramp.Name)
	}
}

// TestLeagueSeatsRamp: a seats ramp puts, in each opponent's seat of a
// match, Random with probability eps and the bot itself otherwise (never in
// the learner's seat), goes down as a noisy ramp does, and ends on three of
// the bot.
func TestLeagueSeatsRamp(t *testing.T) {
	cfg := LeagueConfig{Ramp: Ramp{Bot: "Dummy", Seats: true, Start: 0.75, Step: 0.5, Target: 0.6}, Window: 20}
	if err := cfg.validate(); err != nil {
		t.Fatal(err)
	}
	p, err := newPool(cfg, "dominator", 4, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	ramp := p.members[0]
	if ramp.Name != "seats:0.75:Dummy" || ramp.seat.Name != "Dummy" {
		t.Fatalf("ramp member %q sitting as %q", ramp.Name, ramp.seat.Name)
	}
	count := func(i int) (random, bot int) {
		for k := 0; k < 2000; k++ {
			seats := p.draw(i, 4)
			if seats[i%4].Name != env.Learner.Name {
				t.Fatalf("env %d: the learner's seat holds %q", i, seats[i%4].Name)
			}
			for s, seat := range seats {
				switch {
				case s == i%4:
				case seat.Name == "Random":
					random++
				case seat.Name == "Dummy":
					bot++
				default:
					t.Fatalf("seat %d holds %q", s, seat.Name)
				}
			}
		}
		return random, bot
	}
	random, bot := count(2)
	if f := float64(random) / float64(random+bot); f < 0.72 || f > 0.78 {
		t.Errorf("eps 0.75: Random in %.3f of the opponents' seats", f)
	}
	for k := 0; k < 10; k++ { // half a window, all won: one step down
		p.record(2, true)
	}
	if ramp.Eps != 0.25 || ramp.Name != "seats:0.25:Dummy" || p.stats()[0].Name != "seats:0.25:Dummy" {
		t.Fatalf("after beating it: eps %v, %q", ramp.Eps, ramp.Name)
	}
	re, err := newPool(cfg, "dominator", 4, 1, p.state())
	if err != nil {
		t.Fatal(err)
	}
	if m := re.members[0]; m.Eps != 0.25 || m.seat.Name != "Dummy" {
		t.Errorf("resumed ramp: eps %v sitting as %q", m.Eps, m.seat.Name)
	}
	random, bot = count(1)
	if f := float64(random) / float64(random+bot); f < 0.22 || f > 0.28 {
		t.Errorf("eps 0.25: Random in %.3f of the opponents' seats", f)
	}
	for k := 0; k < 10; k++ {
		p.record(1, true)
	}
	if random, _ = count(3); ramp.Eps != 0 || random != 0 {
		t.Errorf("at the end of the ramp: eps %v, %d Random seats", ramp.Eps, random)
	}
	cfg.Ramp.Fierce = true
	if err := cfg.validate(); err == nil {
		t.Error("a fierce seats ramp validated")
	}
}
