package moria

import "github.com/edagym/edagym/env/jutge"

// genMinCaves is the fewest treasureless cave cells a GENERATOR map has:
// it starts again below 800 (§4.1), and what follows (granite, treasures)
// only changes rock far from the caves.
const genMinCaves = 800

// Cells of treasureless cave that placement (§4.7) can take from the
// trolls and clan units: the Balrog bans its 7×7 square, each troll its 3×3.
const (
	balrogBan = 7 * 7
	trollBan  = 3 * 3
)

// checkRoom refuses, at the line of the setting, trolls and clan units that
// some map could have no room for: NewMatch would fail with "no room for
// the trolls" or "no room for the clan units" on that seed only.
func checkRoom(s *jutge.Scanner, c *Config) error {
	caves := genMinCaves
	if c.Fixed != nil {
		caves = 0
		for _, cell := range c.Fixed {
			if cell.Type == Cave && !cell.Treasure {
				caves++
			}
		}
	}
	room := caves - balrogBan
	if trollBan*c.Trolls > room {
		return s.Errorf(s.LineOf("nb_trolls"), "nb_trolls %d: the map may have only %d treasureless cave cells, room for %d trolls",
			c.Trolls, caves, max(room, 0)/trollBan)
	}
	clan := c.Players * (c.Dwarves + c.Wizards)
	if left := room - trollBan*c.Trolls; clan > left {
		at := "nb_dwarves"
		if c.Wizards > c.Dwarves {
			at = "nb_wizards"
		}
		return s.Errorf(s.LineOf(at), "%d clan units: the map may have only %d treasureless cave cells, room for %d beside the Balrog and the trolls",
			clan, caves, left)
	}
	return nil
}
