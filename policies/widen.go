package policies

import (
	"fmt"

	"github.com/edagym/edagym/env"
)

// WidenFor rebuilds the network for a spec whose unit rows extend the
// checkpoint's: the same game, crops and actions, and more features, the
// checkpoint's first (env/madmax's needs mode extends its facts mode so).
// The new features' first-layer weights are 0, so the network plays as
// the checkpoint until training moves them; with as many features it is a
// copy (NetFor). Whether the first features mean the same is the modes' to
// guarantee; WidenFor checks only shapes.
func (c *Checkpoint) WidenFor(spec *env.Spec) (*Net, error) {
	if spec.Game != c.Game {
		return nil, fmt.Errorf("checkpoint is for %s, not %s", c.Game, spec.Game)
	}
	l, err := NewLayout(spec)
	if err != nil {
		return nil, err
	}
	saved, err := NewLayout(&c.Spec)
	if err != nil {
		return nil, err
	}
	if l.Channels != saved.Channels || l.CropLen != saved.CropLen || l.Actions != saved.Actions || l.Features < saved.Features {
		return nil, fmt.Errorf("cannot widen a %s-mode checkpoint (crops %d×%d, %d features, %d actions) to %s mode (crops %d×%d, %d features, %d actions): only more features",
			c.Spec.Mode, saved.Channels, saved.CropLen/saved.Channels, saved.Features, saved.Actions, spec.Mode, l.Channels, l.CropLen/l.Channels, l.Features, l.Actions)
	}
	if c.Net.Critic == CriticGlobals && l.GlobLen != saved.GlobLen {
		return nil, fmt.Errorf("checkpoint's critic reads %d globals, %s mode has %d", saved.GlobLen, spec.Mode, l.GlobLen)
	}
	old := &Net{Config: c.Net, Layout: saved, Params: c.Params}
	old.computeOffsets()
	if len(c.Params) != old.off.n {
		return nil, fmt.Errorf("checkpoint has %d weights, its network %d", len(c.Params), old.off.n)
	}
	n := &Net{Config: c.Net, Layout: l, Scale: append([]float32(nil), c.Scale...)}
	n.computeOffsets()
	// W1 is Input()×H1, row by row: the new features' rows come after the
	// old ones and stay 0; every later weight is copied as it is.
	n.Params = make([]float32, n.off.n)
	copy(n.W1(), old.W1())
	copy(n.Params[n.off.b1:], c.Params[old.off.b1:])
	return n, nil
}
