// Package orkisland is Ork Island's exporter: its plan- and facts-mode encoders in C++
// over the original player API (player.cc.tmpl, the blocks the core
// template of export/ places), registered at init. Its tests replay
// recorded matches into the exported file through the player API
// of cxx: seats (testdata/replay.hh reads the states dump_test.go writes).
package orkisland

import (
	_ "embed"

	"github.com/edagym/edagym/env"
	ork "github.com/edagym/edagym/env/orkisland" // registered before Register reads its encoder
	"github.com/edagym/edagym/export"
)

//go:embed player.cc.tmpl
var blocks string

func init() {
	// The API's own global names, beyond those of every game
	// (export/name.go: sharedAPI).
	reserved := []string{
		"Unit", "Command", "char2CellType", "CellType2char",
		"BOTTOM", "RIGHT", "TOP", "LEFT", "NONE", "DIR_SIZE",
		"WATER", "GRASS", "FOREST", "SAND", "CITY", "PATH", "CELL_TYPE_SIZE",
	}
	// Plan mode first (the default export), then facts mode, the same
	// blocks cut to its 42 features (env/orkisland/encode.go factsRow),
	// then roadplan mode, plan mode with the RoadStudent's weights.
	// Shape, read from env/orkisland's encoder: 15 planes of the 9×9 square
	// around the ork, the mode's features; 5 directions.
	export.RegisterModes(export.Game{
		Name: "orkisland", Title: "Ork Island",
		Player: "an Ork Island player", Unit: "ork", Idle: "NONE",
		Blocks: blocks, Reserved: reserved,
	}, variant(env.Plan), variant(env.Facts), variant(env.RoadPlan))
}

// planValues are the plan's weights the C++ port of a mode is written with
// (.Game.Values): those of the style its features describe.
type planValues struct{ TerrainScale, MaxTerrain, Near int }

func variant(mode env.Mode) export.Variant {
	s := ork.PlanStyle(mode)
	return export.Variant{Mode: mode, Values: planValues{TerrainScale: s.TerrainScale, MaxTerrain: s.TerrainLimit(), Near: s.ThreatRadius}}
}
