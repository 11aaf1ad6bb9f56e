package agents_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/all"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/internal/playertest"
)

// withoutNames drops the match file's line of player names.
func withoutNames(b []byte) string {
	var keep []string
	for _, l := range strings.Split(string(b), "\n") {
		if !strings.HasPrefix(l, "names") {
			keep = append(keep, l)
		}
	}
	return strings.Join(keep, "\n")
}

// TestNoisyEndpoints: at eps 0 a noisy bot plays the bot's match byte for
// byte (but the names); at eps 1 no order of the bot survives: every unit's
// order is Random's, so the match differs; in between, a seed fixes it.
func TestNoisyEndpoints(t *testing.T) {
	for _, game := range env.GameNames() {
		bot := playertest.MatchFile(t, game, 3, "Dummy", "Demo", "Dummy", "Demo")
		zero := playertest.MatchFile(t, game, 3, "noisy:0:Dummy", "Demo", "noisy:0:Dummy", "Demo")
		if withoutNames(zero) != withoutNames(bot) {
			t.Errorf("%s: noisy:0:Dummy plays another match than the Dummy", game)
		}
		one := playertest.MatchFile(t, game, 3, "noisy:1:Dummy", "Demo", "noisy:1:Dummy", "Demo")
		if withoutNames(one) == withoutNames(bot) {
			t.Errorf("%s: noisy:1:Dummy plays the Dummy's match", game)
		}
		half := playertest.MatchFile(t, game, 3, "noisy:0.5:Dummy", "Demo", "Demo", "Demo")
		if again := playertest.MatchFile(t, game, 3, "noisy:0.5:Dummy", "Demo", "Demo", "Demo"); !bytes.Equal(half, again) {
			t.Errorf("%s: the same seed gave two matches", game)
		}
	}
}

// TestNoisyMixesPerUnit: with eps 0.5, about half the units each round take
// Random's order; each unit's order is the bot's or Random's.
func TestNoisyMixesPerUnit(t *testing.T) {
	const game = "orkisland"
	g, _ := env.Lookup(game)
	cfg, _ := g.Default()
	m, err := cfg.NewMatch(5, nil)
	if err != nil {
		t.Fatal(err)
	}
	f, err := agents.New(game, "noisy:0.5:Dummy")
	if err != nil {
		t.Fatal(err)
	}
	bot, _ := agents.New(game, "Dummy")
	seat := jutge.NewRandom(jutge.PlayerSeed(5, 0))
	p := f(0, seat)
	ref := bot(0, jutge.NewRandom(jutge.PlayerSeed(5, 0)))
	var got, want jutge.Orders
	same, other := 0, 0
	for range 20 {
		got.Reset(m.NumUnits())
		want.Reset(m.NumUnits())
		p.Play(m, 0, &got)
		ref.Play(m, 0, &want)
		botDir := map[int]int{}
		for _, o := range want.List() {
			botDir[o.Unit] = o.Dir
		}
		for _, o := range got.List() {
			if d, ok := botDir[o.Unit]; ok && d == o.Dir {
				same++
			} else {
				other++
			}
		}
		m.Step([][]jutge.Order{got.List(), nil, nil, nil})
	}
	if frac := float64(other) / float64(same+other); frac < 0.2 || frac > 0.6 {
		t.Errorf("%d orders unlike the bot's of %d: want about 40%% (half the units, Random agreeing a fifth of the time)", other, same+other)
	}
}

// TestNoisyNames: bad noise or a missing bot are clear errors.
func TestNoisyNames(t *testing.T) {
	for _, name := range []string{"noisy:2:Dummy", "noisy:-0.1:Dummy", "noisy:x:Dummy", "noisy:0.5", "noisy:0.5:Nobody", "noisy:NaN:Dummy", "fierce:1.5:Dummy", "fierce:0.5"} {
		if _, err := agents.New("orkisland", name); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	if got := agents.NoisyName(0.25, "Dummy"); got != "noisy:0.25:Dummy" {
		t.Errorf("NoisyName = %q", got)
	}
	if got := agents.FierceName(0.25, "Dummy"); got != "fierce:0.25:Dummy" {
		t.Errorf("FierceName = %q", got)
	}
	if s, err := agents.Seat("orkisland", "noisy:0.25:Dummy"); err != nil || s.Name != "noisy-Dummy" {
		t.Errorf("the seat of noisy:0.25:Dummy shows as %q (%v), want noisy-Dummy", s.Name, err)
	}
}

// TestFierceKeepsThreats: at eps 1 a fierce Dummy gives every order of the
// Dummy's that threatens a rival (an attack; a Dominator witch's move) and
// Random's for the other units, in every game, with three Dummies at the
// table so that there are fights; in seat 2, whose view of the Dominator
// board is turned half round.
func TestFierceKeepsThreats(t *testing.T) {
	const me = 2
	for _, game := range env.GameNames() {
		g, _ := env.Lookup(game)
		cfg, _ := g.Default()
		m, err := cfg.NewMatch(7, nil)
		if err != nil {
			t.Fatal(err)
		}
		threats, ok := m.(env.Threats)
		if !ok {
			t.Errorf("%s: the match does not implement env.Threats (fierce players need it)", game)
			continue
		}
		f, err := agents.New(game, "fierce:1:Dummy")
		if err != nil {
			t.Fatal(err)
		}
		bot, _ := agents.New(game, "Dummy")
		p := f(me, jutge.NewRandom(jutge.PlayerSeed(7, me)))
		ref := bot(me, jutge.NewRandom(jutge.PlayerSeed(7, me)))
		rivals := make([]env.Player, 4)
		for s := range rivals {
			rivals[s] = bot(s, jutge.NewRandom(jutge.PlayerSeed(7, s)))
		}
		orders := make([]jutge.Orders, 4)
		var want jutge.Orders
		kept, calm, calmSame := 0, 0, 0
		for round := 0; round < 60 && !m.Done(); round++ {
			for s := range orders {
				orders[s].Reset(m.NumUnits())
			}
			want.Reset(m.NumUnits())
			ref.Play(m, me, &want)
			p.Play(m, me, &orders[me])
			gave := map[int]int{}
			for _, o := range orders[me].List() {
				gave[o.Unit] = o.Dir
			}
			for _, o := range want.List() {
				d, ok := gave[o.Unit]
				switch {
				case threats.Threat(o) && (!ok || d != o.Dir):
					t.Fatalf("%s round %d: the Dummy's threat %+v was not kept (gave %d, %v)", game, round, o, d, ok)
				case threats.Threat(o):
					kept++
				default:
					calm++
					if ok && d == o.Dir {
						calmSame++
					}
				}
			}
			for s, r := range rivals {
				if s != me {
					r.Play(m, s, &orders[s])
				}
			}
			m.Step([][]jutge.Order{orders[0].List(), orders[1].List(), orders[2].List(), orders[3].List()})
		}
		if kept == 0 {
			t.Errorf("%s: no threat in 60 rounds: the test shows nothing", game)
		}
		if calm == 0 || float64(calmSame)/float64(calm) > 0.6 {
			t.Errorf("%s: %d of the Dummy's %d other orders given as they were: want Random's", game, calmSame, calm)
		}
		t.Logf("%s: %d threats kept, %d of %d other orders as the Dummy's", game, kept, calmSame, calm)
	}
}
