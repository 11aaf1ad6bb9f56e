package moria

import (
	"container/heap"
	"fmt"
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
)

// TestFactsAgainstReference: in the states of whole matches between
// Durins, seen from every seat, facts mode's crops, mask, globals and first
// 18 features are units mode's, and every facts feature of every unit is
// the one a second reading of the rules computes (refFacts: full-board
// Dijkstra searches on a heap, no early stop, the moves' end cells and
// dangers from the Match's API). It counts the cases among the rows and
// fails if one never occurs.
func TestFactsAgainstReference(t *testing.T) {
	cases := map[string]int{}
	rows := 0
	for _, seed := range []int32{3, 7} {
		var ue, fe *Encoder
		var uobs, fobs [][]byte
		playPlanned(t, seed, 200, func(m *Match) {
			if m.round%8 != 0 {
				return
			}
			if ue == nil {
				ue, uobs = newTestEncoder(t, m, env.Units)
				fe, fobs = newTestEncoder(t, m, env.Facts)
			}
			for me := range NumClans {
				where := fmt.Sprintf("seed %d round %d seat %d", seed, m.round, me)
				ue.Observe(m, me, uobs)
				fe.Observe(m, me, fobs)
				for _, k := range []int{0, 2, 3} {
					if !slices.Equal(uobs[k], fobs[k]) {
						t.Fatalf("%s: tensor %d differs from units mode", where, k)
					}
				}
				ref := newRefFacts(m, me)
				uf, ff := env.Float32s(uobs[1]), env.Float32s(fobs[1])
				own := ue.ownUnits(m, me)
				for s, id := range own {
					f := ff[s*NumFactsFeatures : (s+1)*NumFactsFeatures]
					if !slices.Equal(f[:NumFeatures], uf[s*NumFeatures:(s+1)*NumFeatures]) {
						t.Fatalf("%s unit %d: features 0..17 differ from units mode", where, id)
					}
					want := ref.row(id)
					for k := NumFeatures; k < NumFactsFeatures; k++ {
						if f[k] != want[k] {
							t.Fatalf("%s unit %d (%v at %v): feature %d = %v, the reference says %v\nrow  %v\nwant %v",
								where, id, m.units[id].Type, m.units[id].Pos, k, f[k], want[k], f[NumFeatures:], want[NumFeatures:])
						}
					}
					countFactsCases(cases, &m.units[id], f)
					rows++
				}
				for _, v := range ff[len(own)*NumFactsFeatures:] {
					if v != 0 {
						t.Fatalf("%s: an empty slot has features", where)
					}
				}
			}
		})
	}
	t.Logf("%d rows identical to the reference; cases: %v", rows, cases)
	for _, name := range factsCases {
		if cases[name] == 0 {
			t.Errorf("no row has case %q", name)
		}
	}
}

// factsCases must all occur among the compared rows (a dwarf's fields are
// never unreached in these matches: rock can be dug, and treasures and
// enemies are left; TestFactsFeatures has walled-in dwarves).
var factsCases = []string{"dwarf", "wizard", "heal unreached",
	"field cost clipped", "regret 0", "regret clipped", "harm partial", "harm 1",
	"enemy dwarf within 3", "enemy beside", "beast beside", "a kill possible", "a kill impossible", "rock beside"}

func countFactsCases(cases map[string]int, u *Unit, f []float32) {
	add := func(name string, ok bool) {
		if ok {
			cases[name]++
		}
	}
	dwarf := u.Type == Dwarf
	add("dwarf", dwarf)
	add("wizard", !dwarf)
	add("heal unreached", !dwarf && slices.Equal(f[featHeal:featHeal+fieldN], ones(fieldN)))
	for g := featTreasure; g < featHarm; g += fieldN {
		add("field cost clipped", f[g] == 1 && slices.Contains(f[g+1:g+fieldN], 0))
		add("regret 0", slices.Contains(f[g+1:g+fieldN], 0))
		add("regret clipped", f[g] < 1 && slices.Contains(f[g+1:g+fieldN], 1))
	}
	for d := range 9 {
		add("harm partial", f[featHarm+d] > 0 && f[featHarm+d] < 1)
		add("harm 1", f[featHarm+d] == 1)
		add("enemy dwarf within 3", f[featFoe+d] < 1)
	}
	for d := range 8 {
		add("enemy beside", f[featEnemy+d] == 1)
		add("beast beside", f[featBeast+d] == 1)
		add("a kill possible", f[featKill+d] > 0)
		add("a kill impossible", dwarf && f[featEnemy+d]+f[featBeast+d] > 0 && f[featKill+d] == 0)
		add("rock beside", f[featRock+d] > 0)
	}
}

// refFacts is the reference: the rules read again, computed plainly.
type refFacts struct {
	m     *Match
	me    int
	field [5][]int // per cell, -1 unreached
}

var refDelta = [8]Pos{{I: 1}, {I: 1, J: 1}, {J: 1}, {I: -1, J: 1}, {I: -1}, {I: -1, J: -1}, {J: -1}, {I: 1, J: -1}}

// refEnter is what entering the cell at p costs a dwarf or a wizard, -1 if
// it cannot: caves and the Outside ring 1, a rock its turns and the step
// (dwarves only).
func refEnter(m *Match, p Pos, dwarf bool) int {
	if !OnBoard(p) {
		return -1
	}
	switch c := m.Cell(p); {
	case c.Type == Cave || c.Type == Outside:
		return 1
	case c.Type == Rock && dwarf:
		return int(c.Turns) + 1
	}
	return -1
}

func newRefFacts(m *Match, me int) *refFacts {
	r := &refFacts{m: m, me: me}
	var treasure, land, prey, heal, follow []Pos
	for i := range Rows {
		for j := range Cols {
			p := Pos{I: i, J: j}
			c := m.Cell(p)
			if c.Treasure {
				treasure = append(treasure, p)
			}
			if c.Type == Cave && int(c.Owner) != me {
				land = append(land, p)
			}
		}
	}
	for _, u := range m.Units() {
		if (u.Type == Dwarf || u.Type == Wizard) && u.Owner != me {
			prey = append(prey, u.Pos)
		}
		if u.Type == Dwarf && u.Owner == me {
			for d := 0; d < 8; d += 2 {
				q := Pos{I: u.Pos.I + refDelta[d].I, J: u.Pos.J + refDelta[d].J}
				follow = append(follow, q)
				if u.Health < DwarfHealth {
					heal = append(heal, q)
				}
			}
		}
	}
	for g, src := range [][]Pos{treasure, land, prey, heal, follow} {
		r.field[g] = refDijkstra(m, src, g < 3)
	}
	return r
}

// refDijkstra is each cell's cheapest cost to a source, moving as a dwarf
// (8 directions, digging) or a wizard (4): the cost from p is the least,
// over the moves from p, of entering the next cell plus its cost.
func refDijkstra(m *Match, src []Pos, dwarf bool) []int {
	dist := make([]int, Rows*Cols)
	for k := range dist {
		dist[k] = -1
	}
	h := &refHeap{}
	for _, p := range src {
		if refEnter(m, p, dwarf) >= 0 {
			heap.Push(h, refItem{p, 0})
		}
	}
	for h.Len() > 0 {
		it := heap.Pop(h).(refItem)
		k := it.p.I*Cols + it.p.J
		if dist[k] >= 0 {
			continue
		}
		dist[k] = it.d
		for d, delta := range refDelta {
			if !dwarf && d%2 == 1 {
				continue
			}
			// p reaches it.p by entering it
			p := Pos{I: it.p.I - delta.I, J: it.p.J - delta.J}
			if refEnter(m, p, dwarf) >= 0 && dist[p.I*Cols+p.J] < 0 {
				heap.Push(h, refItem{p, it.d + refEnter(m, it.p, dwarf)})
			}
		}
	}
	return dist
}

type refItem struct {
	p Pos
	d int
}

type refHeap []refItem

func (h refHeap) Len() int           { return len(h) }
func (h refHeap) Less(a, b int) bool { return h[a].d < h[b].d }
func (h refHeap) Swap(a, b int)      { h[a], h[b] = h[b], h[a] }
func (h *refHeap) Push(x any)        { *h = append(*h, x.(refItem)) }
func (h *refHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// row is unit id's facts-mode features, 0..17 left at 0.
func (r *refFacts) row(id int) []float32 {
	m := r.m
	u := m.Unit(id)
	f := make([]float32, NumFactsFeatures)
	dwarf := u.Type == Dwarf
	for g := range 5 {
		out := f[NumFeatures+9*g : NumFeatures+9*g+9]
		for k := range out {
			out[k] = 1
		}
		if dwarf != (g < 3) {
			continue
		}
		dist := r.field[g]
		here := dist[u.Pos.I*Cols+u.Pos.J]
		if here < 0 {
			continue
		}
		out[0] = float32(min(here, 64)) / 64
		for d, delta := range refDelta {
			q := Pos{I: u.Pos.I + delta.I, J: u.Pos.J + delta.J}
			if !dwarf && d%2 == 1 || refEnter(m, q, dwarf) < 0 || dist[q.I*Cols+q.J] < 0 {
				continue
			}
			out[1+d] = float32(min(refEnter(m, q, dwarf)+dist[q.I*Cols+q.J]-here, 4)) / 4
		}
	}
	for d := range 9 {
		end, dies := u.Pos, false
		if d < 8 && (dwarf || d%2 == 0) {
			q := Pos{I: u.Pos.I + refDelta[d].I, J: u.Pos.J + refDelta[d].J}
			if OnBoard(q) && m.Cell(q).Unit < 0 {
				switch m.Cell(q).Type {
				case Cave, Outside:
					end = q
				case Abyss:
					dies = true
				}
			}
		}
		f[featHarm+d] = r.harm(end, u.Health, dies)
		foe := 4
		for c := range NumClans {
			if c != r.me {
				for _, e := range m.Dwarves(c) {
					foe = min(foe, Chebyshev(end, m.Unit(e).Pos))
				}
			}
		}
		f[featFoe+d] = float32(foe) / 4
	}
	for d := range 8 {
		q := Pos{I: u.Pos.I + refDelta[d].I, J: u.Pos.J + refDelta[d].J}
		if !OnBoard(q) {
			continue
		}
		c := m.Cell(q)
		if c.Unit < 0 {
			if c.Type == Rock {
				f[featRock+d] = float32(c.Turns) / float32(m.Settings().RockResistance)
			}
			continue
		}
		v := m.Unit(int(c.Unit))
		switch {
		case (v.Type == Dwarf || v.Type == Wizard) && v.Owner != r.me:
			f[featEnemy+d] = 1
		case v.Type == Orc || v.Type == Troll:
			f[featBeast+d] = 1
		default:
			continue
		}
		if dwarf {
			kills := 0 // hits of 20..40 that take v's health to 0
			for hit := 20; hit <= 40; hit++ {
				if hit >= v.Health {
					kills++
				}
			}
			f[featKill+d] = float32(kills) / 21
		}
	}
	return f
}

// harm: 1 if the unit dies at p (an abyss, or where the Balrog can kill
// after its step: beside it, or beside a cell it may step to, orthogonally
// and not onto the Outside ring), else what the orcs (30) and trolls (150)
// beside p can take at most, over its health.
func (r *refFacts) harm(p Pos, health int, dies bool) float32 {
	m := r.m
	b := m.Unit(m.BalrogID()).Pos
	if dies || Chebyshev(p, b) <= 1 {
		return 1
	}
	for d := 0; d < 8; d += 2 {
		q := Pos{I: b.I + refDelta[d].I, J: b.J + refDelta[d].J}
		if OnBoard(q) && m.Cell(q).Type != Outside && Chebyshev(p, q) <= 1 {
			return 1
		}
	}
	dmg := 0
	for _, id := range m.Orcs() {
		if Chebyshev(p, m.Unit(id).Pos) <= 1 {
			dmg += 30
		}
	}
	for _, id := range m.Trolls() {
		if Chebyshev(p, m.Unit(id).Pos) <= 1 {
			dmg += 150
		}
	}
	return float32(min(dmg, health)) / float32(health)
}
