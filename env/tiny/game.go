// Package tiny is a game small enough to check by hand: the env core's own
// test game, as EnvPool has a dummy env. Importing it registers "tiny" and
// its players (Null, Random, Demo); the binary never does, only tests.
//
// Four players own two units each on a small board, starting in their
// corners. Every round each unit may move one cell (bottom, right, top,
// left) onto a free cell of the board, and paints the cell it enters; the
// players' orders run in seat order. Then every player scores the number
// of cells it has painted. The match ends after nb_rounds rounds.
package tiny

import (
	"fmt"
	"io"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// Title is the first word of a .cnf and of a match file.
const Title = "Tiny"

// DefaultConfig is the default .cnf.
const DefaultConfig = "Tiny 1.0\nnb_players 4\nnb_rounds 100\nrows 6\ncols 6\nnb_units 2\n"

func init() {
	env.RegisterTyped(env.Game{Name: "tiny", Title: Title + " 1.0", DefaultConfig: []byte(DefaultConfig),
		Modes: []env.Mode{env.Units, env.Board}}, Parse, NewEncoder)
}

// Config is a parsed .cnf.
type Config struct {
	Players, Rounds, Rows, Cols, Units int
	// NoBoardEvery > 0 (no .cnf sets it; the core's tests do): a seed it
	// divides has no board (env.ErrNoBoard), as a GENERATOR fails on some
	// seeds.
	NoBoardEvery int32
}

// Parse reads a .cnf.
func Parse(file string, data []byte) (*Config, error) {
	s := jutge.NewScanner(file, data)
	if err := s.Expect(Title, "Expected '"+Title+"'."); err != nil {
		return nil, err
	}
	if err := s.Expect("1.0", "Expected version 1.0."); err != nil {
		return nil, err
	}
	c := &Config{}
	if err := s.Settings([]jutge.Check{
		{Name: "nb_players", Dst: &c.Players, OK: jutge.Equal(4), Msg: "nb_players must be 4"},
		{Name: "nb_rounds", Dst: &c.Rounds, OK: func(v int) bool { return v >= 1 && v <= 1000 }, Msg: "nb_rounds must be 1..1000"},
		{Name: "rows", Dst: &c.Rows, OK: func(v int) bool { return v >= 2 && v <= 32 }, Msg: "rows must be 2..32"},
		{Name: "cols", Dst: &c.Cols, OK: func(v int) bool { return v >= 2 && v <= 32 }, Msg: "cols must be 2..32"},
		{Name: "nb_units", Dst: &c.Units, OK: func(v int) bool { return v >= 1 && v <= 4 }, Msg: "nb_units must be 1..4"},
	}); err != nil {
		return nil, err
	}
	if c.Units > min(c.Rows, c.Cols)/2 {
		return nil, s.Errorf(s.LineOf("nb_units"), "%d units a player do not fit a %d×%d board's corners", c.Units, c.Rows, c.Cols)
	}
	if !s.Done() {
		return nil, s.Errorf(s.Line(), "unexpected text after the settings")
	}
	return c, nil
}

// NumPlayers implements env.Config.
func (c *Config) NumPlayers() int { return c.Players }

// NumRounds implements env.Config.
func (c *Config) NumRounds() int { return c.Rounds }

// Footprint implements env.Config: a few bytes a cell and a unit.
func (c *Config) Footprint(env.Mode) env.Footprint {
	n := int64(c.Rows*c.Cols + 4*c.Units)
	return env.Footprint{Match: 32*n + 4<<10, Encoder: 16*n + 4<<10, Bot: 16*n + 4<<10}
}

// NewMatch implements env.Config: player p's units start along its corner's
// diagonal (corners clockwise from the top left).
func (c *Config) NewMatch(seed int32, log io.Writer) (env.Match, error) {
	if c.NoBoardEvery > 0 && seed%c.NoBoardEvery == 0 {
		return nil, fmt.Errorf("tiny: seed %d: %w", seed, env.ErrNoBoard)
	}
	m := &Match{cfg: c, seed: seed, owner: make([]int8, c.Rows*c.Cols), unitAt: make([]int16, c.Rows*c.Cols),
		score: make([]int, c.Players), moved: make([]bool, c.Players*c.Units)}
	for k := range m.owner {
		m.owner[k], m.unitAt[k] = -1, -1
	}
	for p := 0; p < c.Players; p++ {
		for u := 0; u < c.Units; u++ {
			pos := corner(c, p, u)
			if m.unitAt[m.index(pos)] >= 0 {
				return nil, fmt.Errorf("tiny: corners overlap")
			}
			m.unitAt[m.index(pos)] = int16(len(m.units))
			m.units = append(m.units, unit{player: p, pos: pos})
		}
	}
	return m, nil
}

func corner(c *Config, p, u int) grid.Pos {
	switch p {
	case 0:
		return grid.Pos{I: u, J: u}
	case 1:
		return grid.Pos{I: u, J: c.Cols - 1 - u}
	case 2:
		return grid.Pos{I: c.Rows - 1 - u, J: c.Cols - 1 - u}
	}
	return grid.Pos{I: c.Rows - 1 - u, J: u}
}
