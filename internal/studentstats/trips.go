package main

import "container/heap"

// Trips are the walks of orks from off the objects (the start, a respawn)
// to the first object cell they reach: how they choose where to go and how
// they get there.
type Trips struct {
	N              int // trips ended on an object
	Rounds         int // rounds they took
	Steps, MinStep int // moves made; land steps of the shortest way
	Health, MinHP  int // health spent; the least health a way costs
	Nearest        int // the reached object was the nearest by steps from the start
	Unheld         int // it was not mine when the trip started
	ToCity         int // it was a city
}

type trip struct {
	on            bool // not on a trip
	from          Pos
	round, health int
	steps, player int
	unheldAtStart []bool
}

// trips follows every ork and returns each player's trips that ended in
// rounds of [from, to] (1-based), per phase.
func tripsOf(m *Match, phases []Phase) [][]Trips {
	np := m.Set.Players
	out := make([][]Trips, np)
	for p := range out {
		out[p] = make([]Trips, len(phases))
	}
	is := newIsland(m)
	objs := m.objects()
	ts := make([]trip, len(m.Rounds[0].Units))
	start := func(id, r int) {
		u := m.Rounds[r].Units[id]
		t := &ts[id]
		t.on = false
		t.from, t.round, t.health, t.steps, t.player = Pos{u.I, u.J}, r, u.Health, 0, u.Player
		if t.unheldAtStart == nil {
			t.unheldAtStart = make([]bool, len(objs))
		}
		for o := range objs {
			t.unheldAtStart[o] = m.owner(r, o) != u.Player
		}
	}
	for id, u := range m.Rounds[0].Units {
		if is.obj[u.I][u.J] < 0 {
			start(id, 0)
		} else {
			ts[id].on = true
		}
	}
	d := &dijkstra{}
	for r := 1; r < len(m.Rounds); r++ {
		prev, cur := m.Rounds[r-1].Units, m.Rounds[r].Units
		for id, u := range cur {
			pu := prev[id]
			t := &ts[id]
			respawned := pu.Player != u.Player || (u.Health == m.Set.Health && pu.Health != u.Health) ||
				abs(pu.I-u.I)+abs(pu.J-u.J) > 1
			if respawned {
				start(id, r)
				continue
			}
			if t.on {
				if is.obj[u.I][u.J] < 0 {
					start(id, r)
				}
				continue
			}
			if pu.I != u.I || pu.J != u.J {
				t.steps++
			}
			o := is.obj[u.I][u.J]
			if o < 0 {
				continue
			}
			t.on = true
			k := -1
			for i, ph := range phases {
				if r >= ph.From && r <= ph.To {
					k = i
				}
			}
			if k < 0 {
				continue
			}
			tr := &out[t.player][k]
			tr.N++
			tr.Rounds += r - t.round
			tr.Steps += t.steps
			tr.Health += t.health - u.Health
			minStep, minHP := d.run(m, t.from, Pos{u.I, u.J})
			tr.MinStep += minStep
			tr.MinHP += minHP
			if is.dist[t.from.I][t.from.J] == minStep {
				tr.Nearest++
			}
			if t.unheldAtStart[o] {
				tr.Unheld++
			}
			if o < len(m.Cities) {
				tr.ToCity++
			}
		}
	}
	return out
}

// dijkstra finds the fewest land steps and the least health between two
// cells, walking off objects only (a trip ends at its first object cell).
type dijkstra struct {
	steps, hp [][]int
	q         cellHeap
}

func (d *dijkstra) run(m *Match, a, b Pos) (steps, hp int) {
	if d.steps == nil {
		d.steps, d.hp = grid(m, -1), grid(m, -1)
	}
	is := m.Grid
	for _, f := range [2][][]int{d.steps, d.hp} {
		for i := range f {
			for j := range f[i] {
				f[i][j] = -1
			}
		}
	}
	// steps: BFS
	q := []Pos{a}
	d.steps[a.I][a.J] = 0
	for k := 0; k < len(q); k++ {
		c := q[k]
		if c == b {
			break
		}
		for _, s := range sides {
			v := Pos{c.I + s.I, c.J + s.J}
			if is[v.I][v.J] == 'W' || d.steps[v.I][v.J] >= 0 {
				continue
			}
			d.steps[v.I][v.J] = d.steps[c.I][c.J] + 1
			q = append(q, v)
		}
	}
	d.q = d.q[:0]
	heap.Push(&d.q, hcell{a, 0})
	d.hp[a.I][a.J] = 0
	for d.q.Len() > 0 {
		c := heap.Pop(&d.q).(hcell)
		if c.d > d.hp[c.p.I][c.p.J] {
			continue
		}
		if c.p == b {
			break
		}
		for _, s := range sides {
			v := Pos{c.p.I + s.I, c.p.J + s.J}
			if is[v.I][v.J] == 'W' {
				continue
			}
			nd := c.d + m.Set.Cost[is[v.I][v.J]]
			if old := d.hp[v.I][v.J]; old < 0 || nd < old {
				d.hp[v.I][v.J] = nd
				heap.Push(&d.q, hcell{v, nd})
			}
		}
	}
	return d.steps[b.I][b.J], d.hp[b.I][b.J]
}

type hcell struct {
	p Pos
	d int
}

type cellHeap []hcell

func (h cellHeap) Len() int           { return len(h) }
func (h cellHeap) Less(i, j int) bool { return h[i].d < h[j].d }
func (h cellHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *cellHeap) Push(x any)        { *h = append(*h, x.(hcell)) }
func (h *cellHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
