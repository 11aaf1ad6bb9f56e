package export

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"text/template"

	"github.com/edagym/edagym/env"
)

// Game is one game's exporter of one observation mode. Its folder,
// export/<game>, registers it at init (once per mode it exports: the same
// Blocks may serve several, reading .Game.Mode); the core never names a
// game.
type Game struct {
	Name  string   // the env registry name, as checkpoints record it ("orkisland")
	Title string   // for messages ("Ork Island")
	Mode  env.Mode // the observation mode of the checkpoints it exports
	// Obs, when set, is the mode whose observation Mode's is, tensor for
	// tensor (Mad Max's thirst mode is raids mode's with another training
	// credit): the Blocks build that one (ObsMode).
	Obs   env.Mode
	Shape Shape // what that encoder writes per unit: Register reads it from the encoder's spec

	// Words the core template takes from the game.
	Player string // what the file's first line calls it ("an Ork Island player")
	Unit   string // what one network row is for ("ork")
	Idle   string // the C++ direction that gives no order ("NONE")

	// WeightLine is how many characters each line of the weights'
	// string literal holds (0: DefaultWeightLine). Each line costs 11 bytes
	// of quotes, indent and line break: a game whose default network comes
	// near the size budget takes longer lines.
	WeightLine int

	// Blocks is the game's C++: the named blocks the core template
	// (player.cc.tmpl) places in the player class.
	Blocks string
	// Values are what the game's blocks read as .Game.Values: Go values
	// written into the C++ (Moria: its teacher's Style), so that changing
	// them needs no C++ edit.
	Values any
	// Reserved are the global names of the game's player API (types,
	// enumerators, functions), which the player class may not take,
	// beyond those every game's API defines (sharedAPI).
	Reserved []string

	tmpl     *template.Template // the core with Blocks, parsed at Register
	reserved map[string]bool
}

// ObsMode is the mode whose observation the Blocks build: Obs, or Mode.
func (g Game) ObsMode() env.Mode {
	if g.Obs != "" {
		return g.Obs
	}
	return g.Mode
}

// Shape is the per-unit input the C++ encoder writes: planes of crop×crop
// cells, then features; and the actions the network scores.
type Shape struct {
	Planes, Crop, Features, Actions int
}

// games holds each game's exporters, one per mode, in registration order
// (the first is the game's default).
var games = map[string][]*Game{}

// Register adds a game's exporter of a mode; called from its package's
// init. A game and mode registered twice, or blocks that do not parse or
// leave one of the core template's blocks undefined, panic: the binary
// would not export it.
func Register(g *Game) {
	for _, o := range games[g.Name] {
		if o.Mode == g.Mode {
			panic("export: game registered twice: " + g.Name + " " + string(g.Mode))
		}
	}
	shape, err := shapeOf(g.Name, g.Mode)
	if err != nil {
		panic(err)
	}
	g.Shape = shape
	t, err := compose(g.Name, g.Blocks)
	if err != nil {
		panic(err)
	}
	g.tmpl = t
	g.reserved = map[string]bool{}
	for _, w := range slices.Concat(sharedAPI, g.Reserved) {
		g.reserved[w] = true
	}
	games[g.Name] = append(games[g.Name], g)
}

// shapeOf is what a game's encoder of a mode writes per unit, as its spec
// says: the crop's planes and side, the features and the actions.
func shapeOf(name string, mode env.Mode) (Shape, error) {
	eg, err := env.Lookup(name)
	if err != nil {
		return Shape{}, fmt.Errorf("export: %s: %w", name, err)
	}
	cfg, err := eg.Default()
	if err != nil {
		return Shape{}, err
	}
	enc, err := eg.NewEncoder(cfg, mode)
	if err != nil {
		return Shape{}, fmt.Errorf("export: %s in %s mode: %w", name, mode, err)
	}
	spec := enc.Spec()
	s := Shape{Actions: spec.Actions}
	for _, t := range spec.Obs {
		switch t.Name {
		case env.CropsTensor:
			s.Planes, s.Crop = t.Shape[1], t.Shape[2]
		case env.FeaturesTensor:
			s.Features = t.Shape[1]
		}
	}
	if s.Planes == 0 || s.Features == 0 {
		return Shape{}, fmt.Errorf("export: %s in %s mode has no per-unit crops and features to export", name, mode)
	}
	return s, nil
}

// Lookup finds the first exporter a game registered.
func Lookup(name string) (*Game, error) {
	gs, ok := games[name]
	if !ok {
		return nil, fmt.Errorf("no exporter for %s (games that export: %s)", name, namesOrNone())
	}
	return gs[0], nil
}

// LookupMode finds the exporter of a game for observations of a mode.
func LookupMode(name string, mode env.Mode) (*Game, error) {
	gs, ok := games[name]
	if !ok {
		return nil, fmt.Errorf("no exporter for %s (games that export: %s)", name, namesOrNone())
	}
	var modes []string
	for _, g := range gs {
		if g.Mode == mode {
			return g, nil
		}
		modes = append(modes, string(g.Mode))
	}
	return nil, fmt.Errorf("the %s exporter encodes %s observations (train with mode: %s)",
		gs[0].Title, strings.Join(modes, " or "), strings.Join(modes, " or "))
}

// Names lists the games that have an exporter, sorted.
func Names() []string {
	out := make([]string, 0, len(games))
	for n := range games {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

func namesOrNone() string {
	if len(games) == 0 {
		return "none"
	}
	return strings.Join(Names(), ", ")
}
