package madmax

import "github.com/edagym/edagym/env/jutge"

// What every GENERATOR board offers, whatever the seed (§3 of the engine
// notes): each side keeps random(3,5) of the road lines that reach it
// (§3.8), so at least 12 edge roads; each team gets two cities of at least
// 20 cells (§3.5), one warrior on the first cell of each and the others on
// the remaining 2·19.
const (
	genMinEdgeRoads  = 4 * 3
	genMinCityCells  = 20
	genCitiesPerTeam = 2
)

// checkGeneratorRoom refuses, at the line of the setting, the units some
// GENERATOR board would have no room for: setup would fail ("the board
// edges have 13 roads, 20 cars need one each") on that seed only, in the
// middle of a VecEnv or a server session.
func checkGeneratorRoom(s *jutge.Scanner, c *Config) error {
	if most := genMinEdgeRoads / 4; c.Cars > most {
		return s.Errorf(s.LineOf("nb_cars"), "nb_cars %d: a GENERATOR board may have only %d edge roads, where cars start: at most %d cars a team",
			c.Cars, genMinEdgeRoads, most)
	}
	most := genCitiesPerTeam * genMinCityCells
	if c.Warriors > most {
		return s.Errorf(s.LineOf("nb_warriors"), "nb_warriors %d: a GENERATOR board may give a team only %d city cells, where warriors start: at most %d warriors a team",
			c.Warriors, genCitiesPerTeam*genMinCityCells, most)
	}
	return nil
}
