package agents

import (
	"fmt"
	"strings"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

func init() { RegisterPrefix("mix", mixFactory) }

// MixName is the player whose units of the given kinds (letters of the
// game's env.Game.UnitKinds) take player's orders and whose other units
// take rest's: "mix:k:Overlord:nn:checkpoints/dominator-scratch.ckpt" plays
// a checkpoint's knights beside the Overlord's farmers and witches. Which
// kind of unit a player plays worse than another is then a measurement.
func MixName(kinds, rest, player string) string { return "mix:" + kinds + ":" + rest + ":" + player }

// mixFactory reads "KINDS:REST:PLAYER" (the text after "mix:"); PLAYER may
// itself hold colons (nn:PATH), REST may not.
func mixFactory(game, arg string) (env.PlayerFactory, error) {
	kinds, tail, ok1 := strings.Cut(arg, ":")
	rest, player, ok2 := strings.Cut(tail, ":")
	if !ok1 || !ok2 || rest == "" || player == "" {
		return nil, fmt.Errorf("mix player %q: want mix:KINDS:REST:PLAYER, e.g. mix:k:Overlord:nn:policy.ckpt", arg)
	}
	g, err := env.Lookup(game)
	if err != nil {
		return nil, err
	}
	if g.UnitKinds == "" {
		return nil, fmt.Errorf("mix player %q: %s's units are all of one kind", arg, game)
	}
	var mine [256]bool
	for _, k := range []byte(kinds) {
		if strings.IndexByte(g.UnitKinds, k) < 0 {
			return nil, fmt.Errorf("mix player %q: %s's kinds of unit are %q, not %q", arg, game, g.UnitKinds, k)
		}
		mine[k] = true
	}
	restF, err := New(game, rest)
	if err != nil {
		return nil, fmt.Errorf("mix player %q: %w", arg, err)
	}
	playerF, err := New(game, player)
	if err != nil {
		return nil, fmt.Errorf("mix player %q: %w", arg, err)
	}
	return func(me int, rng *jutge.Random) env.Player {
		// rest keeps the seat's generator, as it would alone; player gets
		// its own, derived from the seat's seed.
		sub := jutge.NewRandom(int32(rng.State() ^ 0x6d6978))
		return &mix{rest: restF(me, rng), player: playerF(me, sub), mine: mine}
	}, nil
}

// mix is one seat of a mixed player.
type mix struct {
	rest, player env.Player
	mine         [256]bool // the kinds that take player's orders
	a, b         jutge.Orders
}

// Play implements env.Player: rest's orders for the units of the other
// kinds, in rest's order, with player's for its kinds, in player's order,
// in the place of rest's first order for a unit of those kinds (at the
// end if rest gave none). Where a game runs a player's orders in the order
// given (Moria), the mixed kinds keep the turn rest gave them. Both play
// every round, so each keeps its own memory of the match.
func (x *mix) Play(m env.Match, me int, out *jutge.Orders) {
	kinded := m.(env.Kinded)
	units := m.NumUnits()
	x.a.Reset(units)
	x.b.Reset(units)
	x.rest.Play(m, me, &x.a)
	x.player.Play(m, me, &x.b)
	mine := func(o jutge.Order) bool { return o.Unit >= 0 && o.Unit < units && x.mine[kinded.Kind(o.Unit)] }
	placed := false
	place := func() {
		for _, o := range x.b.List() {
			if mine(o) {
				out.Add(o.Unit, o.Dir)
			}
		}
		placed = true
	}
	for _, o := range x.a.List() {
		switch {
		case !mine(o):
			out.Add(o.Unit, o.Dir)
		case !placed:
			place()
		}
	}
	if !placed {
		place()
	}
}
