package madmax

import (
	_ "embed"
	"strconv"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// Title is the original's version string: the first line of a .cnf file.
const Title = "Mad_Max 1.6"

//go:embed default.cnf
var defaultConfig []byte

func init() {
	env.RegisterTyped(env.Game{Name: "madmax", Title: Title, DefaultConfig: defaultConfig,
		Modes: []env.Mode{env.Units, env.Plan, env.Facts, env.Board, env.Needs, env.Raids, env.Thirst, env.Wary, env.RaidPlan}, UnitKinds: kindLetters}, ParseConfig, NewEncoder)
}

// Config is a parsed .cnf: the parameters and how to get the board.
type Config struct {
	Players, Rounds, Cities int
	Warriors, Cars          int
	Health, Fuel, Damage    int // warriors_health, cars_fuel, damage
	Rows, Cols              int
	Generator               string // "GENERATOR" or "FIXED"
	Fixed                   *Board // the board, when Generator is FIXED
	file                    string
}

// NumPlayers implements env.Config.
func (c *Config) NumPlayers() int { return c.Players }

// NumRounds implements env.Config.
func (c *Config) NumRounds() int { return c.Rounds }

// NumUnits is the number of units in a match: 4·(nb_warriors + nb_cars).
func (c *Config) NumUnits() int { return c.Players * (c.Warriors + c.Cars) }

// Footprint implements env.Config, from the board's cells and the units,
// with room over what env/remote's TestEstimateCoversRSS measures: the
// match keeps its per-cell tables (32 bytes a cell), plan and facts modes'
// encoders their distance fields (88), the Dummy and the Immortan theirs
// (96).
func (c *Config) Footprint(mode env.Mode) env.Footprint {
	cells, units := int64(c.Rows*c.Cols), int64(c.NumUnits())
	fp := env.Footprint{Match: 32*cells + 1024*units + 256<<10, Bot: 96*cells + 512*units + 256<<10}
	switch mode { // plan, facts and any mode to come: distance fields
	case env.Units:
		fp.Encoder = 8*cells + 64<<10
	case env.Board:
		fp.Encoder = 24*cells + 64<<10
	default:
		fp.Encoder = 88*cells + 192<<10
	}
	return fp
}

// Default returns the parsed embedded default.cnf.
func Default() *Config { return jutge.MustParse(ParseConfig, "madmax/default.cnf", defaultConfig) }

// ParseConfig reads a .cnf file with the original's checks, in its order;
// every error names the file and line.
func ParseConfig(file string, data []byte) (*Config, error) {
	s := jutge.NewScanner(file, data)
	c := &Config{file: file}
	if err := s.Header("Mad_Max", "1.6", "expected the header 'Mad_Max 1.6'", "expected version '1.6' after 'Mad_Max'"); err != nil {
		return nil, err
	}
	err := s.Settings(c.checks())
	if err != nil {
		return nil, err
	}
	if c.Rows > 1000 {
		return nil, s.Errorf(s.LineOf("rows"), "boards larger than 1000×1000 are not supported")
	}
	if c.Cols > 1000 {
		return nil, s.Errorf(s.LineOf("cols"), "boards larger than 1000×1000 are not supported")
	}
	if c.Warriors < c.Cities/4 {
		return nil, s.Errorf(s.LineOf("nb_warriors"), "nb_warriors (%d) must be at least nb_cities/4 (%d): every city starts with a warrior", c.Warriors, c.Cities/4)
	}
	if err := s.Rounds(c.Rounds); err != nil {
		return nil, err
	}
	if err := s.UnitsPerPlayer(c.Warriors+c.Cars, "nb_cars"); err != nil {
		return nil, err
	}
	if err := s.MatchSize(c.Rounds, c.Rows, c.Cols, c.NumUnits(), "cols"); err != nil {
		return nil, err
	}
	gen, err := s.Next()
	if err != nil {
		return nil, s.Errorf(s.Line(), "expected FIXED or GENERATOR, found the end of the file")
	}
	c.Generator = gen.Text
	if gen.Text == "FIXED" {
		if c.Fixed, err = readFixed(s, c); err != nil {
			return nil, err
		}
		return c, nil
	}
	if t, ok := s.Peek(); ok {
		if _, err := strconv.ParseInt(t.Text, 10, 64); err == nil && gen.Text == "GENERATOR" {
			return nil, s.Errorf(t.Line, "GENERATOR requires no parameters.")
		}
	}
	if gen.Text != "GENERATOR" {
		return nil, s.Errorf(gen.Line, "Unknow grid generator. (%q: expected FIXED or GENERATOR)", gen.Text)
	}
	if c.Rows != genSize || c.Cols != genSize {
		return nil, s.Errorf(gen.Line, "GENERATOR with unexpected sizes. (it builds %d×%d boards)", genSize, genSize)
	}
	if c.Cities != 8 {
		return nil, s.Errorf(gen.Line, "GENERATOR builds 8 cities, but nb_cities is %d", c.Cities)
	}
	if err := checkGeneratorRoom(s, c); err != nil {
		return nil, err
	}
	return c, nil
}

// readFixed reads a FIXED grid (rows tokens of cols characters) and checks
// what the original's setup would abort on.
func readFixed(s *jutge.Scanner, c *Config) (*Board, error) {
	n := c.Rows * c.Cols
	kinds := make([]CellType, n)
	owner := make([]int8, n)
	lines := make([]int, c.Rows)
	for i := 0; i < c.Rows; i++ {
		t, err := s.Next()
		if err != nil {
			return nil, s.Errorf(s.Line(), "the FIXED grid has %d rows, expected %d", i, c.Rows)
		}
		lines[i] = t.Line
		if len(t.Text) != c.Cols {
			return nil, s.Errorf(t.Line, "The read map has a line with incorrect length. (row %d has %d characters, expected %d)", i, len(t.Text), c.Cols)
		}
		for j := 0; j < c.Cols; j++ {
			k, ok := i*c.Cols+j, false
			if kinds[k], owner[k], ok = cellOf(t.Text[j]); !ok {
				return nil, s.Errorf(t.Line, "%c in grid definition.", t.Text[j])
			}
		}
	}
	lineOf := func(p Pos) int {
		if p.I >= 0 && p.I < len(lines) {
			return lines[p.I]
		}
		if p.I >= len(lines) {
			return lines[len(lines)-1]
		}
		return lines[0]
	}
	for _, p := range []Pos{{I: 0, J: 0}, {I: 0, J: c.Cols - 1}, {I: c.Rows - 1, J: 0}, {I: c.Rows - 1, J: c.Cols - 1}} {
		if kinds[p.I*c.Cols+p.J] == Road {
			return nil, s.Errorf(lineOf(p), "cell (%d, %d): a Road corner is not supported (two cars could start on it)", p.I, p.J)
		}
	}
	b, err := newBoard(c.Rows, c.Cols, kinds, owner, c.Cities)
	if err != nil {
		if be, ok := err.(*BoardError); ok && be.At.I >= 0 {
			return nil, s.Errorf(lineOf(be.At), "%v", err)
		}
		return nil, s.Errorf(lines[0], "%v", err)
	}
	var count, cells [4]int
	for k, city := range b.Cities {
		count[b.CityOwner[k]]++
		cells[b.CityOwner[k]] += len(city) - 1
	}
	for t := 0; t < 4; t++ {
		if count[t] != c.Cities/4 {
			return nil, s.Errorf(lines[0], "team %d owns %d cities, every team must own nb_cities/4 = %d", t, count[t], c.Cities/4)
		}
		if f := c.Warriors - c.Cities/4; cells[t] < f {
			return nil, s.Errorf(s.LineOf("nb_warriors"), "the cities of team %d have room for %d more warriors, %d are needed", t, cells[t], f)
		}
	}
	if len(b.edgeRoads) < 4*c.Cars {
		return nil, s.Errorf(s.LineOf("nb_cars"), "the board edges have %d Road cells, 4·nb_cars = %d are needed", len(b.edgeRoads), 4*c.Cars)
	}
	return b, nil
}

// checks is the .cnf's settings, in order, with the original's checks: what
// ParseConfig reads and the match file's header lists.
func (c *Config) checks() []jutge.Check {
	return []jutge.Check{
		{Name: "nb_players", Dst: &c.Players, OK: jutge.Equal(4), Msg: "nb_players must be 4"},
		{Name: "nb_rounds", Dst: &c.Rounds, OK: jutge.AtLeast(1), Msg: "nb_rounds must be at least 1"},
		{Name: "nb_cities", Dst: &c.Cities, OK: func(v int) bool { return v >= 0 && v%4 == 0 }, Msg: "nb_cities must be a non-negative multiple of 4"},
		{Name: "nb_warriors", Dst: &c.Warriors, OK: jutge.AtLeast(2), Msg: "nb_warriors must be at least 2"},
		{Name: "nb_cars", Dst: &c.Cars, OK: jutge.AtLeast(1), Msg: "nb_cars must be at least 1"},
		{Name: "warriors_health", Dst: &c.Health, OK: jutge.AtLeast(1), Msg: "warriors_health must be at least 1"},
		{Name: "cars_fuel", Dst: &c.Fuel, OK: jutge.AtLeast(1), Msg: "cars_fuel must be at least 1"},
		{Name: "damage", Dst: &c.Damage, OK: jutge.AtLeast(1), Msg: "damage must be at least 1"},
		{Name: "rows", Dst: &c.Rows, OK: jutge.AtLeast(40), Msg: "rows must be at least 40"},
		{Name: "cols", Dst: &c.Cols, OK: jutge.AtLeast(40), Msg: "cols must be at least 40"},
	}
}
