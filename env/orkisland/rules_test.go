package orkisland

import (
	"reflect"
	"strings"
	"testing"

	"github.com/edagym/edagym/env/jutge"
)

// testMatch builds a match on a hand-drawn board: rows of cell characters,
// with cities and paths listed explicitly, and units placed as given.
func testMatch(t *testing.T, grid []string, cities [][]Pos, paths []PathInfo, units []Unit) *Match {
	t.Helper()
	b := &Board{Rows: len(grid), Cols: len(grid[0]), Cities: cities, Paths: paths}
	for _, row := range grid {
		for j := range row {
			ct, ok := cellTypeOf(row[j])
			if !ok {
				t.Fatalf("bad cell %q", row[j])
			}
			b.Cells = append(b.Cells, ct)
		}
	}
	if err := b.check(); err != nil {
		t.Fatal(err)
	}
	cfg := Default()
	cfg.Rows, cfg.Cols, cfg.Orks, cfg.Fixed = b.Rows, b.Cols, 1, b
	m := &Match{cfg: cfg, board: b, seed: 1}
	m.rng.Seed(1)
	m.units = units
	m.unitAt = make([]int32, len(b.Cells))
	for k := range m.unitAt {
		m.unitAt[k] = -1
	}
	for id, u := range units {
		m.unitAt[b.Index(u.Pos)] = int32(id)
	}
	m.cityOwner = filled(len(cities), -1)
	m.pathOwner = filled(len(paths), -1)
	m.score = make([]int, 4)
	m.orks = make([][]int, 4)
	m.dead = make([]bool, len(units))
	m.counts = make([]int, (len(cities)+len(paths))*4)
	m.parent = make([]int, len(cities))
	m.compSize = make([]int, len(cities))
	return m
}

// island is a 7×7 board: a ring of water, grass, a forest at (2,2), sand at
// (2,4), a 2-cell city 0 at (4,2),(4,3), city 1 at (4,5) and a path between them.
var island = []string{
	"WWWWWWW",
	"W.....W",
	"W.F.S.W",
	"W..W..W",
	"W.CC.CW",
	"W.....W",
	"WWWWWWW",
}

var (
	islandCities = [][]Pos{{{I: 4, J: 2}, {I: 4, J: 3}}, {{I: 4, J: 5}}}
	islandPaths  = []PathInfo{{A: 0, B: 1, Cells: []Pos{{I: 4, J: 4}}}}
)

func TestIslandBoardIsValid(t *testing.T) {
	grid := append([]string(nil), island...)
	grid[4] = "W.CCPCW"
	testMatch(t, grid, islandCities, islandPaths, nil)
}

func TestMoveRules(t *testing.T) {
	grid := append([]string(nil), island...)
	grid[4] = "W.CCPCW"
	u := func(p, i, j, h int) Unit { return Unit{Player: p, Pos: Pos{I: i, J: j}, Health: h} }
	cases := []struct {
		name   string
		units  []Unit
		orders [][]jutge.Order // per player
		want   []Unit          // positions and health after the round (before respawn is checked)
		moved  int             // successful moves
	}{
		{"grass costs 1", []Unit{u(0, 1, 1, 10)}, [][]jutge.Order{{o(0, Right)}},
			[]Unit{u(0, 1, 2, 9)}, 1},
		{"forest costs 2", []Unit{u(0, 1, 2, 10)}, [][]jutge.Order{{o(0, Bottom)}},
			[]Unit{u(0, 2, 2, 8)}, 1},
		{"sand costs 3", []Unit{u(0, 1, 4, 10)}, [][]jutge.Order{{o(0, Bottom)}},
			[]Unit{u(0, 2, 4, 7)}, 1},
		{"city costs 0", []Unit{u(0, 5, 2, 10)}, [][]jutge.Order{{o(0, Top)}},
			[]Unit{u(0, 4, 2, 10)}, 1},
		{"water blocks at no cost", []Unit{u(0, 1, 1, 10)}, [][]jutge.Order{{o(0, Top)}},
			[]Unit{u(0, 1, 1, 10)}, 0},
		{"inner water blocks", []Unit{u(0, 2, 3, 10)}, [][]jutge.Order{{o(0, Bottom)}},
			[]Unit{u(0, 2, 3, 10)}, 0},
		{"none is dropped", []Unit{u(0, 1, 1, 10)}, [][]jutge.Order{{o(0, None)}},
			[]Unit{u(0, 1, 1, 10)}, 0},
		{"exactly 0 health left may move", []Unit{u(0, 1, 3, 3)}, [][]jutge.Order{{o(0, Right)}},
			[]Unit{u(0, 1, 4, 2)}, 1},
		{"own unit blocks at no cost", []Unit{u(0, 1, 1, 10), u(0, 1, 2, 10)}, [][]jutge.Order{{o(0, Right)}},
			[]Unit{u(0, 1, 1, 10), u(0, 1, 2, 10)}, 0},
		{"order for another player's unit is dropped", []Unit{u(0, 1, 1, 10), u(1, 5, 5, 10)},
			[][]jutge.Order{{o(1, Top)}, nil}, []Unit{u(0, 1, 1, 10), u(1, 5, 5, 10)}, 0},
		{"stronger attacker wins and moves in", []Unit{u(0, 1, 1, 10), u(1, 1, 2, 5)},
			[][]jutge.Order{{o(0, Right)}, nil}, []Unit{u(0, 1, 2, 9), {Player: 0, Health: 100}}, 1},
		{"weaker attacker dies and changes side", []Unit{u(0, 1, 1, 5), u(1, 1, 2, 10)},
			[][]jutge.Order{{o(0, Right)}, nil}, []Unit{{Player: 1, Health: 100}, u(1, 1, 2, 10)}, 0},
		{"attacker pays the cost before comparing", []Unit{u(0, 1, 1, 10), u(1, 1, 2, 10)},
			[][]jutge.Order{{o(0, Right)}, nil}, []Unit{{Player: 1, Health: 100}, u(1, 1, 2, 10)}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := testMatch(t, grid, islandCities, islandPaths, append([]Unit(nil), c.units...))
			collectOrders(m, pad(c.orders))
			drawOrder(m, nil)
			executeOrders(m, nil)
			if len(m.done) != c.moved {
				t.Errorf("moves done: %d, want %d", len(m.done), c.moved)
			}
			for id, w := range c.want {
				got := m.units[id]
				if w.Pos == (Pos{}) {
					w.Pos = Pos{I: -1, J: -1} // dead, waiting to respawn
				}
				if got.Player != w.Player || got.Pos != w.Pos || got.Health != w.Health {
					t.Errorf("unit %d: got %+v, want player %d at %v health %d", id, got, w.Player, w.Pos, w.Health)
				}
			}
		})
	}
}

func pad(orders [][]jutge.Order) [][]jutge.Order {
	for len(orders) < 4 {
		orders = append(orders, nil)
	}
	return orders
}

func TestHealthBelowZeroDiesKeepsOwner(t *testing.T) {
	m := testMatch(t, island, islandCities, nil, []Unit{{Player: 2, Pos: Pos{I: 1, J: 4}, Health: 2}})
	collectOrders(m, pad([][]jutge.Order{nil, nil, {o(0, Bottom)}}))
	drawOrder(m, nil)
	executeOrders(m, nil)
	if u := m.units[0]; u.Player != 2 || u.Health != 100 || u.Pos != (Pos{I: -1, J: -1}) || !m.dead[0] {
		t.Fatalf("unit after moving onto sand with 2 health: %+v", u)
	}
	respawnDead(m, nil)
	if p := m.units[0].Pos; p == (Pos{I: -1, J: -1}) || m.board.At(p) == City || m.board.At(p) == Path {
		t.Fatalf("respawned at %v", p)
	}
}

func TestDeadUnitsOrdersAreSkipped(t *testing.T) {
	// Unit 0 beats unit 1, which passes to player 0; unit 1's own order,
	// later in the round, must be skipped because it died.
	m := testMatch(t, island, islandCities, nil, []Unit{
		{Player: 0, Pos: Pos{I: 1, J: 1}, Health: 50}, {Player: 1, Pos: Pos{I: 1, J: 2}, Health: 5}})
	m.moves = []jutge.Order{o(0, Right), o(1, Bottom)}
	m.perm = []int{0, 1}
	executeOrders(m, nil)
	if !m.dead[1] || m.units[1].Player != 0 || len(m.done) != 1 {
		t.Fatalf("dead=%v unit1=%+v done=%v", m.dead, m.units[1], m.done)
	}
}

func TestTieIsACoinFlip(t *testing.T) {
	wins := 0
	for seed := int32(0); seed < 200; seed++ {
		m := testMatch(t, island, islandCities, nil, []Unit{
			{Player: 0, Pos: Pos{I: 1, J: 1}, Health: 11}, {Player: 1, Pos: Pos{I: 1, J: 2}, Health: 10}})
		m.rng.Seed(seed)
		want := jutge.NewRandom(seed)
		want.Permutation(1, nil)
		attackerWins := want.Int(0, 1) == 1
		collectOrders(m, pad([][]jutge.Order{{o(0, Right)}}))
		drawOrder(m, nil)
		executeOrders(m, nil)
		if got := m.units[1].Player == 0; got != attackerWins {
			t.Fatalf("seed %d: attacker won %v, coin said %v", seed, got, attackerWins)
		}
		if attackerWins {
			wins++
		}
	}
	if wins < 70 || wins > 130 {
		t.Errorf("attacker won %d of 200 ties", wins)
	}
}

func TestConquestAndScoring(t *testing.T) {
	grid := append([]string(nil), island...)
	grid[4] = "W.CCPCW"
	at := func(p, i, j int) Unit { return Unit{Player: p, Pos: Pos{I: i, J: j}, Health: 10} }
	cases := []struct {
		name       string
		before     []int // city owners before
		units      []Unit
		cityOwners []int
		pathOwners []int
		score      []int
	}{
		{"nobody anywhere", []int{-1, -1}, []Unit{at(0, 1, 1)}, []int{-1, -1}, []int{-1}, []int{0, 0, 0, 0}},
		{"one ork takes a city: 2 cells + 2×2^1", []int{-1, -1}, []Unit{at(0, 4, 2)},
			[]int{0, -1}, []int{-1}, []int{2 + 4, 0, 0, 0}},
		{"strict majority wins", []int{-1, -1}, []Unit{at(0, 4, 2), at(1, 4, 3), at(1, 5, 5)},
			[]int{-1, -1}, []int{-1}, []int{0, 0, 0, 0}},
		{"a tie keeps the old owner, who still scores", []int{2, -1}, []Unit{at(0, 4, 2), at(1, 4, 3)},
			[]int{2, -1}, []int{-1}, []int{0, 0, 2 + 4, 0}},
		{"two cities joined by an owned path: one component of 2",
			[]int{-1, -1}, []Unit{at(3, 4, 2), at(3, 4, 4), at(3, 4, 5)},
			[]int{3, 3}, []int{3}, []int{0, 0, 0, 2 + 1 + 1 + 2*4}},
		{"path owned but one city not: two components",
			[]int{-1, -1}, []Unit{at(3, 4, 2), at(3, 4, 4), at(1, 4, 5)},
			[]int{3, 1}, []int{3}, []int{0, 1 + 2*2, 0, 2 + 1 + 2*2}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := testMatch(t, grid, islandCities, islandPaths, c.units)
			copy(m.cityOwner, c.before)
			conquerAndScore(m, nil)
			if !reflect.DeepEqual(m.cityOwner, c.cityOwners) || !reflect.DeepEqual(m.pathOwner, c.pathOwners) ||
				!reflect.DeepEqual(m.score, c.score) {
				t.Errorf("owners %v %v score %v; want %v %v %v", m.cityOwner, m.pathOwner, m.score,
					c.cityOwners, c.pathOwners, c.score)
			}
		})
	}
}

func TestSameSeedSameBytes(t *testing.T) {
	cfg := Default()
	run := func() []byte {
		m := cfg.New(42, nil)
		buf := m.AppendHeader(nil, []string{"A", "B", "C", "D"})
		for !m.Done() {
			m.Step(make([][]jutge.Order, 4))
			buf = m.AppendRound(buf)
		}
		return buf
	}
	a, b := run(), run()
	if string(a) != string(b) || !strings.Contains(string(a), "round 200\n") {
		t.Fatal("two runs with seed 42 differ")
	}
}

func o(unit int, d Dir) jutge.Order { return jutge.Order{Unit: unit, Dir: int(d)} }
