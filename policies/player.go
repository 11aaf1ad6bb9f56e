package policies

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

func init() {
	agents.RegisterPrefix("nn", NewPlayerFactory)
	agents.RegisterPrefix("nn-sample", NewSampledPlayerFactory)
	agents.RegisterPrefix(ensemblePrefix, NewEnsembleFactory)
}

// CheckpointName splits a player name that plays a checkpoint: "nn:PATH"
// (greedy) or "nn-sample:PATH" (sampled). ok is false for any other name.
// Whoever confines the files players may read (the server) must resolve
// every name for which ok is true itself.
func CheckpointName(name string) (path string, sample, ok bool) {
	if path, ok = strings.CutPrefix(name, "nn:"); ok {
		return path, false, true
	}
	if path, ok = strings.CutPrefix(name, "nn-sample:"); ok {
		return path, true, true
	}
	return "", false, false
}

// NewPlayerFactory makes "nn:PATH" players of a game: each plays the
// checkpoint's policy greedily (the most likely allowed action per unit) with
// the plain-Go actor. The checkpoint is read once, here.
func NewPlayerFactory(game, path string) (env.PlayerFactory, error) {
	return newFactory(game, path, false)
}

// NewSampledPlayerFactory makes "nn-sample:PATH" players: each samples every
// unit's action from the policy's masked softmax, as in training, with a
// generator derived from its seat's own (so a match's seed fixes its play).
func NewSampledPlayerFactory(game, path string) (env.PlayerFactory, error) {
	return newFactory(game, path, true)
}

func newFactory(game, path string, sample bool) (env.PlayerFactory, error) {
	c, err := loadFor(game, path)
	if err != nil {
		return nil, err
	}
	return FactoryOf(game, c, sample)
}

// loadFor reads a checkpoint that a player of game is to play.
func loadFor(game, path string) (*Checkpoint, error) {
	c, err := Load(path)
	if err != nil {
		return nil, err
	}
	if c.Game != game {
		return nil, fmt.Errorf("checkpoint %s is for %s, not %s", path, c.Game, game)
	}
	return c, nil
}

// FactoryOf makes players of a game from a checkpoint already read (the
// server reads files itself, with its own limits, and shares one Checkpoint
// among all its matches), playing greedily or sampling.
func FactoryOf(game string, c *Checkpoint, sample bool) (env.PlayerFactory, error) {
	if c.Game != game {
		return nil, fmt.Errorf("the checkpoint is for %s, not %s", c.Game, game)
	}
	g, err := env.Lookup(game)
	if err != nil {
		return nil, err
	}
	if !sample {
		return func(int, *jutge.Random) env.Player { return &Player{ck: c, game: g} }, nil
	}
	return func(me int, r *jutge.Random) env.Player {
		return &Player{ck: c, game: g, rng: Sampler(me, r)}
	}, nil
}

// sampleStream tells a sampled player's stream from other PCG users.
const sampleStream = 0x6e6e2d73616d706c // "nn-sampl"

// Sampler derives a sampled player's generator from its seat's: the seat's
// generator is seeded with seed+me+1 by the table, so its state (read, not
// advanced) differs per match and seat.
func Sampler(me int, r *jutge.Random) *rand.Rand {
	var s uint64
	if r != nil {
		s = uint64(r.State())
	}
	return rand.New(rand.NewPCG(s, sampleStream^uint64(me)))
}

// Player is a checkpoint playing greedily (rng nil) or sampling its actions
// with rng. It builds its encoder for the match's config on its first turn
// and allocates nothing afterwards.
type Player struct {
	ck      *Checkpoint
	game    *env.Game
	rng     *rand.Rand
	enc     env.Encoder
	actor   *Actor
	obs     [][]byte
	mask    []uint8
	actions []int32
}

// Play implements env.Player.
func (p *Player) Play(m env.Match, me int, out *jutge.Orders) {
	if p.enc == nil {
		p.start(m)
	}
	p.enc.Observe(m, me, p.obs)
	p.enc.Mask(m, me, p.mask)
	p.actor.Act(p.obs, p.mask, p.actions, p.rng, nil)
	p.enc.Decode(m, me, p.actions, out)
}

// start builds the player's encoder for the match's config, in the mode the
// checkpoint was trained in, and its actor and buffers.
func (p *Player) start(m env.Match) {
	enc, err := p.game.NewEncoder(m.Config(), p.ck.Spec.Mode)
	if err != nil {
		panic(err) // the runner aborts the player and says why
	}
	n, err := p.ck.NetFor(enc.Spec())
	if err != nil {
		panic(err)
	}
	s := enc.Spec()
	p.enc, p.actor = enc, n.NewActor()
	p.obs = s.NewObs()
	p.mask = make([]uint8, s.Slots*s.Actions)
	p.actions = make([]int32, s.Slots)
}
