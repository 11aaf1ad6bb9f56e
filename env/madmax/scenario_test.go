package madmax

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// A scenario is a small hand-built board with units placed by hand.
type scenario struct {
	grid  []string
	units []Unit
	round int
	seed  int32
}

// w and c write units compactly: team, row, column and food/water or fuel.
func w(team, i, j, food, water int) Unit {
	return Unit{Kind: Warrior, Team: team, Pos: Pos{I: i, J: j}, Food: food, Water: water}
}
func c(team, i, j, fuel int) Unit {
	return Unit{Kind: Car, Team: team, Pos: Pos{I: i, J: j}, Food: fuel}
}

// build makes the match: the grid's digits are cities of that team.
func (s scenario) build(t *testing.T) *Match {
	t.Helper()
	rows, cols := len(s.grid), len(s.grid[0])
	kinds := make([]CellType, rows*cols)
	owner := make([]int8, rows*cols)
	for i, line := range s.grid {
		for j := 0; j < cols; j++ {
			k, ok := i*cols+j, false
			if kinds[k], owner[k], ok = cellOf(line[j]); !ok {
				t.Fatalf("scenario grid: %c", line[j])
			}
		}
	}
	// Count the cities first, then build the board.
	var n int
	for probe := 0; probe < 64; probe++ {
		if _, err := newBoard(rows, cols, kinds, owner, probe); err == nil {
			n = probe
			break
		}
	}
	b, err := newBoard(rows, cols, kinds, owner, n)
	if err != nil {
		t.Fatal(err)
	}
	cfg := &Config{Players: 4, Rounds: 100, Cities: n, Warriors: 1, Cars: 1, Health: 40, Fuel: 100, Damage: 6, Rows: rows, Cols: cols, Generator: "FIXED", Fixed: b}
	m := &Match{cfg: cfg, seed: s.seed, board: b, round: s.round}
	m.rng.Seed(s.seed)
	m.cityOwner = append([]int(nil), b.CityOwner...)
	m.unitAt = make([]int16, rows*cols)
	for k := range m.unitAt {
		m.unitAt[k] = -1
	}
	for id, u := range s.units {
		u.ID = id
		m.units = append(m.units, u)
		m.unitAt[b.Index(u.Pos)] = int16(id)
	}
	m.allocRound()
	m.rebuildLists()
	return m
}

// run runs the named stages of a round, in the round's order.
func (m *Match) runStages(orders [][]jutge.Order, names ...string) {
	for _, s := range stages {
		if slices.Contains(names, s.Name) {
			s.Run(m, orders)
		}
	}
}

// pickTwo is the spec's pick-two-other-teams, from the test's own generator.
func pickTwo(r *jutge.Random, a, b int) (int, int) {
	var kept []int
	for _, t := range r.Permutation(4, nil) {
		if t != a && t != b {
			kept = append(kept, t)
		}
	}
	return kept[0], kept[1]
}

// afterPerm is the test's copy of the board generator after the execution
// permutation of n selected orders.
func afterPerm(seed int32, n int) *jutge.Random {
	r := jutge.NewRandom(seed)
	r.Permutation(n, nil)
	return r
}

func orders(p int, os ...jutge.Order) [][]jutge.Order {
	out := make([][]jutge.Order, 4)
	out[p] = os
	return out
}

func o(id int, d grid.Dir) jutge.Order { return jutge.Order{Unit: id, Dir: int(d)} }

func performed(m *Match) string {
	var b strings.Builder
	for _, mv := range m.performed {
		fmt.Fprintf(&b, "%d%c ", mv.id, mv.dir.Letter())
	}
	return strings.TrimSpace(b.String())
}

// checkUnits compares units; killed units are compared without position.
func checkUnits(t *testing.T, m *Match, want []Unit, dead []int) {
	t.Helper()
	for id, u := range want {
		got := m.units[id]
		u.ID = id
		if slices.Contains(dead, id) {
			if !m.killed[id] {
				t.Errorf("unit %d should be killed", id)
			}
			got.Pos, u.Pos = Pos{}, Pos{}
		} else if m.killed[id] {
			t.Errorf("unit %d should not be killed", id)
		}
		if got != u {
			t.Errorf("unit %d: got %+v, want %+v", id, got, u)
		}
	}
}

// The board of most scenarios: a city of team 0 in rows 1–2, a road along
// row 4, water and a station.
var board1 = []string{
	"..........",
	".000......",
	".000...X..",
	"..........",
	"RRRRRRRRRR",
	"..W..S....",
	"..........",
}

func TestMovesAndCollisions(t *testing.T) {
	const seed = 7
	cases := []struct {
		name   string
		units  []Unit
		round  int
		orders [][]jutge.Order
		want   func() []Unit
		dead   []int
		moves  string
	}{
		{"warrior steps onto desert", []Unit{w(0, 3, 3, 40, 40)}, 0, orders(0, o(0, grid.Bottom)),
			func() []Unit { return []Unit{w(0, 4, 3, 40, 40)} }, nil, "0b"},
		{"warrior enters a city diagonally", []Unit{w(0, 3, 4, 40, 40)}, 0, orders(0, o(0, grid.TL)),
			func() []Unit { return []Unit{w(0, 2, 3, 40, 40)} }, nil, "0y"},
		{"warrior cannot enter a wall", []Unit{w(0, 3, 7, 40, 40)}, 0, orders(0, o(0, grid.Top)),
			func() []Unit { return []Unit{w(0, 3, 7, 40, 40)} }, nil, ""},
		{"warrior cannot enter water", []Unit{w(0, 4, 2, 40, 40)}, 0, orders(0, o(0, grid.Bottom)),
			func() []Unit { return []Unit{w(0, 4, 2, 40, 40)} }, nil, ""},
		{"warrior cannot leave the board", []Unit{w(0, 0, 0, 40, 40)}, 0, orders(0, o(0, grid.TL)),
			func() []Unit { return []Unit{w(0, 0, 0, 40, 40)} }, nil, ""},
		{"car cannot enter a city", []Unit{c(0, 3, 4, 50)}, 0, orders(0, o(0, grid.TL)),
			func() []Unit { return []Unit{c(0, 3, 4, 50)} }, nil, ""},
		{"car cannot enter a station", []Unit{c(0, 4, 5, 50)}, 0, orders(0, o(0, grid.Bottom)),
			func() []Unit { return []Unit{c(0, 4, 5, 50)} }, nil, ""},
		{"warrior waits for its turn", []Unit{w(1, 3, 3, 40, 40)}, 0, orders(1, o(0, grid.Bottom)),
			func() []Unit { return []Unit{w(1, 3, 3, 40, 40)} }, nil, ""},
		{"warrior moves on its turn (round 5, team 1)", []Unit{w(1, 3, 3, 40, 40)}, 5, orders(1, o(0, grid.Bottom)),
			func() []Unit { return []Unit{w(1, 4, 3, 40, 40)} }, nil, "0b"},
		{"car with fuel on a road moves any round", []Unit{c(2, 4, 0, 9)}, 1, orders(2, o(0, grid.Right)),
			func() []Unit { return []Unit{c(2, 4, 1, 9)} }, nil, "0r"},
		{"car without fuel waits for its turn", []Unit{c(2, 4, 0, 0)}, 1, orders(2, o(0, grid.Right)),
			func() []Unit { return []Unit{c(2, 4, 0, 0)} }, nil, ""},
		{"car without fuel moves on its turn", []Unit{c(2, 4, 0, 0)}, 2, orders(2, o(0, grid.Right)),
			func() []Unit { return []Unit{c(2, 4, 1, 0)} }, nil, "0r"},
		{"car on desert waits for its turn", []Unit{c(2, 3, 0, 50)}, 1, orders(2, o(0, grid.Bottom)),
			func() []Unit { return []Unit{c(2, 3, 0, 50)} }, nil, ""},
		{"orders for rival units, bad ids and directions are ignored",
			[]Unit{w(0, 3, 3, 40, 40), w(1, 3, 5, 40, 40)}, 0,
			[][]jutge.Order{{o(1, grid.Bottom), {Unit: 9, Dir: 0}, {Unit: 0, Dir: 11}}, nil, nil, nil},
			func() []Unit { return []Unit{w(0, 3, 3, 40, 40), w(1, 3, 5, 40, 40)} }, nil, ""},
		{"None is not a move", []Unit{w(0, 3, 3, 40, 40)}, 0, orders(0, o(0, grid.None)),
			func() []Unit { return []Unit{w(0, 3, 3, 40, 40)} }, nil, ""},
		{"car runs over a rival warrior, which joins the car's team",
			[]Unit{c(1, 4, 3, 50), w(2, 3, 3, 12, 7)}, 0, orders(1, o(0, grid.Top)),
			func() []Unit { return []Unit{c(1, 3, 3, 50), w(1, 0, 0, 40, 40)} }, []int{1}, "0t"},
		{"car runs over an own warrior, which goes to a random other team",
			[]Unit{c(1, 4, 3, 50), w(1, 3, 3, 12, 7)}, 0, orders(1, o(0, grid.Top)),
			func() []Unit {
				s0, _ := pickTwo(afterPerm(seed, 1), 1, 1)
				return []Unit{c(1, 3, 3, 50), w(s0, 0, 0, 40, 40)}
			}, []int{1}, "0t"},
		{"two rival cars explode and go to the two other teams",
			[]Unit{c(0, 4, 3, 50), c(1, 4, 4, 20)}, 0, orders(0, o(0, grid.Right)),
			func() []Unit {
				s0, s1 := pickTwo(afterPerm(seed, 1), 0, 1)
				return []Unit{c(s1, 0, 0, 100), c(s0, 0, 0, 100)}
			}, []int{0, 1}, "0r"},
		{"two own cars explode and go to two different other teams",
			[]Unit{c(3, 4, 3, 50), c(3, 4, 4, 20)}, 0, orders(3, o(0, grid.Right)),
			func() []Unit {
				s0, s1 := pickTwo(afterPerm(seed, 1), 3, 3)
				return []Unit{c(s1, 0, 0, 100), c(s0, 0, 0, 100)}
			}, []int{0, 1}, "0r"},
		{"warrior walking into a rival car commits suicide",
			[]Unit{w(0, 3, 3, 30, 30), c(2, 4, 3, 20)}, 0, orders(0, o(0, grid.Bottom)),
			func() []Unit { return []Unit{w(2, 0, 0, 40, 40), c(2, 4, 3, 20)} }, []int{0}, "0b"},
		{"warrior walking into an own car goes to a random other team",
			[]Unit{w(0, 3, 3, 30, 30), c(0, 4, 3, 20)}, 0, orders(0, o(0, grid.Bottom)),
			func() []Unit {
				s0, _ := pickTwo(afterPerm(seed, 1), 0, 0)
				return []Unit{w(s0, 0, 0, 40, 40), c(0, 4, 3, 20)}
			}, []int{0}, "0b"},
		{"attack outside a city steals half of the damage",
			[]Unit{w(0, 3, 3, 30, 39), w(1, 3, 4, 40, 40)}, 0, orders(0, o(0, grid.Right)),
			func() []Unit { return []Unit{w(0, 3, 3, 33, 40), w(1, 3, 4, 34, 34)} }, nil, "0r"},
		{"attack on a weak warrior captures it",
			[]Unit{w(0, 3, 3, 30, 30), w(1, 3, 4, 20, 5)}, 0, orders(0, o(0, grid.Right)),
			func() []Unit { return []Unit{w(0, 3, 3, 33, 32), w(0, 0, 0, 40, 40)} }, []int{1}, "0r"},
		{"killing an own warrior gives it to a random other team",
			[]Unit{w(0, 3, 3, 30, 30), w(0, 3, 4, 4, 20)}, 0, orders(0, o(0, grid.Right)),
			func() []Unit {
				s0, _ := pickTwo(afterPerm(seed, 1), 0, 0)
				return []Unit{w(0, 3, 3, 32, 33), w(s0, 0, 0, 40, 40)}
			}, []int{1}, "0r"},
		{"road to city is an attack, not a thunderdome",
			[]Unit{w(0, 3, 2, 40, 40), w(1, 2, 2, 40, 40)}, 0, orders(0, o(0, grid.Top)),
			func() []Unit { return []Unit{w(0, 3, 2, 40, 40), w(1, 2, 2, 34, 34)} }, nil, "0t"},
		{"thunderdome between rivals: the water decides",
			[]Unit{w(0, 1, 1, 40, 30), w(1, 1, 2, 40, 20)}, 0, orders(0, o(0, grid.Right)),
			func() []Unit {
				r := afterPerm(seed, 1)
				pickTwo(r, 0, 1)
				if r.Int(0, 49) < 30 {
					return []Unit{w(0, 1, 1, 40, 30), w(0, 0, 0, 40, 40)}
				}
				return []Unit{w(1, 0, 0, 40, 40), w(1, 1, 2, 40, 20)}
			}, nil, "0r"},
		{"thunderdome between team mates: the loser goes to another team",
			[]Unit{w(3, 1, 1, 40, 2), w(3, 1, 2, 40, 38)}, 3, orders(3, o(0, grid.Right)),
			func() []Unit {
				r := afterPerm(seed, 1)
				s0, _ := pickTwo(r, 3, 3)
				if r.Int(0, 39) < 2 {
					return []Unit{w(3, 1, 1, 40, 2), w(s0, 0, 0, 40, 40)}
				}
				return []Unit{w(s0, 0, 0, 40, 40), w(3, 1, 2, 40, 38)}
			}, nil, "0r"},
		{"a unit killed earlier in the round does not move",
			[]Unit{c(0, 4, 3, 50), w(1, 3, 3, 40, 40)}, 1,
			[][]jutge.Order{{o(0, grid.Top)}, {o(1, grid.Bottom)}, nil, nil},
			func() []Unit { return []Unit{c(0, 3, 3, 50), w(0, 0, 0, 40, 40)} }, nil,
			// Car first: it runs the warrior over, whose order is skipped.
			// Warrior first: it walks into the car, then the car moves.
			map[int]string{0: "0t", 1: "1b 0t"}[jutge.NewRandom(seed).Permutation(2, nil)[0]]},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := scenario{grid: board1, units: tc.units, round: tc.round, seed: seed}.build(t)
			m.runStages(tc.orders, "select orders", "execute moves")
			if tc.want == nil {
				return // only checks that nothing panics
			}
			want := tc.want()
			var dead []int
			for id, u := range want {
				if u.Pos == (Pos{}) && tc.units[id].Pos != (Pos{}) {
					dead = append(dead, id)
				}
			}
			checkUnits(t, m, want, dead)
			if got := performed(m); got != tc.moves {
				t.Errorf("performed %q, want %q", got, tc.moves)
			}
		})
	}
}

// TestCaptors: the units that won a rival unit are listed, once a capture;
// a unit of one's own team that dies (it goes to a third team) and two cars
// that crash list none.
func TestCaptors(t *testing.T) {
	const seed = 7
	thunder := func() []int { // the thunderdome's winner, as the engine draws it
		r := afterPerm(seed, 1)
		pickTwo(r, 0, 1)
		if r.Int(0, 49) < 30 {
			return []int{0}
		}
		return []int{1}
	}()
	cases := []struct {
		name   string
		units  []Unit
		round  int
		orders [][]jutge.Order
		want   []int
	}{
		{"a car runs over a rival warrior", []Unit{c(1, 4, 3, 50), w(2, 3, 3, 12, 7)}, 0, orders(1, o(0, grid.Top)), []int{0}},
		{"a car runs over an own warrior", []Unit{c(1, 4, 3, 50), w(1, 3, 3, 12, 7)}, 0, orders(1, o(0, grid.Top)), nil},
		{"two rival cars crash", []Unit{c(0, 4, 3, 50), c(1, 4, 4, 20)}, 0, orders(0, o(0, grid.Right)), nil},
		{"a warrior walks into a rival car", []Unit{w(0, 3, 3, 30, 30), c(2, 4, 3, 20)}, 0, orders(0, o(0, grid.Bottom)), []int{1}},
		{"a warrior walks into an own car", []Unit{w(0, 3, 3, 30, 30), c(0, 4, 3, 20)}, 0, orders(0, o(0, grid.Bottom)), nil},
		{"an attack captures a weak rival", []Unit{w(0, 3, 3, 30, 30), w(1, 3, 4, 20, 5)}, 0, orders(0, o(0, grid.Right)), []int{0}},
		{"an attack wounds a rival", []Unit{w(0, 3, 3, 30, 39), w(1, 3, 4, 40, 40)}, 0, orders(0, o(0, grid.Right)), nil},
		{"an attack kills an own warrior", []Unit{w(0, 3, 3, 30, 30), w(0, 3, 4, 4, 20)}, 0, orders(0, o(0, grid.Right)), nil},
		{"a thunderdome between rivals", []Unit{w(0, 1, 1, 40, 30), w(1, 1, 2, 40, 20)}, 0, orders(0, o(0, grid.Right)), thunder},
		{"a thunderdome between team mates", []Unit{w(3, 1, 1, 40, 2), w(3, 1, 2, 40, 38)}, 3, orders(3, o(0, grid.Right)), nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := scenario{grid: board1, units: tc.units, round: tc.round, seed: seed}.build(t)
			m.runStages(tc.orders, "select orders", "execute moves")
			if got := m.Captors(nil); !slices.Equal(got, tc.want) {
				t.Errorf("captors %v, want %v", got, tc.want)
			}
		})
	}
}

func TestThunderdomeOdds(t *testing.T) {
	// "if one has 30 units of water and the other one 20 units, then the
	// former will survive with probability 3/5".
	wins := 0
	const n = 4000
	for s := int32(1); s <= n; s++ {
		m := scenario{grid: board1, units: []Unit{w(0, 1, 1, 40, 30), w(1, 1, 2, 40, 20)}, seed: s}.build(t)
		m.runStages(orders(0, o(0, grid.Right)), "select orders", "execute moves")
		if m.killed[1] {
			wins++
		}
	}
	if p := float64(wins) / n; p < 0.57 || p > 0.63 {
		t.Errorf("attacker with 30 water vs 20 won %.3f of fights, want about 0.6", p)
	}
}

func TestUpkeep(t *testing.T) {
	const seed = 3
	units := []Unit{
		w(0, 3, 3, 10, 20), // turn team: pays
		w(1, 3, 6, 10, 20), // other team: untouched
		c(2, 4, 8, 50),     // other team's car on a road with fuel: burns
		c(2, 3, 0, 50),     // other team's car on desert: cannot move, keeps fuel
		c(0, 3, 9, 50),     // turn team's car on desert: burns
		c(1, 4, 1, 0),      // empty car on a road: nothing to burn
		w(0, 6, 6, 5, 1),   // dies of thirst, to a random other team
	}
	m := scenario{grid: board1, units: units, round: 4, seed: seed}.build(t)
	m.runStages(nil, "select orders", "execute moves", "upkeep")
	r := afterPerm(seed, 0)
	s0, _ := pickTwo(r, 0, 0)
	checkUnits(t, m, []Unit{
		w(0, 3, 3, 9, 19), w(1, 3, 6, 10, 20), c(2, 4, 8, 49), c(2, 3, 0, 50), c(0, 3, 9, 49), c(1, 4, 1, 0),
		w(s0, 0, 0, 40, 40),
	}, []int{6})
}

func TestRefill(t *testing.T) {
	units := []Unit{
		w(1, 1, 2, 10, 20), // in a city on its turn: food
		w(1, 5, 1, 10, 20), // next to water on its turn: water
		w(2, 2, 2, 10, 20), // not its turn: nothing
		w(2, 6, 2, 10, 20),
		c(3, 4, 5, 10), // on a road next to a station with fuel: refuels
		c(3, 5, 4, 10), // on desert next to a station, not its turn: nothing
		c(1, 5, 6, 10), // on desert next to a station on its turn: refuels
	}
	m := scenario{grid: board1, units: units, round: 1, seed: 1}.build(t)
	refill(m, nil)
	checkUnits(t, m, []Unit{
		w(1, 1, 2, 40, 20), w(1, 5, 1, 10, 40), w(2, 2, 2, 10, 20), w(2, 6, 2, 10, 20),
		c(3, 4, 5, 100), c(3, 5, 4, 10), c(1, 5, 6, 100),
	}, nil)
}

func TestScoring(t *testing.T) {
	grid := []string{
		"..........",
		".00...11..",
		".00...11..",
		"..........",
		".22...33..",
		".22...33..",
		"..........",
	}
	cases := []struct {
		name  string
		units []Unit
		owner []int
	}{
		{"nobody inside: owners stay", nil, []int{0, 1, 2, 3}},
		{"one rival inside conquers", []Unit{w(1, 1, 1, 1, 1)}, []int{1, 1, 2, 3}},
		{"owner tied with a rival keeps it", []Unit{w(1, 1, 1, 1, 1), w(0, 1, 2, 1, 1)}, []int{0, 1, 2, 3}},
		{"two rivals tied: nobody conquers", []Unit{w(1, 1, 1, 1, 1), w(2, 1, 2, 1, 1)}, []int{0, 1, 2, 3}},
		{"strict majority conquers", []Unit{w(1, 1, 1, 1, 1), w(2, 1, 2, 1, 1), w(2, 2, 2, 1, 1)}, []int{2, 1, 2, 3}},
		{"cars do not count", []Unit{c(3, 4, 1, 9), w(3, 5, 7, 1, 1)}, []int{0, 1, 2, 3}},
		{"warrior outside does not count", []Unit{w(2, 3, 6, 1, 1)}, []int{0, 1, 2, 3}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := scenario{grid: grid, units: tc.units}.build(t)
			m.score()
			var nc [NumTeams]int
			for k, want := range tc.owner {
				if m.cityOwner[k] != want {
					t.Errorf("city %d owned by %d, want %d", k, m.cityOwner[k], want)
				}
				nc[want]++
			}
			if m.numCities != nc || m.total != nc {
				t.Errorf("num_cities %v total %v, want %v", m.numCities, m.total, nc)
			}
		})
	}
}

func TestRespawnAtSafeBorderCells(t *testing.T) {
	layout := make([]string, 20)
	for i := range layout {
		layout[i] = strings.Repeat(".", 20)
	}
	layout[0] = "R" + strings.Repeat(".", 18) + "R"
	layout[10] = strings.Repeat("R", 20)
	// A car runs over a warrior; the warrior respawns on an edge desert cell
	// no unit is within 4 cells of, and not in a corner.
	units := []Unit{c(0, 10, 5, 50), w(1, 9, 5, 40, 40), w(2, 1, 1, 40, 40)}
	m := scenario{grid: layout, units: units, seed: 5}.build(t)
	m.runStages(orders(0, o(0, grid.Top)), "select orders", "execute moves", "upkeep", "respawn")
	u := m.units[1]
	if u.Team != 0 || m.unitAt[m.board.Index(u.Pos)] != 1 {
		t.Fatalf("warrior not respawned for team 0: %+v", u)
	}
	p := u.Pos
	edge := p.I == 0 || p.J == 0 || p.I == 19 || p.J == 19
	corner := (p.I == 0 || p.I == 19) && (p.J == 0 || p.J == 19)
	if !edge || corner || m.board.At(p) != Desert {
		t.Errorf("respawned at %v: want a desert edge cell, not a corner", p)
	}
	for id, v := range m.units {
		if id != 1 && max(grid.Abs(v.Pos.I-p.I), grid.Abs(v.Pos.J-p.J)) <= 4 {
			t.Errorf("respawned at %v within 4 cells of unit %d at %v", p, id, v.Pos)
		}
	}
	// Cars respawn on edge roads: two cars collide.
	units = []Unit{c(0, 10, 5, 50), c(1, 10, 6, 50), w(2, 1, 1, 40, 40)}
	m = scenario{grid: layout, units: units, seed: 5}.build(t)
	m.runStages(orders(0, o(0, grid.Right)), "select orders", "execute moves", "upkeep", "respawn")
	for _, id := range []int{0, 1} {
		p := m.units[id].Pos
		if m.board.At(p) != Road || !(p.I == 0 || p.J == 0 || p.I == 19 || p.J == 19) {
			t.Errorf("car %d respawned at %v: want an edge road", id, p)
		}
	}
	if m.units[0].Pos == m.units[1].Pos {
		t.Errorf("both cars on %v", m.units[0].Pos)
	}
}

func TestRespawnFallbacks(t *testing.T) {
	// No edge desert is far enough from the units: fallback 1 picks the first
	// safe desert cell on the inner sweeps; with none, fallback 2 the first free.
	rows := make([]string, 12)
	for i := range rows {
		rows[i] = strings.Repeat(".", 12)
	}
	units := []Unit{c(0, 6, 6, 50), w(1, 5, 6, 40, 40), w(2, 1, 1, 40, 40), w(2, 10, 10, 40, 40), w(2, 1, 10, 40, 40), w(2, 10, 1, 40, 40)}
	rows[6] = strings.Repeat("R", 12)
	m := scenario{grid: rows, units: units, round: 0, seed: 2}.build(t)
	m.runStages(orders(0, o(0, grid.Top)), "select orders", "execute moves", "upkeep", "respawn")
	// Every cell is within 4 of some unit, so fallback 2: sweep m = 0 starts at
	// (0, 0), which is free desert.
	if p := m.units[1].Pos; p != (Pos{I: 0, J: 0}) {
		t.Errorf("fallback respawn at %v, want (0, 0)", p)
	}
}

func TestRespawnWithNoFreeCellOfItsKind(t *testing.T) {
	// The only Road cell is taken by a warrior and two cars collide on the
	// desert: the original aborts; here they go to the first free desert
	// cells, row-major, with a warning, and the match goes on.
	rows := make([]string, 12)
	for i := range rows {
		rows[i] = strings.Repeat(".", 12)
	}
	rows[6] = "......R....."
	units := []Unit{c(0, 5, 5, 50), c(1, 5, 6, 50), w(2, 6, 6, 40, 40)}
	m := scenario{grid: rows, units: units, seed: 3}.build(t)
	var log strings.Builder
	m.log = &log
	m.runStages(orders(0, o(0, grid.Right)), "select orders", "execute moves", "upkeep", "respawn")
	got := []Pos{m.units[0].Pos, m.units[1].Pos}
	slices.SortFunc(got, func(a, b Pos) int { return (a.I*12 + a.J) - (b.I*12 + b.J) })
	if got[0] != (Pos{I: 0, J: 0}) || got[1] != (Pos{I: 0, J: 1}) {
		t.Errorf("cars respawned at %v, want (0, 0) and (0, 1)", got)
	}
	for id := range 2 {
		if m.unitAt[m.board.Index(m.units[id].Pos)] != int16(id) {
			t.Errorf("car %d is not on the board", id)
		}
	}
	if n := strings.Count(log.String(), "no free Road cell"); n != 2 {
		t.Errorf("want 2 warnings, got %q", log.String())
	}
	m.runStages(nil, "score", "refill", "next round") // the match goes on
}

func TestStagesNamed(t *testing.T) {
	want := []string{"select orders", "execute moves", "upkeep", "respawn", "score", "refill", "next round"}
	if got := Stages(); !slices.Equal(got, want) {
		t.Errorf("stages %v, want %v", got, want)
	}
}
