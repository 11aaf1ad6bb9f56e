package moria

import (
	"strings"
	"testing"

	"github.com/edagym/edagym/env/jutge"
)

// testConfig is a small cast: 1 dwarf and 1 wizard per clan (ids: clan c's
// dwarf 2c, wizard 2c+1), orcs 8 and 9, troll 10, the Balrog 11.
func testConfig() *Config {
	return &Config{Players: 4, Rounds: 10, Dwarves: 1, Wizards: 1, MaxOrcs: 2, Trolls: 1, TreasureValue: 10, RockResistance: 2}
}

// at is where a unit starts in a scenario.
type at struct {
	id     int
	p      Pos
	health int // 0: full health
	owner  int // -2: its starting clan
}

// scenario builds a match: the outside ring, rock everywhere else, then the
// picture painted with its top-left corner at (10, 10) (letters of the
// match file, '.' for cave), then the units. Units not listed park on
// outside cells of the bottom row (orcs stay off the board); the Balrog defaults to
// (50, 50) on rock.
func scenario(t *testing.T, cfg *Config, seed int32, picture string, units ...at) *Match {
	t.Helper()
	m := newBare(cfg, seed, nil)
	for k := range m.cells {
		c := Cell{Type: Rock, Owner: -1, Unit: -1, Turns: int8(cfg.RockResistance)}
		if !inner(posOf(k)) {
			c = Cell{Type: Outside, Owner: -1, Unit: -1}
		}
		m.cells[k] = c
	}
	for i, line := range strings.Fields(picture) {
		for j := range len(line) {
			ch := line[j]
			if ch == '.' {
				ch = 'C'
			}
			c, ok := cellOfChar(ch, cfg.RockResistance)
			if !ok {
				t.Fatalf("bad picture character %q", ch)
			}
			m.cells[(10+i)*Cols+10+j] = c
		}
	}
	placed := make([]bool, len(m.units))
	for _, a := range units {
		u := &m.units[a.id]
		if a.owner != -2 && u.Owner != sauron {
			u.Owner = a.owner
		}
		u.Health = fullHealth(u.Type)
		if a.health > 0 {
			u.Health = a.health
		}
		m.putUnit(a.id, a.p)
		placed[a.id] = true
	}
	for id := range m.units {
		u := &m.units[id]
		switch {
		case placed[id] || u.Type == Orc:
		case u.Type == Balrog:
			m.putUnit(id, Pos{I: 50, J: 50})
		default:
			u.Health = fullHealth(u.Type)
			m.putUnit(id, Pos{I: Rows - 1, J: 3*id + 1})
		}
	}
	m.refreshLists()
	m.countCells()
	return m
}

// u places unit id at (i, j) with full health and its starting clan.
func u(id, i, j int) at { return at{id: id, p: Pos{I: i, J: j}, owner: -2} }

// orders builds the four clans' order lists from "clan:id:dir" triples.
func orders(spec ...[3]int) [][]jutge.Order {
	out := make([][]jutge.Order, 4)
	for _, s := range spec {
		out[s[0]] = append(out[s[0]], jutge.Order{Unit: s[1], Dir: s[2]})
	}
	return out
}
