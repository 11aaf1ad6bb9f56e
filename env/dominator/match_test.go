package dominator

import (
	"bytes"
	"errors"
	"reflect"
	"testing"

	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

func TestStageNames(t *testing.T) {
	want := []string{"advance round", "collect orders", "execute in random order", "heal idle units", "respawn captured units", "score land"}
	if got := StageNames(); !reflect.DeepEqual(got, want) {
		t.Errorf("stages %v, want %v", got, want)
	}
}

// playRandomly plays rounds with every unit ordered a pseudo-random
// direction (from a generator of the test's own), returning the match file.
func playRandomly(t *testing.T, seed int32, rounds int) ([]byte, *Match) {
	m, err := Default().New(seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := jutge.NewRandom(seed + 100)
	buf := m.AppendHeader(nil, []string{"A", "B", "C", "D"})
	lists := make([][]jutge.Order, 4)
	for range rounds {
		randomOrders(m, rng, lists)
		m.Step(lists)
		buf = m.AppendRound(buf)
	}
	return buf, m
}

// randomOrders refills each player's list with one order per own unit, in
// a direction drawn from rng (None included).
func randomOrders(m *Match, rng *jutge.Random, lists [][]jutge.Order) {
	for p := range lists {
		lists[p] = lists[p][:0]
		for id := range m.NumUnits() {
			if m.Unit(id).Player == p {
				lists[p] = append(lists[p], jutge.Order{Unit: id, Dir: rng.Int(0, 8)})
			}
		}
	}
}

// TestDeterminism: same seed, same orders, same bytes.
func TestDeterminism(t *testing.T) {
	a, _ := playRandomly(t, 11, 60)
	b, _ := playRandomly(t, 11, 60)
	if !bytes.Equal(a, b) {
		t.Error("same seed gave different match files")
	}
	c, _ := playRandomly(t, 12, 60)
	if bytes.Equal(a, c) {
		t.Error("different seeds gave the same match file")
	}
}

// TestInvariants: after busy rounds, the grid and the unit list agree, no
// farmer or knight stands on a haunted cell, lists match owners, and land
// sums to the owned cells.
func TestInvariants(t *testing.T) {
	_, m := playRandomly(t, 5, 120)
	onGrid := 0
	for i := range m.Rows() {
		for j := range m.Cols() {
			p := Pos{I: i, J: j}
			id := m.UnitAt(p)
			if id < 0 {
				continue
			}
			onGrid++
			u := m.Unit(id)
			if u.Pos != p {
				t.Errorf("cell %v holds unit %d, which is at %v", p, id, u.Pos)
			}
			if u.Type != Witch && m.Haunted(p) {
				t.Errorf("unit %d stands on a haunted cell %v", id, p)
			}
		}
	}
	if onGrid != m.NumUnits() {
		t.Errorf("%d units on the grid, want %d", onGrid, m.NumUnits())
	}
	land := 0
	for p := range 4 {
		land += m.Land(p)
		for _, id := range m.Farmers(p) {
			if u := m.Unit(id); u.Player != p || u.Type != Farmer {
				t.Errorf("farmer list of %d holds %+v", p, u)
			}
		}
		for _, id := range m.Knights(p) {
			if u := m.Unit(id); u.Player != p || u.Type != Knight {
				t.Errorf("knight list of %d holds %+v", p, u)
			}
		}
	}
	owned := 0
	for i := range m.Rows() {
		for j := range m.Cols() {
			if m.Owner(Pos{I: i, J: j}) >= 0 {
				owned++
			}
		}
	}
	if owned != land {
		t.Errorf("land sums to %d, %d cells owned", land, owned)
	}
}

func TestCheckOrder(t *testing.T) {
	m := build(t, emptyGrid(), spec{Farmer, 0, 5, 5, 0}, spec{Knight, 1, 15, 5, 0}, spec{Witch, 2, 15, 15, -1})
	cases := []struct {
		p, id int
		d     grid.Dir
		want  error
	}{
		{0, 0, grid.Right, nil},
		{0, 0, grid.None, nil},
		{0, 0, grid.BR, ErrDiagonal},
		{0, 1, grid.Right, ErrNotOwn},
		{1, 1, grid.BR, nil},
		{2, 2, grid.LB, ErrDiagonal},
		{2, 2, grid.Dir(9), ErrBadDir},
		{2, 2, grid.Dir(-1), ErrBadDir},
		{0, 3, grid.Right, ErrNoUnit},
		{0, -1, grid.Right, ErrNoUnit},
	}
	for _, c := range cases {
		if got := m.CheckOrder(c.p, c.id, c.d); !errors.Is(got, c.want) {
			t.Errorf("CheckOrder(%d, %d, %d) = %v, want %v", c.p, c.id, c.d, got, c.want)
		}
	}
}

// TestRoundAllocs: a busy round (moves, attacks, spells, respawns) and its
// match-file text allocate nothing once the buffers have grown.
func TestRoundAllocs(t *testing.T) {
	m, err := Default().New(2, nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := jutge.NewRandom(9)
	lists := make([][]jutge.Order, 4)
	for p := range lists {
		lists[p] = make([]jutge.Order, 0, m.NumUnits())
	}
	buf := make([]byte, 0, 1<<16)
	round := func() {
		randomOrders(m, rng, lists)
		m.Step(lists)
		buf = m.AppendRound(buf[:0])
	}
	for range 20 {
		round()
	}
	if n := testing.AllocsPerRun(50, round); n != 0 {
		t.Errorf("a round allocates %v times", n)
	}
}

// TestViewValues: per-player values and owners are re-indexed so that the
// viewer is player 0.
func TestViewValues(t *testing.T) {
	_, m := playRandomly(t, 3, 30)
	for me := range 4 {
		v := m.View(me)
		for k := range 4 {
			p := (k + me) % 4
			if v.Land(k) != m.Land(p) || v.TotalScore(k) != m.Score(p) ||
				!reflect.DeepEqual(v.Farmers(k), m.Farmers(p)) || !reflect.DeepEqual(v.Witches(k), m.Witches(p)) {
				t.Errorf("viewer %d: view player %d does not show real player %d", me, k, p)
			}
		}
		for i := range m.Rows() {
			for j := range m.Cols() {
				c := v.Cell(Pos{I: i, J: j})
				r := m.Cell(v.real(Pos{I: i, J: j}))
				if c.Type != r.Type || c.Unit != r.Unit || c.Haunted != r.Haunted ||
					(r.Owner < 0 && c.Owner != -1) || (r.Owner >= 0 && int(c.Owner) != v.Rel(int(r.Owner))) {
					t.Fatalf("viewer %d: cell %v is %+v, real %+v", me, Pos{I: i, J: j}, c, r)
				}
				if c.Unit >= 0 {
					if u := v.Unit(int(c.Unit)); u.Pos != (Pos{I: i, J: j}) || u.Player != v.Rel(m.Unit(int(c.Unit)).Player) {
						t.Fatalf("viewer %d: unit %d shown as %+v at %v", me, c.Unit, u, Pos{I: i, J: j})
					}
				}
			}
		}
	}
}
