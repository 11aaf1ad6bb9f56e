package policies

import (
	"fmt"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

func init() { agents.RegisterPrefix("nn", NewPlayerFactory) }

// NewPlayerFactory makes "nn:PATH" players of a game: each plays the
// checkpoint's policy greedily (the most likely allowed action per unit) with
// the plain-Go actor. The checkpoint is read once, here.
func NewPlayerFactory(game, path string) (env.PlayerFactory, error) {
	c, err := Load(path)
	if err != nil {
		return nil, err
	}
	if c.Game != game {
		return nil, fmt.Errorf("checkpoint %s is for %s, not %s", path, c.Game, game)
	}
	return PlayerFactoryOf(game, c)
}

// PlayerFactoryOf makes players of a game from a checkpoint already read
// (the server reads files itself, with its own limits, and shares one
// Checkpoint among all its matches).
func PlayerFactoryOf(game string, c *Checkpoint) (env.PlayerFactory, error) {
	if c.Game != game {
		return nil, fmt.Errorf("the checkpoint is for %s, not %s", c.Game, game)
	}
	g, err := env.Lookup(game)
	if err != nil {
		return nil, err
	}
	return func(int, *jutge.Random) env.Player { return &Player{ck: c, game: g} }, nil
}

// Player is a checkpoint playing greedily. It builds its encoder for the
// match's config on its first turn and allocates nothing afterwards.
type Player struct {
	ck      *Checkpoint
	game    *env.Game
	enc     env.Encoder
	actor   *Actor
	obs     [][]byte
	mask    []uint8
	actions []int32
}

// Play implements env.Player.
func (p *Player) Play(m env.Match, me int, out *jutge.Orders) {
	if p.enc == nil {
		enc, err := p.game.NewEncoder(m.Config(), p.ck.Spec.Mode) // units or plan, as trained
		if err != nil {
			panic(err) // the runner aborts the player and says why
		}
		n, err := p.ck.NetFor(enc.Spec())
		if err != nil {
			panic(err)
		}
		s := enc.Spec()
		p.enc, p.actor = enc, n.NewActor()
		p.obs = NewObsBuffers(s)
		p.mask = make([]uint8, s.Slots*s.Actions)
		p.actions = make([]int32, s.Slots)
	}
	p.enc.Observe(m, me, p.obs)
	p.enc.Mask(m, me, p.mask)
	p.actor.Act(p.obs, p.mask, p.actions, nil, nil)
	p.enc.Decode(m, me, p.actions, out)
}
