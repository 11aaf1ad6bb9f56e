package agents_test

import (
	"slices"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/internal/playertest"
)

// TestMixGivesEachKindItsPlayer: in every game with kinds of unit, for
// each kind K, mix:K:Dummy:Null gives exactly the Dummy's orders for the
// units of the other kinds (in the Dummy's order) and none for K's, and
// mix:K:Null:Dummy orders only units of kind K, over 30 rounds of a match
// of four such players.
func TestMixGivesEachKindItsPlayer(t *testing.T) {
	for _, game := range env.GameNames() {
		g, _ := env.Lookup(game)
		if g.UnitKinds == "" {
			continue
		}
		for _, kind := range []byte(g.UnitKinds) {
			cfg, _ := g.Default()
			m, err := cfg.NewMatch(9, nil)
			if err != nil {
				t.Fatal(err)
			}
			kinded := m.(env.Kinded)
			without, _ := agents.New(game, agents.MixName(string(kind), "Dummy", "Null"))
			only, _ := agents.New(game, agents.MixName(string(kind), "Null", "Dummy"))
			dummy, _ := agents.New(game, "Dummy")
			seed := func(s int) *jutge.Random { return jutge.NewRandom(jutge.PlayerSeed(9, s)) }
			players := []env.Player{without(0, seed(0)), only(1, seed(1)), dummy(2, seed(2)), dummy(3, seed(3))}
			ref := dummy(0, seed(0))
			var want jutge.Orders
			ordered := 0
			playRounds(m, players, 30, func(round int, lists [][]jutge.Order) {
				want.Reset(m.NumUnits())
				ref.Play(m, 0, &want)
				var others []jutge.Order
				for _, o := range want.List() {
					if kinded.Kind(o.Unit) != kind {
						others = append(others, o)
					}
				}
				if !slices.Equal(lists[0], others) {
					t.Fatalf("%s round %d: mix:%c:Dummy:Null gives %v, want the Dummy's orders but for kind %c: %v", game, round, kind, lists[0], kind, others)
				}
				for _, o := range lists[1] {
					if kinded.Kind(o.Unit) != kind {
						t.Fatalf("%s round %d: mix:%c:Null:Dummy orders unit %d of kind %c", game, round, kind, o.Unit, kinded.Kind(o.Unit))
					}
					ordered++
				}
			})
			if ordered == 0 {
				t.Errorf("%s: mix:%c:Null:Dummy gave no order in 30 rounds", game, kind)
			}
		}
	}
}

// TestMixNoKindsIsRest: a mix of no kinds plays rest's match byte for byte
// (but the names): rest keeps the seat's generator.
func TestMixNoKindsIsRest(t *testing.T) {
	for _, game := range []string{"dominator", "madmax", "moria"} {
		bot := playertest.MatchFile(t, game, 4, "Dummy", "Demo", "Dummy", "Demo")
		mixed := playertest.MatchFile(t, game, 4, "mix::Dummy:Random", "Demo", "Dummy", "Demo")
		if withoutNames(mixed) != withoutNames(bot) {
			t.Errorf("%s: mix::Dummy:Random plays another match than the Dummy", game)
		}
	}
}

// TestMixNames: a malformed mix, a kind the game lacks, a game of one kind
// or a missing player are clear errors.
func TestMixNames(t *testing.T) {
	for _, c := range []struct{ game, name string }{
		{"dominator", "mix:k:Overlord"},
		{"dominator", "mix:k"},
		{"dominator", "mix:x:Dummy:Demo"},
		{"dominator", "mix:k:Nobody:Demo"},
		{"dominator", "mix:k:Dummy:Nobody"},
		{"dominator", "mix:k::Demo"},
		{"orkisland", "mix:o:Dummy:Demo"},
		{"moria", "mix:o:Dummy:Demo"}, // orcs are nobody's
	} {
		if _, err := agents.New(c.game, c.name); err == nil {
			t.Errorf("%s %s: no error", c.game, c.name)
		}
	}
	if _, err := agents.New("dominator", "mix:kw:Overlord:noisy:0.5:Dummy"); err != nil {
		t.Errorf("a player with colons: %v", err)
	}
}

// TestMixKeepsRestsTurn: the mixed kinds' orders take the place of rest's
// first order for a unit of those kinds, so that a game that runs orders
// in the order given (Moria) gives them the turn rest gave them. With a
// bot that draws nothing from its generator as both rest and player, the
// mix's orders are the bot's with that kind's orders gathered at the first
// one's place.
func TestMixKeepsRestsTurn(t *testing.T) {
	for _, c := range []struct{ game, bot string }{{"madmax", "Dummy"}, {"moria", "Durin"}} {
		g, _ := env.Lookup(c.game)
		for _, kind := range []byte(g.UnitKinds) {
			cfg, _ := g.Default()
			m, err := cfg.NewMatch(11, nil)
			if err != nil {
				t.Fatal(err)
			}
			kinded := m.(env.Kinded)
			mixF, _ := agents.New(c.game, agents.MixName(string(kind), c.bot, c.bot))
			botF, _ := agents.New(c.game, c.bot)
			seed := func(s int) *jutge.Random { return jutge.NewRandom(jutge.PlayerSeed(11, s)) }
			mixed := mixF(0, seed(0))
			players := []env.Player{botF(0, seed(0)), botF(1, seed(1)), botF(2, seed(2)), botF(3, seed(3))}
			var got jutge.Orders
			moved := 0
			playRounds(m, players, 30, func(round int, lists [][]jutge.Order) {
				got.Reset(m.NumUnits())
				mixed.Play(m, 0, &got)
				var want, kinds []jutge.Order
				at := -1
				for _, o := range lists[0] {
					if kinded.Kind(o.Unit) == kind {
						if at < 0 {
							at = len(want)
						}
						kinds = append(kinds, o)
						continue
					}
					want = append(want, o)
				}
				if at >= 0 {
					want = slices.Insert(want, at, kinds...)
				}
				if !slices.Equal(got.List(), want) {
					t.Fatalf("%s round %d: mix:%c:%s:%s gives %v, want %v", c.game, round, kind, c.bot, c.bot, got.List(), want)
				}
				if !slices.Equal(want, lists[0]) {
					moved++
				}
			})
			t.Logf("%s kind %c: %d rounds of 30 with that kind's orders gathered", c.game, kind, moved)
		}
	}
}

// playRounds plays up to rounds rounds of m: each round every player's
// orders, then check sees them (before the step), then the step.
func playRounds(m env.Match, players []env.Player, rounds int, check func(round int, lists [][]jutge.Order)) {
	orders := make([]jutge.Orders, len(players))
	for round := 0; round < rounds && !m.Done(); round++ {
		lists := make([][]jutge.Order, len(players))
		for s, p := range players {
			orders[s].Reset(m.NumUnits())
			p.Play(m, s, &orders[s])
			lists[s] = orders[s].List()
		}
		check(round, lists)
		m.Step(lists)
	}
}
