// Package moria is Moria's exporter: its plan- and facts-mode encoders in
// C++ over the original player API (player.cc.tmpl, the blocks the core
// template of export/ places, branching on the mode), registered at init.
// Its tests replay recorded matches into the exported file through the player
// API of cxx: seats (testdata/replay.hh reads the states dump_test.go writes).
package moria

import (
	_ "embed"
	"slices"

	"github.com/edagym/edagym/env"
	mor "github.com/edagym/edagym/env/moria"
	"github.com/edagym/edagym/export"
)

//go:embed player.cc.tmpl
var blocks string

func init() {
	// The API's own names, beyond those of every game (export/name.go:
	// sharedAPI) and those of the games that order by Movement
	// (export.MovementAPI).
	reserved := []string{
		// Types and free functions.
		"UnitType", "Unit", "ut2char", "char2ut", "char2cell",
		// The short enumerators.
		"Outside", "Cave", "Abyss", "Granite", "Rock", "CellTypeSize",
		"Dwarf", "Wizard", "Orc", "Troll", "Balrog", "UnitTypeSize",
		// The inherited members the generated code calls: a class of that
		// name would hide them (its injected class name).
		"unit", "nb_units", "nb_cells", "nb_treasures", "status", "dwarves", "wizards",
		"orcs", "trolls", "balrog_id", "nb_dwarves", "nb_wizards", "max_nb_orcs",
		"nb_trolls", "treasure_value", "rock_resistance", "dwarves_health", "wizards_health",
		"orcs_health", "trolls_health", "min_damage_dwarves", "max_damage_dwarves", "max_damage_orcs",
		"max_damage_trolls", "update_vectors_by_player", "random_permutation",
	}
	// Plan mode first (the default export), then lateplan mode (plan
	// mode's blocks with Thorin's knobs), then facts mode: the same
	// blocks, branching on .Game.ObsMode (the planner's port in plan mode, the
	// facts in facts mode). Shape, read from env/moria's encoder: 23 planes
	// of the 7×7 square around the unit, the mode's features (18 of units
	// mode, then Durin's order from a C++ port of env/moria's Planner, or
	// the facts); 8 directions and None (env/moria/encode.go).
	export.RegisterModes(export.Game{
		Name: "moria", Title: "Moria",
		Player: "a Moria player", Unit: "dwarf and wizard", Idle: "None",
		Blocks: blocks, Reserved: slices.Concat(export.MovementAPI, reserved),
	},
		// The C++ planner plays the mode's style (Durin's; lateplan:
		// Thorin's): its values are written into the generated code.
		planVariant(env.Plan), planVariant(env.LatePlan),
		export.Variant{Mode: env.Facts},
	)
}

// planValues are what the C++ port of the plan is written with
// (.Game.Values): the knobs of the style a mode's plan features give, and
// the name of the player who plays it.
type planValues struct {
	mor.Style
	Teacher string
}

// planVariant is a plan mode's export: plan mode's blocks, written with
// the knobs of the mode's style (lateplan: Thorin's).
func planVariant(mode env.Mode) export.Variant {
	s, teacher := mor.PlanStyle(mode)
	return export.Variant{Mode: mode, Obs: env.Plan, Values: planValues{Style: s, Teacher: teacher}}
}
