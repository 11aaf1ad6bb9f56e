package export

import "github.com/edagym/edagym/env"

// Variant is one observation mode a game exports, with what its exporter
// of that mode sets apart from the game's other modes.
type Variant struct {
	Mode       env.Mode
	Obs        env.Mode // when set, Mode's observation is this mode's (Game.Obs)
	WeightLine int      // when set, replaces the Game's WeightLine
	Values     any      // when set, replaces the Game's Values
}

// RegisterModes registers g's exporter of each variant's mode, in order:
// the first is the game's default export. One set of Blocks serves every
// mode, reading .Game.Mode where the modes differ; each registration is a
// copy of g with the variant's mode and settings.
func RegisterModes(g Game, variants ...Variant) {
	for _, v := range variants {
		m := g
		m.Mode, m.Obs = v.Mode, v.Obs
		if v.WeightLine != 0 {
			m.WeightLine = v.WeightLine
		}
		if v.Values != nil {
			m.Values = v.Values
		}
		Register(&m)
	}
}
