package moria

import (
	"io"
	"math"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// Title is the original's version string, the first words of every .cnf.
const Title = "Moria 1.1"

// Config is a parsed .cnf: the settings and how to build the map.
type Config struct {
	Players        int
	Rounds         int
	Dwarves        int // per clan, at the start
	Wizards        int // per clan, at the start
	MaxOrcs        int
	Trolls         int
	TreasureValue  int
	RockResistance int
	// Fixed is the map of a FIXED .cnf (nil for GENERATOR): cells with no units.
	Fixed []Cell
}

// NumPlayers implements env.Config.
func (c *Config) NumPlayers() int { return c.Players }

// NumRounds implements env.Config.
func (c *Config) NumRounds() int { return c.Rounds }

// NumUnits is the number of unit ids: clan units, orcs, trolls and the Balrog.
func (c *Config) NumUnits() int { return c.Players*(c.Dwarves+c.Wizards) + c.MaxOrcs + c.Trolls + 1 }

// Footprint implements env.Config, from the cave's cells and the units
// (orcs included, up to max_nb_orcs), with room over what env/remote's
// TestEstimateCoversRSS measures: the match keeps its per-cell state (48
// bytes a cell) and per-unit records (192), plan mode's encoder its
// distance fields (160 a cell), the Dummy and Durin theirs (128).
func (c *Config) Footprint(mode env.Mode) env.Footprint {
	cells, units := int64(Rows*Cols), int64(c.NumUnits())
	fp := env.Footprint{Match: 48*cells + 192*units + 128<<10, Bot: 128*cells + 192*units + 64<<10}
	switch mode { // plan and any mode to come: distance fields
	case env.Units, env.Board:
		fp.Encoder = 16*cells + 64<<10
	default:
		fp.Encoder = 160*cells + 32*units + 64<<10
	}
	return fp
}

// NewMatch implements env.Config.
func (c *Config) NewMatch(seed int32, log io.Writer) (env.Match, error) {
	return NewMatch(c, seed, log)
}

// ParseConfig reads a .cnf file. Errors name the file and line.
func ParseConfig(file string, data []byte) (env.Config, error) {
	c, err := parseConfig(file, data)
	if err != nil {
		return nil, err
	}
	return c, nil
}

func parseConfig(file string, data []byte) (*Config, error) {
	s := jutge.NewScanner(file, data)
	if err := s.Header("Moria", "1.1", "Expected '"+Title+"' at the start of the file.", "Expected '"+Title+"' at the start of the file."); err != nil {
		return nil, err
	}
	c := &Config{}
	var rows, cols int
	err := s.Settings(c.checks(&rows, &cols))
	if err != nil {
		return nil, err
	}
	if n := c.Players * (c.Dwarves + c.Wizards); n > 1000 {
		return nil, s.Errorf(s.LineOf("nb_wizards"), "too many clan units (%d); at most 1000.", n)
	}
	if n := c.NumUnits(); n > maxUnits {
		return nil, s.Errorf(s.LineOf("max_nb_orcs"), "%d units (clan units, max_nb_orcs orcs, trolls and the Balrog): at most %d, as a cell holds its unit's id in 16 bits.", n, maxUnits)
	}
	if err := s.Rounds(c.Rounds); err != nil {
		return nil, err
	}
	if err := s.MatchSize(c.Rounds, Rows, Cols, c.NumUnits(), "max_nb_orcs"); err != nil {
		return nil, err
	}
	t, err := s.Next()
	if err != nil {
		return nil, s.Errorf(s.Line(), "Expected GENERATOR or FIXED, found the end of the file.")
	}
	switch t.Text {
	case "GENERATOR":
	case "FIXED":
		if c.Fixed, err = parseFixed(s, c.RockResistance); err != nil {
			return nil, err
		}
	default:
		return nil, s.Errorf(t.Line, "Expected GENERATOR or FIXED, found %q.", t.Text)
	}
	if tok, ok := s.Peek(); ok {
		return nil, s.Errorf(tok.Line, "Unexpected %q after the map.", tok.Text)
	}
	if err := checkRoom(s, c); err != nil {
		return nil, err
	}
	return c, nil
}

// maxUnits is the most unit ids a match may have: Cell.Unit is an int16.
const maxUnits = math.MaxInt16 + 1

// parseFixed reads the 60 lines of 60 characters of a FIXED map, with the
// match file's letters: O G A C T, R (intact rock), a.. (dug rock, 'a' is one
// dig left), and digits (caves owned by that clan).
func parseFixed(s *jutge.Scanner, resistance int) ([]Cell, error) {
	cs := make([]Cell, cells)
	for i := range Rows {
		t, err := s.Next()
		if err != nil {
			return nil, s.Errorf(s.Line(), "FIXED map: expected %d rows, found %d.", Rows, i)
		}
		if len(t.Text) != Cols {
			return nil, s.Errorf(t.Line, "FIXED map: row %d has %d characters, expected %d.", i, len(t.Text), Cols)
		}
		for j := range Cols {
			c, ok := cellOfChar(t.Text[j], resistance)
			if !ok {
				return nil, s.Errorf(t.Line, "FIXED map: row %d, column %d: unknown cell %q.", i, j, t.Text[j])
			}
			if outer := !inner(Pos{I: i, J: j}); outer != (c.Type == Outside) {
				if outer {
					return nil, s.Errorf(t.Line, "FIXED map: row %d, column %d: the two outer rows and columns must be 'O'.", i, j)
				}
				return nil, s.Errorf(t.Line, "FIXED map: row %d, column %d: 'O' is only allowed in the two outer rows and columns.", i, j)
			}
			cs[i*Cols+j] = c
		}
	}
	return cs, nil
}

// cellOfChar converts a map character into an empty cell.
func cellOfChar(ch byte, resistance int) (Cell, bool) {
	c := Cell{Owner: -1, Unit: -1}
	switch {
	case ch == 'O':
		c.Type = Outside
	case ch == 'G':
		c.Type = Granite
	case ch == 'A':
		c.Type = Abyss
	case ch == 'C':
		c.Type = Cave
	case ch == 'T':
		c.Type, c.Treasure = Cave, true
	case ch == 'R':
		c.Type, c.Turns = Rock, int8(resistance)
	case ch >= 'a' && int(ch-'a') < resistance-1:
		c.Type, c.Turns = Rock, int8(ch-'a'+1)
	case ch >= '0' && ch <= '3':
		c.Type, c.Owner = Cave, int8(ch-'0')
	default:
		return c, false
	}
	return c, true
}

// cellChar is the match-file character of a cell.
func cellChar(c Cell, resistance int) byte {
	switch c.Type {
	case Outside:
		return 'O'
	case Granite:
		return 'G'
	case Abyss:
		return 'A'
	case Rock:
		if int(c.Turns) == resistance {
			return 'R'
		}
		return 'a' + byte(c.Turns) - 1
	}
	if c.Owner >= 0 {
		return '0' + byte(c.Owner)
	}
	if c.Treasure {
		return 'T'
	}
	return 'C'
}

// checks is the .cnf's settings, in order, with the original's checks: what
// parseConfig reads and the match file's header lists. The board's size is
// fixed: rows and cols receive it, to be checked.
func (c *Config) checks(rows, cols *int) []jutge.Check {
	return []jutge.Check{
		{Name: "nb_players", Dst: &c.Players, OK: jutge.Equal(4), Msg: "nb_players must be 4."},
		{Name: "nb_rounds", Dst: &c.Rounds, OK: jutge.AtLeast(1), Msg: "nb_rounds must be at least 1."},
		{Name: "nb_dwarves", Dst: &c.Dwarves, OK: jutge.AtLeast(0), Msg: "nb_dwarves must be at least 0."},
		{Name: "nb_wizards", Dst: &c.Wizards, OK: jutge.AtLeast(0), Msg: "nb_wizards must be at least 0."},
		{Name: "max_nb_orcs", Dst: &c.MaxOrcs, OK: jutge.AtLeast(0), Msg: "max_nb_orcs must be at least 0."},
		{Name: "nb_trolls", Dst: &c.Trolls, OK: jutge.AtLeast(0), Msg: "nb_trolls must be at least 0."},
		{Name: "treasure_value", Dst: &c.TreasureValue, OK: jutge.AtLeast(0), Msg: "treasure_value must be at least 0."},
		{Name: "rock_resistance", Dst: &c.RockResistance, OK: func(v int) bool { return v >= 1 && v <= 26 }, Msg: "rock_resistance must be between 1 and 26."},
		{Name: "rows", Dst: rows, OK: jutge.Equal(Rows), Msg: "rows must be 60."},
		{Name: "cols", Dst: cols, OK: jutge.Equal(Cols), Msg: "cols must be 60."},
	}
}
