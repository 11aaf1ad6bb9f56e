package cxx_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/edagym/edagym/cxx"
	"github.com/edagym/edagym/cxx/cxxtest"
	"github.com/edagym/edagym/env/jutge"
)

// TestOrderRecording: the orders a C++ player gives reach the engine as
// the original records them: every call counts (1000 pass), a unit's
// first order stands, also an invalid one (an id out of range, a bad
// direction), except in Moria, where a direction outside 0..8 is dropped
// at once and leaves the unit's slot free.
func TestOrderRecording(t *testing.T) {
	cxxtest.Gxx(t)
	type orders struct {
		calls string // 1000 calls each
		want  []jutge.Order
	}
	// Dominator and Mad Max record alike (common/Movement.hh, which Moria
	// shares but for its check of the direction).
	movement := orders{"command(5, Dir(9)); command(5, Bottom); command(Movement(-3, Top)); command(-3, Left); " +
		"command(7, None); for (int k = 0; k < 995; ++k) command(7, Top);",
		[]jutge.Order{{Unit: 5, Dir: 9}, {Unit: -3, Dir: 4}, {Unit: 7, Dir: 8}}}
	cases := map[string]orders{
		"orkisland": {"execute(Command(5, Dir(9))); execute(Command(5, BOTTOM)); execute(Command(-3, TOP)); " +
			"execute(Command(-3, LEFT)); execute(Command(7, NONE)); for (int k = 0; k < 995; ++k) execute(Command(7, TOP));",
			[]jutge.Order{{Unit: 5, Dir: 9}, {Unit: -3, Dir: 2}, {Unit: 7, Dir: 4}}},
		"dominator": movement,
		"madmax":    movement,
		"moria": {"command(5, Dir(9)); command(5, Bottom); command(5, Top); command(-3, Dir(-1)); command(-3, Left); " +
			"command(7, None); for (int k = 0; k < 994; ++k) command(7, Top);",
			[]jutge.Order{{Unit: 5, Dir: 0}, {Unit: -3, Dir: 6}, {Unit: 7, Dir: 8}}},
	}
	for _, game := range cxx.Names() {
		c, ok := cases[game]
		if !ok {
			t.Errorf("no case for %s", game)
			continue
		}
		src := fmt.Sprintf(`#include "Player.hh"
#define PLAYER_NAME Orders
struct PLAYER_NAME : public Player {
  static Player* factory() { return new PLAYER_NAME; }
  void play() { %s }
};
RegisterPlayer(PLAYER_NAME);
`, c.calls)
		prog := cxxtest.Program(t, game, "AIOrders.cc", []byte(src), cxxtest.Options(t))
		m, err := cxxtest.Default(t, game).NewMatch(1, nil)
		if err != nil {
			t.Fatal(err)
		}
		p := cxx.NewPlayer(prog, cxxtest.Options(t), jutge.NewRandom(2))
		var out jutge.Orders
		out.Reset(m.NumUnits())
		p.Play(m, 0, &out)
		p.Close()
		if !slices.Equal(out.List(), c.want) || out.Overflow() {
			t.Errorf("%s: orders %v (overflow %v), want %v", game, out.List(), out.Overflow(), c.want)
		}
	}
}
