package dominator

import (
	"fmt"
	"slices"
	"strconv"
	"testing"

	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// scratch recomputes from the board what the engine keeps up to date as it
// goes, and reports the first difference.
func (m *Match) scratch() error {
	var land [4]int
	free, open, hauntedOpen := 0, 0, 0
	var haunted []int32
	for i := range m.b.rows {
		for j := range m.b.cols {
			p := Pos{I: i, J: j}
			c := m.b.at(p)
			if c.Owner >= 0 {
				land[c.Owner]++
			}
			if c.Haunted {
				haunted = append(haunted, int32(i*m.b.cols+j))
			}
			if !m.interior(p) || c.Type != Empty {
				continue
			}
			open++
			if c.Haunted {
				hauntedOpen++
			}
			if m.free(p) {
				free++
			}
		}
	}
	listed := slices.Clone(m.haunted)
	slices.Sort(listed)
	switch {
	case land != m.land:
		return fmt.Errorf("land %v, counted %v", m.land, land)
	case open != m.openInterior:
		return fmt.Errorf("%d open interior cells, counted %d", m.openInterior, open)
	case hauntedOpen != m.hauntedOpen:
		return fmt.Errorf("%d haunted open cells, counted %d", m.hauntedOpen, hauntedOpen)
	case !slices.Equal(listed, haunted):
		return fmt.Errorf("haunted cells listed %v, on the board %v", listed, haunted)
	case free != m.freeInterior():
		return fmt.Errorf("%d free interior cells, counted %d", m.freeInterior(), free)
	}
	for pl := range 4 {
		for _, knight := range []bool{false, true} {
			bx := m.homeBox(pl)
			var want []Pos
			for i := bx.I0; i <= bx.I1; i++ {
				for j := bx.J0; j <= bx.J1; j++ {
					if p := (Pos{I: i, J: j}); m.goodRef(p, pl, knight) {
						want = append(want, p)
					}
				}
			}
			if got := m.goodCells(bx, pl, knight); !slices.Equal(got, want) {
				return fmt.Errorf("player %d, knights %v: good cells %v, want %v", pl, knight, got, want)
			}
		}
	}
	for id := range m.units {
		if m.killed[id] != slices.Contains(m.dead, id) {
			return fmt.Errorf("unit %d: killed %v, dead list %v", id, m.killed[id], m.dead)
		}
	}
	f, k := m.farmers, m.knights
	for p := range f {
		f[p], k[p] = slices.Clone(f[p]), slices.Clone(k[p])
	}
	m.rebuildLists()
	for p := range f {
		if !slices.Equal(f[p], m.farmers[p]) || !slices.Equal(k[p], m.knights[p]) {
			return fmt.Errorf("player %d: lists %v %v, rebuilt %v %v", p, f[p], k[p], m.farmers[p], m.knights[p])
		}
	}
	return nil
}

// greedy is a random direction, but a knight of player 0 attacks a rival
// farmer or knight next to it when there is one.
func greedy(m *Match, u Unit, rng *jutge.Random) int {
	d := rng.Int(0, 8)
	if u.Type != Knight || u.Player != 0 {
		return d
	}
	for e := grid.Bottom; e < grid.None; e++ {
		q := u.Pos.Add(e)
		if id := m.UnitAt(q); id >= 0 && m.Unit(id).Type != Witch && m.Unit(id).Player != 0 {
			return int(e)
		}
	}
	return d
}

// goodRef is the rules' good cell, looked for cell by cell as section 4.5
// of the engine description words it: free, no witch on the radius-3
// diamond, no rival knight orthogonally adjacent (farmers) or no rival unit
// in the 8 neighbours (knights).
func (m *Match) goodRef(p Pos, pl int, knight bool) bool {
	if !m.free(p) {
		return false
	}
	for _, d := range diamond3 {
		if q := p.Plus(d); m.b.in(q) {
			if u := m.b.at(q).Unit; u >= 0 && m.units[u].Type == Witch {
				return false
			}
		}
	}
	for d := grid.Bottom; d < grid.None; d++ {
		if q := p.Add(d); m.b.in(q) && (knight || !d.Diagonal()) {
			if id := m.b.at(q).Unit; id >= 0 {
				if v := m.units[id]; v.Player != pl && (knight || v.Type == Knight) {
					return false
				}
			}
		}
	}
	return true
}

var diamond3 = diamond(3)

const crowdedCnf = `Dominator 4.0
nb_players 4 nb_rounds 300 nb_farmers 28 nb_knights 14 nb_witches 3
farmers_health 100 knights_health 200 farmers_regen 30 knights_regen 30
damage_min 60 damage_max 90 rows 25 cols 25
GENERATOR1 0
`

// TestIncremental: the counts and lists the engine keeps as it goes (land,
// haunted cells, free interior cells, captured units, id lists) equal their
// recomputation from scratch after every round of busy matches, crowded
// ones included (where respawns overflow into the extra placement).
func TestIncremental(t *testing.T) {
	crowded, err := ParseConfig("crowded", []byte(crowdedCnf))
	if err != nil {
		t.Fatal(err)
	}
	extras := 0
	for _, c := range []struct {
		cfg   *Config
		seeds int32
	}{{Default(), 4}, {crowded, 6}} {
		for seed := range c.seeds {
			m, err := c.cfg.New(seed, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := m.scratch(); err != nil {
				t.Fatalf("seed %d, after placement: %v", seed, err)
			}
			rng := jutge.NewRandom(seed + 100)
			lists := make([][]jutge.Order, 4)
			for r := range 300 {
				for p := range lists {
					lists[p] = lists[p][:0]
					if seed%2 == 1 && p > 0 {
						continue // odd seeds: only player 0's knights and witches move
					}
					for id := range m.NumUnits() {
						if u := m.Unit(id); u.Player == p && (seed%2 == 0 || u.Type != Farmer) {
							lists[p] = append(lists[p], jutge.Order{Unit: id, Dir: greedy(m, u, rng)})
						}
					}
				}
				m.Step(lists)
				extras += len(m.extras)
				if err := m.scratch(); err != nil {
					t.Fatalf("seed %d, round %d: %v", seed, r+1, err)
				}
			}
		}
	}
	if extras == 0 {
		t.Error("no unit went to the extra placement: the test no longer covers it")
	}
}

// TestAppendSmall: the unit lines' number writer agrees with strconv.
func TestAppendSmall(t *testing.T) {
	for v := -1100; v <= 1100; v++ {
		if got, want := string(appendSmall(nil, v)), strconv.Itoa(v); got != want {
			t.Fatalf("appendSmall(%d) = %q, want %q", v, got, want)
		}
	}
}
