// Package moria is the Jutge.org EDA game Moria 1.1: four clans of dwarves
// and wizards dig for treasures and conquer caves while Sauron's orcs,
// trolls and Balrog hunt them. Same seed, .cnf and players give the same
// match file byte for byte as the original Game.
package moria

import (
	_ "embed"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

//go:embed default.cnf
var defaultConfig []byte

func init() {
	env.Register(&env.Game{
		Name:          "moria",
		Title:         Title,
		DefaultConfig: defaultConfig,
		ParseConfig:   ParseConfig,
		Modes:         []env.Mode{env.Units, env.Plan, env.LatePlan, env.Facts, env.Board},
		NewEncoder:    newEncoder,
		UnitKinds:     unitLetters[:Wizard+1], // the clans' dwarves and wizards
	})
}

// DefaultConfig parses the embedded default.cnf.
func DefaultConfig() *Config { return jutge.MustParse(parseConfig, "moria/default.cnf", defaultConfig) }
