package dominator

import (
	_ "embed"
	"fmt"
	"strconv"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// Title is the original's version string: the first line of a .cnf file.
const Title = "Dominator 4.0"

//go:embed default.cnf
var defaultConfig []byte

func init() {
	env.RegisterTyped(env.Game{Name: "dominator", Title: Title, DefaultConfig: defaultConfig,
		Modes: []env.Mode{env.Units, env.Plan, env.HarryPlan, env.Facts, env.Board}, UnitKinds: unitLetters}, ParseConfig, NewEncoder)
}

// The board recipes a .cnf can name.
const (
	Fixed      = "FIXED"
	Generator1 = "GENERATOR1"
	Generator2 = "GENERATOR2"
	Generator3 = "GENERATOR3"
)

// Config is a parsed .cnf: the thirteen parameters and the board recipe.
type Config struct {
	Players, Rounds              int
	Farmers, Knights, Witches    int // per player
	FarmersHealth, KnightsHealth int
	FarmersRegen, KnightsRegen   int
	DamageMin, DamageMax         int
	Rows, Cols                   int
	Generator                    string // Fixed, Generator1, Generator2 or Generator3
	Params                       []int  // the generator's parameters
	Grid                         []string
	file                         string
}

// NumPlayers implements env.Config.
func (c *Config) NumPlayers() int { return c.Players }

// NumRounds implements env.Config.
func (c *Config) NumRounds() int { return c.Rounds }

// UnitsPerPlayer is the number of units each player starts with.
func (c *Config) UnitsPerPlayer() int { return c.Farmers + c.Knights + c.Witches }

// NumUnits is the number of units in a match.
func (c *Config) NumUnits() int { return c.Players * c.UnitsPerPlayer() }

// Footprint implements env.Config, from the board's cells and the units,
// with room over what env/remote's TestEstimateCoversRSS measures: the
// match keeps its per-cell state and owners (64 bytes a cell), the units
// mode's encoder its per-cell fields (40), facts mode's its goal and danger
// fields too (112), the Dummy and the Overlord their distance fields (96).
func (c *Config) Footprint(mode env.Mode) env.Footprint {
	cells, units := int64(c.Rows*c.Cols), int64(c.NumUnits())
	fp := env.Footprint{Match: 64*cells + 256*units + 32<<10, Bot: 96*cells + 64*units + 64<<10}
	switch mode { // facts and any mode to come: whole-board searches
	case env.Board:
		fp.Encoder = 16*cells + 32<<10
	case env.Units:
		fp.Encoder = 40*cells + 64*units + 64<<10
	default:
		fp.Encoder = 112*cells + 128*units + 128<<10
	}
	return fp
}

// MaxHealth is the maximum (and initial) health of a unit type; -1 for witches.
func (c *Config) MaxHealth(t UnitType) int {
	switch t {
	case Farmer:
		return c.FarmersHealth
	case Knight:
		return c.KnightsHealth
	}
	return -1
}

// Default returns the parsed embedded default.cnf.
func Default() *Config { return jutge.MustParse(ParseConfig, "dominator/default.cnf", defaultConfig) }

func odd(v int) bool { return v%2 != 0 }

// ParseConfig reads a .cnf file with the original's checks, in its order;
// every error names the file and line. Where the original would loop
// forever, abort at scoring time or ignore trailing text, this reports an
// error instead.
func ParseConfig(file string, data []byte) (*Config, error) {
	s := jutge.NewScanner(file, data)
	c := &Config{file: file}
	if err := s.Header("Dominator", "4.0", "Expected 'Dominator' at the beginning of the file.", "Wrong version: expected 'Dominator 4.0'."); err != nil {
		return nil, err
	}
	if err := s.Settings(c.checks()); err != nil {
		return nil, err
	}
	if c.Rows != c.Cols {
		return nil, s.Errorf(s.LineOf("cols"), "rows must equal cols (got %d and %d).", c.Rows, c.Cols)
	}
	if c.Rows > 1001 {
		return nil, s.Errorf(s.LineOf("rows"), "rows must be at most 1001.")
	}
	if c.NumUnits() > c.Rows*c.Cols {
		return nil, s.Errorf(s.LineOf("nb_witches"), "%d units do not fit on a %dx%d board.", c.NumUnits(), c.Rows, c.Cols)
	}
	if err := s.Rounds(c.Rounds); err != nil {
		return nil, err
	}
	if err := s.UnitsPerPlayer(c.UnitsPerPlayer(), "nb_witches"); err != nil {
		return nil, err
	}
	if err := s.MatchSize(c.Rounds, c.Rows, c.Cols, c.NumUnits(), "cols"); err != nil {
		return nil, err
	}
	gen, err := s.Next()
	if err != nil {
		return nil, s.Errorf(gen.Line, "expected a grid generator (FIXED, GENERATOR1, GENERATOR2 or GENERATOR3), found the end of the file")
	}
	c.Generator = gen.Text
	switch gen.Text {
	case Fixed:
		err = c.parseGrid(s)
	case Generator1, Generator2, Generator3:
		err = c.parseParams(s, gen)
	default:
		return nil, s.Errorf(gen.Line, "Unknow grid generator.")
	}
	if err != nil {
		return nil, err
	}
	if t, ok := s.Peek(); ok {
		return nil, s.Errorf(t.Line, "unexpected %q after the board definition", t.Text)
	}
	if err := c.checkRoom(s.LineOf, s.Errorf); err != nil {
		return nil, err
	}
	return c, nil
}

// parseGrid reads the R rows of a FIXED board.
func (c *Config) parseGrid(s *jutge.Scanner) error {
	c.Grid = make([]string, c.Rows)
	for i := range c.Grid {
		t, err := s.Next()
		if err != nil {
			return s.Errorf(t.Line, "grid row %d missing: expected %d rows", i, c.Rows)
		}
		if len(t.Text) != c.Cols {
			return s.Errorf(t.Line, "grid row %d has %d characters, expected %d", i, len(t.Text), c.Cols)
		}
		for _, ch := range []byte(t.Text) {
			switch {
			case ch == 'X' || ch == '.' || ('0' <= ch && ch <= '3'):
			case ch == '4':
				return s.Errorf(t.Line, "ERROR: 4 in grid definition (owner 4 is not a player).")
			default:
				return s.Errorf(t.Line, "ERROR: %c in grid definition.", ch)
			}
		}
		c.Grid[i] = t.Text
	}
	return nil
}

// parseParams reads a generator's integer parameters and checks them as the
// generator would.
func (c *Config) parseParams(s *jutge.Scanner, gen jutge.Token) error {
	for {
		t, ok := s.Peek()
		if !ok {
			break
		}
		v, err := strconv.ParseInt(t.Text, 10, 32)
		if err != nil {
			break
		}
		s.Next()
		c.Params = append(c.Params, int(v))
	}
	bad := func(format string, args ...any) error {
		return s.Errorf(gen.Line, "%s: %s", gen.Text, fmt.Sprintf(format, args...))
	}
	switch gen.Text {
	case Generator1:
		top := c.Rows * c.Cols / 10
		if len(c.Params) < 1 || len(c.Params) > 2 {
			return bad("expected 1 or 2 parameters, got %d", len(c.Params))
		}
		if q := c.Params[0]; q < 0 || q > top {
			return bad("the number of walls must be in [0, %d], got %d", top, q)
		}
		if len(c.Params) == 2 && (c.Params[1] < c.Params[0] || c.Params[1] > top) {
			return bad("the maximum number of walls must be in [%d, %d], got %d", c.Params[0], top, c.Params[1])
		}
	case Generator2, Generator3:
		if len(c.Params) != 0 {
			return bad("expected no parameters, got %d", len(c.Params))
		}
		if gen.Text == Generator3 && (c.Rows%6 != 1 || c.Cols%6 != 1) {
			return bad("rows and cols must be 1 modulo 6, got %d", c.Rows)
		}
	}
	return nil
}

// checks is the .cnf's settings, in order, with the original's checks: what
// ParseConfig reads and the match file's header lists.
func (c *Config) checks() []jutge.Check {
	return []jutge.Check{
		{Name: "nb_players", Dst: &c.Players, OK: jutge.Equal(4), Msg: "nb_players must be 4."},
		{Name: "nb_rounds", Dst: &c.Rounds, OK: jutge.AtLeast(1), Msg: "nb_rounds must be at least 1."},
		{Name: "nb_farmers", Dst: &c.Farmers, OK: jutge.AtLeast(0), Msg: "nb_farmers must be at least 0."},
		{Name: "nb_knights", Dst: &c.Knights, OK: jutge.AtLeast(0), Msg: "nb_knights must be at least 0."},
		{Name: "nb_witches", Dst: &c.Witches, OK: jutge.AtLeast(0), Msg: "nb_witches must be at least 0."},
		{Name: "farmers_health", Dst: &c.FarmersHealth, OK: jutge.AtLeast(1), Msg: "farmers_health must be at least 1."},
		{Name: "knights_health", Dst: &c.KnightsHealth, OK: jutge.AtLeast(1), Msg: "knights_health must be at least 1."},
		{Name: "farmers_regen", Dst: &c.FarmersRegen, OK: jutge.AtLeast(0), Msg: "farmers_regen must be at least 0."},
		{Name: "knights_regen", Dst: &c.KnightsRegen, OK: jutge.AtLeast(0), Msg: "knights_regen must be at least 0."},
		{Name: "damage_min", Dst: &c.DamageMin, OK: jutge.AtLeast(0), Msg: "damage_min must be at least 0."},
		{Name: "damage_max", Dst: &c.DamageMax, OK: func(v int) bool { return v >= c.DamageMin }, Msg: "damage_max must be at least damage_min."},
		{Name: "rows", Dst: &c.Rows, OK: func(v int) bool { return v >= 20 && odd(v) }, Msg: "rows must be odd and at least 20."},
		{Name: "cols", Dst: &c.Cols, OK: func(v int) bool { return v >= 20 && odd(v) }, Msg: "cols must be odd and at least 20."},
	}
}
