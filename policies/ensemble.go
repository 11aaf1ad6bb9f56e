package policies

import (
	"errors"
	"math"
	"strings"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// An ensemble ("ensemble:A.ckpt+B.ckpt+...") plays several checkpoints of
// one game as one player: each unit takes the allowed action of highest
// mean log-probability over the members (a product of experts), played
// greedily. Each member reads its own mode's observation, so members
// trained on different features (Ork Island's plan and roadplan modes, say)
// vote together. It is a Go player and a teacher to clone; it does not
// export.

// EnsembleName splits "ensemble:A+B+..." into its checkpoint paths; ok is
// false for any other name. Whoever confines the files players may read
// (the server) must refuse or resolve every name for which ok is true.
func EnsembleName(name string) (paths []string, ok bool) {
	list, ok := strings.CutPrefix(name, ensemblePrefix+":")
	if !ok {
		return nil, false
	}
	return strings.Split(list, "+"), true
}

// ensemblePrefix names the ensemble players ("ensemble:A+B").
const ensemblePrefix = "ensemble"

// NewEnsembleFactory makes "ensemble:" players of a game from the paths
// after the prefix, joined by "+". Each checkpoint is read once, here.
func NewEnsembleFactory(game, list string) (env.PlayerFactory, error) {
	paths, _ := EnsembleName(ensemblePrefix + ":" + list)
	if len(paths) < 2 {
		return nil, errors.New("an ensemble needs two or more checkpoints, joined by +")
	}
	g, err := env.Lookup(game)
	if err != nil {
		return nil, err
	}
	cks := make([]*Checkpoint, len(paths))
	for i, p := range paths {
		if cks[i], err = loadFor(game, p); err != nil {
			return nil, err
		}
	}
	return func(int, *jutge.Random) env.Player {
		e := &Ensemble{members: make([]*Player, len(cks))}
		for i, c := range cks {
			e.members[i] = &Player{ck: c, game: g}
		}
		return e
	}, nil
}

// Ensemble is the player NewEnsembleFactory makes. It allocates nothing
// once its buffers have grown (TestEnsembleAllocatesNothing).
type Ensemble struct {
	members []*Player
	sum     []float64 // [occupied units, A]: the members' summed log-probabilities
}

// Play implements env.Player.
func (e *Ensemble) Play(m env.Match, me int, out *jutge.Orders) {
	for _, p := range e.members {
		if p.enc == nil {
			p.start(m)
			p.actor.RecordProbs()
		}
		p.enc.Observe(m, me, p.obs)
		p.enc.Mask(m, me, p.mask)
		p.actor.Act(p.obs, p.mask, p.actions, nil, nil)
	}
	// Per-unit modes of one game share the slots (a slot per unit id) and
	// the mask, so the first member's slots and mask stand for all.
	first := e.members[0]
	A := first.actor.net.Layout.Actions
	units := first.obs[first.actor.net.Layout.Units]
	n := len(first.actor.UnitLogProbs())
	e.sum = append(e.sum[:0], make([]float64, n*A)...) // zeroed; no allocation once grown
	for _, p := range e.members {
		for i, v := range p.actor.UnitProbs() {
			e.sum[i] += math.Log(v + 1e-9) // finite where a member gives 0
		}
	}
	u := 0
	for s := range first.actions {
		if units[s] == 0 {
			continue
		}
		mask, sum := first.mask[s*A:(s+1)*A], e.sum[u*A:(u+1)*A]
		best := -1
		for a, ok := range mask {
			if ok != 0 && (best < 0 || sum[a] > sum[best]) {
				best = a
			}
		}
		if best >= 0 {
			first.actions[s] = int32(best)
		}
		u++
	}
	first.enc.Decode(m, me, first.actions, out)
}
