package orkisland

import (
	_ "embed"
	"errors"
	"fmt"
	"math"
	"strconv"
	"sync"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// Title is the original's version string: the first line of a .cnf file.
const Title = "OrkIsland 1.0"

//go:embed default.cnf
var defaultConfig []byte

func init() {
	env.RegisterTyped(env.Game{Name: "orkisland", Title: Title, DefaultConfig: defaultConfig,
		Modes: []env.Mode{env.Units, env.Plan, env.Facts, env.Board, env.RoadPlan}}, ParseConfig, NewEncoder)
}

// Config is a parsed .cnf: the parameters and how to get the board.
type Config struct {
	Players, Rows, Cols, Rounds int
	InitialHealth, Orks         int
	Cost                        [NumCellTypes]int // health lost moving into each type (Water unused)
	BonusCity, BonusPath        int
	Factor                      int    // factor_connected_component
	Generator                   string // "GENERATOR1" or "FIXED"
	Fixed                       *Board // the board, when Generator is FIXED
	file                        string
	islandOnce                  sync.Once
	island                      []int32 // GENERATOR1's island thresholds, made on first use
}

// NumPlayers implements env.Config.
func (c *Config) NumPlayers() int { return c.Players }

// NumRounds implements env.Config.
func (c *Config) NumRounds() int { return c.Rounds }

// NumUnits is the number of orks in a match.
func (c *Config) NumUnits() int { return c.Players * c.Orks }

// Footprint implements env.Config, from the board's cells and the orks,
// with room over what env/remote's TestEstimateCoversRSS measures: the
// match keeps a few per-cell tables (16 bytes a cell), plan and facts
// modes' encoders their shortest-path fields and routes (112), and the Dummy and the Warlord
// their whole-board plans (96).
func (c *Config) Footprint(mode env.Mode) env.Footprint {
	cells, units := int64(c.Rows*c.Cols), int64(c.NumUnits())
	fp := env.Footprint{Match: 16*cells + 128*units + 32<<10, Bot: 96*cells + 192*units + 64<<10}
	switch mode { // plan, facts and any mode to come: whole-board searches
	case env.Units:
		fp.Encoder = 4*cells + 16<<10
	case env.Board:
		fp.Encoder = 8*cells + 16<<10
	default:
		fp.Encoder = 112*cells + 96*units + 256<<10
	}
	return fp
}

// Default returns the parsed embedded default.cnf.
func Default() *Config { return jutge.MustParse(ParseConfig, "orkisland/default.cnf", defaultConfig) }

// ParseConfig reads a .cnf file with the original's checks, in its order,
// and its messages; every error names the file and line.
func ParseConfig(file string, data []byte) (*Config, error) {
	s := jutge.NewScanner(file, data)
	c := &Config{file: file}
	if err := s.Header("OrkIsland", "1.0", "Problems when reading.", "Problems when reading."); err != nil {
		return nil, err
	}
	sizes, rules := c.checks()
	err := s.Settings(sizes)
	if err != nil {
		return nil, err
	}
	if c.Rows*c.Cols < 25*c.Players*c.Orks {
		return nil, s.Errorf(s.LineOf("nb_orks"), "Wrong parameters.")
	}
	if err := s.Rounds(c.Rounds); err != nil {
		return nil, err
	}
	if err := s.UnitsPerPlayer(c.Orks, "nb_orks"); err != nil {
		return nil, err
	}
	err = s.Settings(rules)
	if err != nil {
		return nil, err
	}
	if c.Rows != c.Cols {
		return nil, s.Errorf(s.LineOf("cols"), "Board should be square.")
	}
	if c.Rows > 1000 {
		return nil, s.Errorf(s.LineOf("rows"), "Boards larger than 1000x1000 are not supported.")
	}
	if err := s.MatchSize(c.Rounds, c.Rows, c.Cols, c.NumUnits(), "nb_orks"); err != nil {
		return nil, err
	}
	gen, _ := s.Next()
	c.Generator = gen.Text
	switch gen.Text {
	case "FIXED":
		b, err := readFixed(s, c.Rows, c.Cols)
		if err != nil {
			return nil, err
		}
		c.Fixed = b
	default:
		if t, ok := s.Peek(); ok {
			if _, err := strconv.ParseInt(t.Text, 10, 32); err == nil {
				if gen.Text == "GENERATOR1" {
					return nil, s.Errorf(t.Line, "GENERATOR1 requires no parameter.")
				}
			}
		}
		if gen.Text != "GENERATOR1" {
			return nil, s.Errorf(gen.Line, "Unknown grid generator.")
		}
	}
	return c, nil
}

// maxObjects is the most cities, and the most paths, a board may have:
// Board keeps each cell's city and path index as an int16.
const maxObjects = math.MaxInt16

// readFixed reads a FIXED board: two label lines, R labelled rows, cities, paths.
func readFixed(s *jutge.Scanner, rows, cols int) (*Board, error) {
	b := &Board{Rows: rows, Cols: cols, Cells: make([]CellType, rows*cols)}
	rowLines := make([]int, rows) // where each row and path is, for check's errors
	var pathLines []int
	for range 2 {
		if _, err := s.Next(); err != nil {
			return nil, err
		}
	}
	for i := 0; i < rows; i++ {
		if _, err := s.Next(); err != nil {
			return nil, err
		}
		t, err := s.Next()
		if err != nil {
			return nil, err
		}
		rowLines[i] = t.Line
		if len(t.Text) != cols {
			return nil, s.Errorf(t.Line, "The read map has a line with incorrect lenght.")
		}
		for j := 0; j < cols; j++ {
			ct, ok := cellTypeOf(t.Text[j])
			if !ok {
				return nil, s.Errorf(t.Line, "%c in grid definition.", t.Text[j])
			}
			b.Cells[i*cols+j] = ct
		}
	}
	readPos := func(what string) (Pos, error) {
		i, t, err := s.Int(what + " row")
		if err != nil {
			return Pos{}, err
		}
		j, _, err := s.Int(what + " column")
		if err != nil {
			return Pos{}, err
		}
		p := Pos{I: i, J: j}
		if !b.In(p) {
			return p, s.Errorf(t.Line, "Position of %s is not ok.", what)
		}
		if want := map[string]CellType{"city": City, "path": Path}[what]; b.At(p) != want {
			return p, s.Errorf(t.Line, "Should be %s.", what)
		}
		return p, nil
	}
	if err := s.Expect("cities", "Expected 'cities'."); err != nil {
		return nil, err
	}
	n, t, err := s.Int("number of cities")
	if err != nil {
		return nil, err
	}
	if n < 0 || n > rows*cols {
		return nil, s.Errorf(t.Line, "Wrong number of cities.")
	}
	if n > maxObjects {
		return nil, s.Errorf(t.Line, "%d cities: at most %d (a board holds its cities' indices in 16 bits).", n, maxObjects)
	}
	for range n {
		size, t, err := s.Int("city size")
		if err != nil {
			return nil, err
		}
		if size < 0 || size > rows*cols {
			return nil, s.Errorf(t.Line, "Wrong city size.")
		}
		city := make([]Pos, size)
		for k := range city {
			if city[k], err = readPos("city"); err != nil {
				return nil, err
			}
		}
		b.Cities = append(b.Cities, city)
	}
	if err := s.Expect("paths", "Expected 'paths'."); err != nil {
		return nil, err
	}
	n, t, err = s.Int("number of paths")
	if err != nil {
		return nil, err
	}
	if n < 0 || n > rows*cols {
		return nil, s.Errorf(t.Line, "Wrong number of paths.")
	}
	if n > maxObjects {
		return nil, s.Errorf(t.Line, "%d paths: at most %d (a board holds its paths' indices in 16 bits).", n, maxObjects)
	}
	for range n {
		var p PathInfo
		var t jutge.Token
		if p.A, t, err = s.Int("path city"); err != nil {
			return nil, err
		}
		pathLines = append(pathLines, t.Line)
		if p.B, _, err = s.Int("path city"); err != nil {
			return nil, err
		}
		size, t, err := s.Int("path size")
		if err != nil {
			return nil, err
		}
		if size < 0 || size > rows*cols {
			return nil, s.Errorf(t.Line, "Wrong path size.")
		}
		p.Cells = make([]Pos, size)
		for k := range p.Cells {
			if p.Cells[k], err = readPos("path"); err != nil {
				return nil, err
			}
		}
		b.Paths = append(b.Paths, p)
	}
	if err := b.check(); err != nil {
		line := s.Line()
		var ce *cellError
		var pe *pathError
		switch {
		case errors.As(err, &ce):
			line = rowLines[ce.I]
		case errors.As(err, &pe):
			line = pathLines[pe.K]
		}
		return nil, s.Errorf(line, "%v", err)
	}
	return b, nil
}

// cellError is a broken board invariant at a cell.
type cellError struct {
	I, J int
	Msg  string
}

func (e *cellError) Error() string {
	return fmt.Sprintf("cell (%d, %d) %s Invariants are not satisfied.", e.I, e.J, e.Msg)
}

// pathError is a path joining cities that do not exist.
type pathError struct{ K, A, B int }

func (e *pathError) Error() string {
	return fmt.Sprintf("path between cities %d and %d: wrong city. Invariants are not satisfied.", e.A, e.B)
}

// check verifies the original's board invariants and builds the indices.
func (b *Board) check() error {
	for i := 0; i < b.Rows; i++ {
		for j := 0; j < b.Cols; j++ {
			if (i == 0 || j == 0 || i == b.Rows-1 || j == b.Cols-1) && b.At(Pos{I: i, J: j}) != Water {
				return &cellError{i, j, "on the border is not water."}
			}
		}
	}
	owner := make([]int, len(b.Cells))
	mark := func(cells []Pos, want CellType, what string) error {
		for _, p := range cells {
			k := b.Index(p)
			if owner[k] != 0 {
				return &cellError{p.I, p.J, "belongs to two " + what + "."}
			}
			owner[k] = int(want)
		}
		return nil
	}
	for _, c := range b.Cities {
		if err := mark(c, City, "cities"); err != nil {
			return err
		}
	}
	for k, p := range b.Paths {
		if p.A < 0 || p.A >= len(b.Cities) || p.B < 0 || p.B >= len(b.Cities) {
			return &pathError{k, p.A, p.B}
		}
		if err := mark(p.Cells, Path, "paths"); err != nil {
			return err
		}
	}
	for k, t := range b.Cells {
		if (t == City || t == Path) != (owner[k] != 0) {
			return &cellError{k / b.Cols, k % b.Cols, fmt.Sprintf("of type %c is not in exactly the listed cities or paths.", t.Char())}
		}
	}
	b.index()
	return nil
}

// checks is the .cnf's settings, in order, with the original's checks: what
// ParseConfig reads (the sizes, then, after the rounds and the units, the
// rules) and the match file's header lists.
func (c *Config) checks() (sizes, rules []jutge.Check) {
	nonNeg := jutge.AtLeast(0)
	sizes = []jutge.Check{
		{Name: "nb_players", Dst: &c.Players, OK: jutge.Equal(4), Msg: "Wrong number of players."},
		{Name: "rows", Dst: &c.Rows, OK: jutge.AtLeast(20), Msg: "Wrong number of rows."},
		{Name: "cols", Dst: &c.Cols, OK: jutge.AtLeast(20), Msg: "Wrong number of columns."},
		{Name: "nb_rounds", Dst: &c.Rounds, OK: jutge.AtLeast(1), Msg: "Wrong number of rounds."},
		{Name: "initial_health", Dst: &c.InitialHealth, OK: jutge.AtLeast(1), Msg: "Wrong initial health."},
		{Name: "nb_orks", Dst: &c.Orks, OK: jutge.AtLeast(1), Msg: "Wrong number of orks."},
	}
	rules = []jutge.Check{
		{Name: "cost_grass", Dst: &c.Cost[Grass], OK: nonNeg, Msg: "Cost of grass should be non-negative"},
		{Name: "cost_forest", Dst: &c.Cost[Forest], OK: nonNeg, Msg: "Cost of forest should be non-negative"},
		{Name: "cost_sand", Dst: &c.Cost[Sand], OK: nonNeg, Msg: "Cost of sand should be non-negative"},
		{Name: "cost_city", Dst: &c.Cost[City], OK: nonNeg, Msg: "Cost of city should be non-negative"},
		{Name: "cost_path", Dst: &c.Cost[Path], OK: nonNeg, Msg: "Cost of path should be non-negative"},
		{Name: "bonus_per_city_cell", Dst: &c.BonusCity, OK: jutge.AtLeast(1), Msg: "Wrong bonus per city cell."},
		{Name: "bonus_per_path_cell", Dst: &c.BonusPath, OK: jutge.AtLeast(1), Msg: "Wrong bonus per path cell."},
		{Name: "factor_connected_component", Dst: &c.Factor, OK: jutge.AtLeast(1), Msg: "Wrong factor for connected components."},
	}
	return sizes, rules
}
