// Package policies holds learned players: a per-unit network with shared
// weights over the units observation of any game (env.Units mode), its
// gorgonia training graph, a plain-Go inference path, checkpoints, and the
// "nn:PATH" player prefix. Nothing here names a game: the network adapts to
// the env.Spec it is given.
package policies

import (
	"fmt"

	"github.com/edagym/edagym/env"
)

// Layout is where a units-mode observation keeps what the network reads:
// one per-slot "crops" uint8 tensor [U,C,k,k] (any trailing shape), one
// per-slot "features" float32 tensor [U,F], "unit_mask" uint8 [U] and, in
// specs that have it, "globals" float32 [G] for the critic.
type Layout struct {
	Slots    int // U
	Actions  int // A
	Channels int // C
	CropLen  int // C·k·k
	Features int // F
	Crops    int // indices into Spec.Obs
	Feats    int
	Units    int
	Globals  int // -1 when the spec has none (checkpoints from before it)
	GlobLen  int // G
}

// Input is the width of one unit's input row: the flattened crop, then the features.
func (l Layout) Input() int { return l.CropLen + l.Features }

// NewLayout checks that a spec is a units-mode spec the network can read.
func NewLayout(s *env.Spec) (Layout, error) {
	l := Layout{Slots: s.Slots, Actions: s.Actions}
	if !s.Mode.PerUnit() {
		return l, fmt.Errorf("policies: %s %s mode: the per-unit network needs units or plan mode", s.Game, s.Mode)
	}
	find := func(name string, dt env.DType, minDims int) (int, env.TensorSpec, error) {
		i, err := s.ObsIndex(name)
		if err != nil {
			return -1, env.TensorSpec{}, err
		}
		t := s.Obs[i]
		if t.DType != dt || len(t.Shape) < minDims || t.Shape[0] != s.Slots {
			return -1, t, fmt.Errorf("policies: %s observation %q is %s %v, want %s [%d, ...] with %d dims", s.Game, name, t.DType, t.Shape, dt, s.Slots, minDims)
		}
		return i, t, nil
	}
	var err error
	var t env.TensorSpec
	if l.Crops, t, err = find(env.CropsTensor, env.Uint8, 2); err != nil {
		return l, err
	}
	l.Channels = t.Shape[1]
	l.CropLen = t.Elems() / s.Slots
	if l.Feats, t, err = find(env.FeaturesTensor, env.Float32, 2); err != nil {
		return l, err
	}
	l.Features = t.Elems() / s.Slots
	if l.Units, _, err = find(env.UnitMaskTensor, env.Uint8, 1); err != nil {
		return l, err
	}
	l.Globals = -1
	if i, err := s.ObsIndex(env.GlobalsTensor); err == nil {
		t := s.Obs[i]
		if t.DType != env.Float32 || len(t.Shape) != 1 || t.Shape[0] < 1 {
			return l, fmt.Errorf("policies: %s observation %q is %s %v, want float32 [G]", s.Game, env.GlobalsTensor, t.DType, t.Shape)
		}
		l.Globals, l.GlobLen = i, t.Shape[0]
	}
	if s.Actions < 1 || s.Slots < 1 {
		return l, fmt.Errorf("policies: %s has %d slots of %d actions", s.Game, s.Slots, s.Actions)
	}
	return l, nil
}
