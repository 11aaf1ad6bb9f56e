// Package dominator is Dominator's exporter: its units-, plan- and facts-mode encoders in C++
// over the original player API (player.cc.tmpl, the blocks the core
// template of export/ places), registered at init. Its tests replay
// recorded matches into the exported file through the player API
// of cxx: seats (testdata/replay.hh reads the states dump_test.go writes).
package dominator

import (
	_ "embed"
	"slices"

	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator" // registered before Register reads its encoder
	"github.com/edagym/edagym/export"
)

//go:embed player.cc.tmpl
var blocks string

func init() {
	// The API's own global names (types, enumerators, functions) and
	// member functions, beyond those of every game (export/name.go:
	// sharedAPI) and those it shares with the other games that order by
	// Movement (export.MovementAPI): a class named like one of them would
	// hide it inside the class (§4 of the API notes).
	reserved := []string{
		"Unit", "UnitType", "ut_ok", "ut2char", "char2ut", "char2cell",
		"Empty", "Wall", "CellTypeSize", "Farmer", "Knight", "Witch", "UnitTypeSize",
		"nb_units", "unit", "land", "total_score", "status", "farmers", "knights", "witches",
		"update_vectors_by_player", "update_haunted", "rotate", "random_permutation",
		"nb_farmers", "nb_knights", "nb_witches", "farmers_health", "knights_health", "farmers_regen",
		"knights_regen", "damage_min", "damage_max",
	}
	// Units mode first (the default export), then facts mode: the same
	// blocks, with the facts (env/dominator/facts.go) after the 21 features;
	// then plan mode, the 21 features and the one-hot of the Overlord's
	// order, from a C++ port of env/dominator's Planner whose Style knobs
	// are OverlordStyle's values (its Values); then harryplan mode, plan
	// mode's blocks with the Harrier's knobs. export.Load picks the
	// exporter of a checkpoint's recorded mode, so units- and facts-mode
	// checkpoints export as before. Shape, read from env/dominator's
	// encoder: 20 planes of the 9×9 square around the unit, the mode's
	// features; 9 directions.
	export.RegisterModes(export.Game{
		Name: "dominator", Title: "Dominator",
		Player: "a Dominator player", Unit: "unit", Idle: "None",
		Blocks: blocks, Reserved: slices.Concat(export.MovementAPI, reserved),
	},
		export.Variant{Mode: env.Units},
		// 95 features: in lines of 160 base64 characters the default
		// network's file is 200,995 bytes, over 200,000; in lines of 4,096
		// it is 190,204 (the quotes and indents of 980 lines fewer).
		export.Variant{Mode: env.Facts, WeightLine: 4096},
		planVariant(env.Plan), planVariant(env.HarryPlan),
	)
}

// planValues are what the C++ port of the plan is written with
// (.Game.Values): the knobs of the style a mode's plan features give, and
// the name of the player who plays it.
type planValues struct {
	dom.Style
	Teacher string
}

// planVariant is a plan mode's export: plan mode's blocks, written with
// the knobs of the mode's style (harryplan: the Harrier's).
func planVariant(mode env.Mode) export.Variant {
	s, teacher := dom.PlanStyle(mode)
	return export.Variant{Mode: mode, Obs: env.Plan, WeightLine: 4096, Values: planValues{Style: s, Teacher: teacher}}
}
