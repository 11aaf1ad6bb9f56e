package export

import (
	"fmt"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/policies"
)

// Load reads a checkpoint, finds the exporter of its game and rebuilds the
// network for the observation that exporter's C++ encodes: a checkpoint of
// a game without an exporter, or of another mode, is refused.
func Load(path string) (*Game, *policies.Net, error) {
	c, err := policies.Load(path)
	if err != nil {
		return nil, nil, err
	}
	if _, ok := games[c.Game]; !ok {
		return nil, nil, fmt.Errorf("checkpoint %s is for %s, which has no exporter (games that export: %s)", path, c.Game, namesOrNone())
	}
	g, err := LookupMode(c.Game, c.Spec.Mode)
	if err != nil {
		def, _ := Lookup(c.Game)
		return nil, nil, fmt.Errorf("checkpoint %s was trained in %s mode, not %s: %w", path, c.Spec.Mode, def.Mode, err)
	}
	eg, cfg, err := env.LookupDefault(g.Name)
	if err != nil {
		return nil, nil, err
	}
	enc, err := eg.NewEncoder(cfg, g.Mode)
	if err != nil {
		return nil, nil, err
	}
	n, err := c.NetFor(enc.Spec())
	if err != nil {
		return nil, nil, fmt.Errorf("checkpoint %s: %w", path, err)
	}
	return g, n, g.CheckNet(n)
}

// CheckNet reports a network the game's exported encoder cannot feed.
func (g *Game) CheckNet(n *policies.Net) error {
	l, s := n.Layout, g.Shape
	if l.Channels != s.Planes || l.CropLen != s.Planes*s.Crop*s.Crop || l.Features != s.Features || l.Actions != s.Actions {
		return fmt.Errorf("export: the network reads %d channels, %d crop values, %d features and %d actions; "+
			"the %s exporter encodes %d, %d, %d and %d", l.Channels, l.CropLen, l.Features, l.Actions,
			g.Title, s.Planes, s.Planes*s.Crop*s.Crop, s.Features, s.Actions)
	}
	if len(n.Scale) != s.Planes {
		return fmt.Errorf("export: the network has %d channel scales, want %d", len(n.Scale), s.Planes)
	}
	if len(n.Params) != policies.NumParams(l, n.Config) {
		return fmt.Errorf("export: the network has %d parameters, want %d", len(n.Params), policies.NumParams(l, n.Config))
	}
	return nil
}
