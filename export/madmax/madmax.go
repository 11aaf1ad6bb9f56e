// Package madmax is Mad Max's exporter: its plan- and facts-mode encoders
// in C++ over the original player API (player.cc.tmpl, the blocks the core
// template of export/ places), registered at init. Its tests replay
// recorded matches into the exported file through the player API
// of cxx: seats (testdata/replay.hh reads the states dump_test.go writes).
package madmax

import (
	_ "embed"
	"slices"

	"github.com/edagym/edagym/env"
	mm "github.com/edagym/edagym/env/madmax" // registered before Register reads its encoder
	"github.com/edagym/edagym/export"
)

//go:embed player.cc.tmpl
var blocks string

func init() {
	// The API's own global names (types, enumerators, free functions) and
	// the members a player inherits, beyond those of every game
	// (export/name.go: sharedAPI) and those it shares with the other games
	// that order by Movement (export.MovementAPI): a class of one of these
	// names would hide it, or be hidden, inside the generated code. A
	// player named Car or City compiles but means the class there.
	reserved := []string{
		"UnitType", "Unit", "ut_ok", "ut2char", "char2ut", "char2cell",
		"Desert", "Road", "City", "Water", "Station", "Wall", "CellTypeSize",
		"Warrior", "Car", "UnitTypeSize",
		"nb_units", "unit", "num_cities", "total_score", "status", "warriors", "cars", "can_move",
		"update_vectors_by_player", "random_permutation",
		"nb_cities", "nb_warriors", "nb_cars", "warriors_health", "cars_fuel", "damage",
	}
	// Plan mode first (the default export): 37 features, the last 9 the
	// Immortan's order, from a C++ port of env/madmax's Planner; raidplan
	// mode, plan mode's blocks with the Furiosa's knobs. Then facts
	// mode, the same blocks with 82 features (env/madmax/facts.go) and no
	// plan; then needs mode, facts mode's blocks with 93 features
	// (env/madmax/needs.go); then raids mode, needs mode's with 111
	// (env/madmax/raids.go); then thirst mode, raids mode's observation with
	// another training credit (env/madmax/thirst.go), so raids mode's
	// blocks. Shape, read from env/madmax's encoder: 22 planes of the 9×9
	// square around the unit, the mode's features; 8 directions and None.
	export.RegisterModes(export.Game{
		Name: "madmax", Title: "Mad Max",
		Player: "a Mad Max player", Unit: "unit", Idle: "None",
		// The default 64×64 int8 network's weights are 172 K base64
		// characters in plan mode (1,819 inputs: 22 planes of 81 cells
		// and 37 features), 176 K in facts mode (82 features): in lines
		// of 160 their quotes and indents alone would cost 11.8 KB, over
		// the budget.
		WeightLine: 4096,
		Blocks:     blocks, Reserved: slices.Concat(export.MovementAPI, reserved),
	}, variant(env.Plan, ""), variant(env.RaidPlan, env.Plan), variant(env.Facts, ""), variant(env.Needs, ""), variant(env.Raids, ""),
		variant(env.Thirst, env.Raids), variant(env.Wary, env.Raids))
}

// planValues are what the C++ port of the plan is written with
// (.Game.Values): the knobs of the style a mode's plan features give, and
// the name of the player who plays it.
type planValues struct {
	mm.Style
	Teacher string
}

// variant is mode's export, built from the blocks of mode obs ("": its own).
func variant(mode, obs env.Mode) export.Variant {
	s, teacher := mm.PlanStyle(mode)
	return export.Variant{Mode: mode, Obs: obs, Values: planValues{Style: s, Teacher: teacher}}
}
