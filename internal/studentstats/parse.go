package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"

	"github.com/edagym/edagym/internal/gzfile"
)

// Match is an Ork Island match file (../shared/rules/orkisland-engine.md
// §7): the header, the board from the first state, and every state.
type Match struct {
	Names  []string
	Seed   int
	Set    Settings
	Grid   [][]byte // row by row, the statement's letters (W . F S C P)
	Cities [][]Pos
	Paths  []Path
	// Rounds[0] is the initial state; Rounds[r] the state after round r
	// with the moves that succeeded in it.
	Rounds []Round
}

// Settings are the header's fourteen settings that the statistics read.
type Settings struct {
	Players, Rows, Cols, Rounds, Health, Orks int
	Cost                                      map[byte]int // per grid letter
	BonusCity, BonusPath, Factor              int
}

// Pos is a cell (row, column).
type Pos struct{ I, J int }

// Path is a path: the cities it joins and its cells.
type Path struct {
	A, B  int
	Cells []Pos
}

// Unit is one ork in one state.
type Unit struct {
	Player, I, J, Health int
}

// Move is one order that succeeded (the commands block): unit and
// direction letter (b r t l).
type Move struct {
	ID  int
	Dir byte
}

// Round is one state.
type Round struct {
	Moves     []Move
	Score     []int
	CityOwner []int
	PathOwner []int
	Units     []Unit
}

// ReadFile reads a match file, plain or gzipped.
func ReadFile(name string) (*Match, error) {
	return gzfile.Read(name, Read)
}

// Read parses a match file, plain or gzipped.
func Read(r io.Reader) (*Match, error) {
	zr, err := gzfile.NewReader(r)
	if err != nil {
		return nil, err
	}
	defer zr.Close()
	p := &parser{s: bufio.NewScanner(zr)}
	p.s.Buffer(make([]byte, 1<<16), 1<<20)
	p.s.Split(bufio.ScanWords)
	m, err := p.match()
	if err != nil {
		return nil, fmt.Errorf("token %d: %w", p.n, err)
	}
	return m, nil
}

// parser reads the file as whitespace-separated tokens: every section of a
// state starts with a keyword, so lines need not be tracked.
type parser struct {
	s     *bufio.Scanner
	n     int // tokens read
	err   error
	round int // the last state's round number
}

func (p *parser) next() []byte {
	if p.err != nil {
		return nil
	}
	if !p.s.Scan() {
		p.err = p.s.Err()
		if p.err == nil {
			p.err = io.ErrUnexpectedEOF
		}
		return nil
	}
	p.n++
	return p.s.Bytes()
}

func (p *parser) int() int {
	t := p.next()
	if p.err != nil {
		return 0
	}
	v, err := strconv.Atoi(string(t))
	if err != nil {
		p.err = fmt.Errorf("want a number, got %q", t)
	}
	return v
}

func (p *parser) expect(word string) {
	if t := p.next(); p.err == nil && string(t) != word {
		p.err = fmt.Errorf("want %q, got %q", word, t)
	}
}

// settingNames are the header's settings in file order.
var settingNames = []string{"nb_players", "rows", "cols", "nb_rounds", "initial_health", "nb_orks",
	"cost_grass", "cost_forest", "cost_sand", "cost_city", "cost_path",
	"bonus_per_city_cell", "bonus_per_path_cell", "factor_connected_component"}

func (p *parser) match() (*Match, error) {
	m := &Match{}
	p.expect("Game")
	p.expect("Seed")
	m.Seed = p.int()
	p.expect("OrkIsland")
	p.expect("1.0")
	v := make([]int, len(settingNames))
	for k, name := range settingNames {
		p.expect(name)
		v[k] = p.int()
	}
	if p.err != nil {
		return nil, p.err
	}
	m.Set = Settings{Players: v[0], Rows: v[1], Cols: v[2], Rounds: v[3], Health: v[4], Orks: v[5],
		Cost:      map[byte]int{'.': v[6], 'F': v[7], 'S': v[8], 'C': v[9], 'P': v[10]},
		BonusCity: v[11], BonusPath: v[12], Factor: v[13]}
	if m.Set.Players < 1 || m.Set.Rows < 1 || m.Set.Cols < 1 || m.Set.Orks < 1 {
		return nil, fmt.Errorf("bad settings %v", v)
	}
	p.expect("names")
	for range m.Set.Players {
		m.Names = append(m.Names, string(p.next()))
	}
	first := true
	for {
		var r Round
		if !first {
			if !p.s.Scan() {
				break // the file ends after a state
			}
			p.n++
			if string(p.s.Bytes()) != "commands" {
				return nil, fmt.Errorf("want \"commands\", got %q", p.s.Bytes())
			}
			for {
				id := p.int()
				if id == -1 || p.err != nil {
					break
				}
				d := p.next()
				if len(d) != 1 || bytes.IndexByte([]byte("brtl"), d[0]) < 0 {
					p.err = fmt.Errorf("bad direction %q", d)
					break
				}
				r.Moves = append(r.Moves, Move{id, d[0]})
			}
		}
		p.state(m, &r, first)
		if p.err != nil {
			return nil, p.err
		}
		if p.round != len(m.Rounds) {
			return nil, fmt.Errorf("state %d is numbered %d", len(m.Rounds), p.round)
		}
		m.Rounds = append(m.Rounds, r)
		first = false
	}
	if p.err = p.s.Err(); p.err != nil {
		return nil, p.err
	}
	return m, nil
}

// state reads one state (§7.2); the board is kept from the first.
func (p *parser) state(m *Match, r *Round, first bool) {
	st := &m.Set
	p.next() // column labels
	p.next()
	for range st.Rows {
		p.next() // row label
		row := p.next()
		if first {
			if len(row) != st.Cols {
				p.err = fmt.Errorf("grid row of %d cells, want %d", len(row), st.Cols)
				return
			}
			m.Grid = append(m.Grid, bytes.Clone(row))
		}
	}
	p.expect("cities")
	nc := p.int()
	for k := 0; k < nc && p.err == nil; k++ {
		cells := p.cells(p.int())
		if first {
			m.Cities = append(m.Cities, cells)
		}
	}
	p.expect("paths")
	np := p.int()
	for k := 0; k < np && p.err == nil; k++ {
		a, b := p.int(), p.int()
		cells := p.cells(p.int())
		if first {
			m.Paths = append(m.Paths, Path{a, b, cells})
		}
	}
	p.expect("round")
	p.round = p.int()
	p.expect("total_score")
	r.Score = p.ints(st.Players)
	p.expect("status")
	for range st.Players {
		p.next()
	}
	p.expect("city_owners")
	r.CityOwner = p.ints(nc)
	p.expect("path_owners")
	r.PathOwner = p.ints(np)
	p.expect("units")
	n := st.Players * st.Orks
	r.Units = make([]Unit, n)
	for k := range r.Units {
		r.Units[k] = Unit{Player: p.int(), I: p.int(), J: p.int(), Health: p.int()}
	}
}

func (p *parser) cells(n int) []Pos {
	if n < 0 || n > 1<<20 {
		p.err = fmt.Errorf("bad cell count %d", n)
		return nil
	}
	out := make([]Pos, n)
	for k := range out {
		out[k] = Pos{p.int(), p.int()}
	}
	return out
}

func (p *parser) ints(n int) []int {
	out := make([]int, n)
	for k := range out {
		out[k] = p.int()
	}
	return out
}
