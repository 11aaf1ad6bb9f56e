package orkisland

import (
	"testing"

	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/env/orkisland/plan"
)

// ground is a 6×9 board: city 0 (2×2) at rows 2-3, columns 2-3; city 1 at
// (2,7); path 0 joins them along row 2; a forest at (1,5), sand at (4,4).
var ground = []string{
	"WWWWWWWWW",
	"W....F..W",
	"W.CCPPPCW",
	"W.CC....W",
	"W...S...W",
	"WWWWWWWWW",
}

var (
	groundCities = [][]ork.Pos{{{I: 2, J: 2}, {I: 2, J: 3}, {I: 3, J: 2}, {I: 3, J: 3}}, {{I: 2, J: 7}}}
	groundPaths  = []ork.PathInfo{{A: 0, B: 1, Cells: []ork.Pos{{I: 2, J: 4}, {I: 2, J: 5}, {I: 2, J: 6}}}}
)

// fakeWorld is a board with orks placed by hand, read as the rules read a
// match.
type fakeWorld struct {
	b     *ork.Board
	cfg   *ork.Config
	units []ork.Unit
	at    map[ork.Pos]int
}

func (w *fakeWorld) Board() *ork.Board     { return w.b }
func (w *fakeWorld) Settings() *ork.Config { return w.cfg }
func (w *fakeWorld) Unit(id int) ork.Unit  { return w.units[id] }
func (w *fakeWorld) UnitAt(p ork.Pos) int {
	if id, ok := w.at[p]; ok {
		return id
	}
	return -1
}

// CanMove as the engine's: on the board, not water, not onto my own ork.
func (w *fakeWorld) CanMove(id int, d ork.Dir) bool {
	u := w.units[id]
	v := u.Pos.Add(d.Grid())
	if !w.b.In(v) || w.b.At(v) == ork.Water {
		return false
	}
	e := w.UnitAt(v)
	return d == ork.None || e < 0 || w.units[e].Player != u.Player
}

// orkAt is one ork: player, row, column, health.
type orkAt struct{ p, i, j, h int }

// newGround places orks (ids in order) on ground and returns it with its
// plan (Reset only: the rules read which object each cell is).
func newGround(t *testing.T, orks ...orkAt) (*fakeWorld, *plan.Plan) {
	t.Helper()
	chars := map[byte]ork.CellType{'W': ork.Water, '.': ork.Grass, 'F': ork.Forest, 'S': ork.Sand, 'C': ork.City, 'P': ork.Path}
	b := &ork.Board{Rows: len(ground), Cols: len(ground[0]), Cities: groundCities, Paths: groundPaths}
	for _, row := range ground {
		for j := range row {
			b.Cells = append(b.Cells, chars[row[j]])
		}
	}
	w := &fakeWorld{b: b, cfg: ork.Default(), at: map[ork.Pos]int{}}
	for id, o := range orks {
		u := ork.Unit{ID: id, Player: o.p, Health: o.h, Pos: ork.Pos{I: o.i, J: o.j}}
		w.units = append(w.units, u)
		w.at[u.Pos] = id
	}
	is := &plan.Island{Rows: b.Rows, Cols: b.Cols, NumCities: len(b.Cities), Players: 4, Units: len(orks),
		Factor: 2, BonusCity: 1, BonusPath: 1}
	for c, t := range b.Cells {
		is.Cost = append(is.Cost, -1)
		if t != ork.Water {
			is.Cost[c] = w.cfg.Cost[t]
		}
	}
	cells := func(ps []ork.Pos) (out []int32) {
		for _, p := range ps {
			out = append(out, int32(b.Index(p)))
		}
		return out
	}
	for _, c := range b.Cities {
		is.Objects = append(is.Objects, cells(c))
	}
	for _, p := range b.Paths {
		is.Objects = append(is.Objects, cells(p.Cells))
		is.Ends = append(is.Ends, [2]int{p.A, p.B})
	}
	pl := plan.New(plan.StudentStyle, plan.BotRouting)
	pl.Reset(is)
	return w, pl
}

// TestRoadFight: ork 0 (player 0) and the attack it makes.
func TestRoadFight(t *testing.T) {
	cases := []struct {
		name string
		orks []orkAt
		want ork.Dir
	}{
		{"off the roads it attacks one it beats", []orkAt{{0, 4, 2, 50}, {1, 4, 3, 40}}, ork.Right},
		{"the step's cost counts: 50-2 ties 48", []orkAt{{0, 1, 4, 50}, {1, 1, 5, 48}}, ork.None},
		{"50-2 beats 47", []orkAt{{0, 1, 4, 50}, {1, 1, 5, 47}}, ork.Right},
		{"on a city it does not step off to fight", []orkAt{{0, 3, 3, 90}, {1, 4, 3, 10}}, ork.None},
		{"on a path it attacks an enemy on the path", []orkAt{{0, 2, 4, 90}, {2, 2, 5, 89}}, ork.Right},
		{"on a path it attacks an enemy in a city", []orkAt{{0, 2, 4, 90}, {3, 2, 3, 89}}, ork.Left},
		{"the strongest it beats", []orkAt{{0, 4, 6, 60}, {1, 4, 5, 20}, {2, 4, 7, 50}, {3, 3, 6, 70}}, ork.Right},
		{"never its own", []orkAt{{0, 4, 2, 50}, {0, 4, 3, 10}}, ork.None},
	}
	for _, c := range cases {
		w, pl := newGround(t, c.orks...)
		if got := roadFight(w, pl, 0, 0); got != c.want {
			t.Errorf("%s: %c, want %c", c.name, got.Letter(), c.want.Letter())
		}
	}
}

// TestEvasion: ork 0 (player 0) with a stronger enemy beside it.
func TestEvasion(t *testing.T) {
	cases := []struct {
		name   string
		orks   []orkAt
		want   ork.Dir
		wantOK bool
	}{
		{"no threat, no evasion", []orkAt{{0, 4, 2, 50}, {1, 4, 4, 52}}, ork.None, false},
		{"a tie is no threat", []orkAt{{0, 4, 2, 50}, {1, 4, 3, 51}}, ork.None, false},
		// 90-1 beats 50 at (3,5); up to the path (2,5) no enemy is beside
		// and the step is free; left and down cost 1 and leave the roads.
		{"steps out of reach, onto the path", []orkAt{{0, 3, 5, 50}, {1, 3, 6, 90}}, ork.Top, true},
		// Down (2,1) is beside the enemy at (3,1) too, and costs 1.
		{"cornered, it stays", []orkAt{{0, 1, 1, 50}, {1, 1, 2, 90}, {2, 3, 1, 90}}, ork.None, true},
		// Down to (3,3) in the city is free of enemies.
		{"a holder leaves too", []orkAt{{0, 2, 3, 50}, {1, 2, 4, 90}}, ork.Bottom, true},
	}
	for _, c := range cases {
		w, pl := newGround(t, c.orks...)
		got, ok := evasion(w, pl, 0, 0)
		if got != c.want || ok != c.wantOK {
			t.Errorf("%s: %c %v, want %c %v", c.name, got.Letter(), ok, c.want.Letter(), c.wantOK)
		}
	}
}

// TestPatrol: ork 0 (player 0), a holder, and its step along its object.
func TestPatrol(t *testing.T) {
	none := ork.Pos{I: -1, J: -1}
	cases := []struct {
		name string
		orks []orkAt
		prev ork.Pos
		want ork.Dir
	}{
		{"walks on along the path", []orkAt{{0, 2, 5, 80}}, ork.Pos{I: 2, J: 4}, ork.Right},
		{"not back the way it came", []orkAt{{0, 2, 5, 80}}, ork.Pos{I: 2, J: 6}, ork.Left},
		{"back when the way on is taken", []orkAt{{0, 2, 5, 80}, {0, 2, 6, 80}}, ork.Pos{I: 2, J: 4}, ork.Left},
		{"back rather than beside a stronger enemy", []orkAt{{0, 2, 5, 80}, {1, 1, 6, 81}}, ork.Pos{I: 2, J: 4}, ork.Left},
		{"nor beside an enemy it ties", []orkAt{{0, 2, 5, 80}, {1, 1, 6, 80}, {1, 1, 4, 80}}, ork.Pos{I: 2, J: 6}, ork.None},
		{"an enemy it beats is no bar", []orkAt{{0, 2, 5, 80}, {1, 1, 6, 79}}, ork.Pos{I: 2, J: 4}, ork.Right},
		{"it stays on its own object", []orkAt{{0, 2, 4, 80}}, ork.Pos{I: 2, J: 5}, ork.Right},
		{"around a city", []orkAt{{0, 2, 2, 80}}, none, ork.Bottom},
		{"off the roads there is no patrol", []orkAt{{0, 4, 2, 80}}, none, ork.None},
	}
	for _, c := range cases {
		w, pl := newGround(t, c.orks...)
		if got := patrol(w, pl, 0, 0, c.prev); got != c.want {
			t.Errorf("%s: %c, want %c", c.name, got.Letter(), c.want.Letter())
		}
	}
}
