package madmax

import (
	"container/heap"
	"github.com/edagym/edagym/env/grid"
)

// refFacts is the reference for facts mode's features 28..81 from seat
// me, written from the definitions in docs/observations-madmax.md with
// nothing of facts.go or plan_*.go: a binary-heap Dijkstra per field, the
// rules of a move restated. It returns each unit's row by id.
func refFacts(m *Match, me int) func(id int) []float32 {
	b := m.board
	const never = int32(1 << 30)
	walkCost := func(k int) int32 {
		if Warrior.Enters(b.Kinds[k]) {
			return 1
		}
		return 0
	}
	driveCost := func(k int) int32 {
		switch b.Kinds[k] {
		case Road:
			return 1
		case Desert:
			return 4
		}
		return 0
	}
	// nextTo: a cell of kind t among k's 8 neighbours on the board.
	nextTo := func(k int, t CellType) bool {
		p := b.PosOf(k)
		for di := -1; di <= 1; di++ {
			for dj := -1; dj <= 1; dj++ {
				q := Pos{I: p.I + di, J: p.J + dj}
				if q != p && b.In(q) && b.At(q) == t {
					return true
				}
			}
		}
		return false
	}
	var sources []int
	collect := func(keep func(k int) bool) []int {
		sources = sources[:0]
		for k := range b.Kinds {
			if keep(k) {
				sources = append(sources, k)
			}
		}
		return sources
	}
	// field: per board and seat, the cheapest cost from the nearest source,
	// entering a cell costing cost (0: it may not be entered).
	field := func(src []int, cost func(k int) int32) []int32 {
		return dijkstra(b, src, cost, never)
	}
	// Per unit kind (warrior, car): the fields to take, to refill, to food;
	// the rival cars' for both.
	var toTake, refill, food [2][]int32
	toTake[Warrior] = field(collect(func(k int) bool { return b.cityOf[k] >= 0 && m.cityOwner[b.cityOf[k]] != me }), walkCost)
	toTake[Car] = field(collect(func(k int) bool {
		v := m.unitAt[k]
		return v >= 0 && m.units[v].Team != me && m.units[v].Kind == Warrior && b.Kinds[k] != City
	}), driveCost)
	refill[Warrior] = field(collect(func(k int) bool { return walkCost(k) != 0 && nextTo(k, Water) }), walkCost)
	refill[Car] = field(collect(func(k int) bool { return b.Kinds[k] == Road && nextTo(k, Station) }), driveCost)
	food[Warrior] = field(collect(func(k int) bool { return b.Kinds[k] == City }), walkCost)
	food[Car] = field(nil, walkCost) // none: a car has no food
	danger := field(collect(func(k int) bool {
		v := m.unitAt[k]
		return v >= 0 && m.units[v].Team != me && m.units[v].Kind == Car
	}), driveCost)
	return func(id int) []float32 {
		return refRow(m, me, id, [4][]int32{toTake[m.units[id].Kind], refill[m.units[id].Kind], food[m.units[id].Kind], danger})
	}
}

// refRow is unit id's facts from the 4 fields it reads (never: unreached).
func refRow(m *Match, me, id int, fields [4][]int32) []float32 {
	const never = int32(1 << 30)
	b := m.board
	u := m.units[id]
	f := make([]float32, NumFactsFeatures)

	scales := [4]int32{int32(m.cfg.Health), int32(m.cfg.Health), int32(m.cfg.Health), 32}
	steps := [4]int32{1, 1, 1, 4}
	if u.Kind == Car {
		scales[0], scales[1], steps[0], steps[1] = int32(m.cfg.Fuel), int32(m.cfg.Fuel), 4, 4
	}
	k := b.Index(u.Pos)
	for fld, dist := range fields {
		at := 28 + 9*fld
		if dist[k] == never {
			f[at] = 1
		} else {
			f[at] = float32(min(dist[k], scales[fld])) / float32(scales[fld])
		}
		for d := grid.Bottom; d < grid.None; d++ {
			q := u.Pos.Add(d)
			switch {
			case !b.In(q) || !u.Kind.Enters(b.At(q)) || dist[b.Index(q)] == never:
				f[at+1+int(d)] = 1
			case dist[k] == never:
				f[at+1+int(d)] = -1
			default:
				diff := min(max(dist[b.Index(q)]-dist[k], -steps[fld]), steps[fld])
				f[at+1+int(d)] = float32(diff) / float32(steps[fld])
			}
		}
	}
	// What each move does to the unit standing where it goes.
	for d := grid.Bottom; d < grid.None; d++ {
		q := u.Pos.Add(d)
		if !b.In(q) || !u.Kind.Enters(b.At(q)) || m.unitAt[b.Index(q)] < 0 {
			continue
		}
		v := m.units[m.unitAt[b.Index(q)]]
		rival := v.Team != me
		var win, lose float32
		switch {
		case u.Kind == Car && v.Kind == Car: // both explode
			lose = 1
		case u.Kind == Car: // runs the warrior over
			if rival {
				win = 1
			} else {
				lose = 1
			}
		case v.Kind == Car: // suicide
			lose = 1
		case b.At(u.Pos) == City && b.At(q) == City: // two men enter, one man leaves
			if rival {
				win = float32(u.Water) / float32(u.Water+v.Water)
				lose = float32(v.Water) / float32(u.Water+v.Water)
			} else {
				lose = 1
			}
		case v.Food <= m.cfg.Damage || v.Water <= m.cfg.Damage: // the attack drains it to 0
			if rival {
				win = 1
			} else {
				lose = 1
			}
		}
		f[64+int(d)], f[72+int(d)] = win, lose
	}
	if c := b.cityOf[k]; c >= 0 {
		var count [NumTeams]int
		for _, v := range m.units {
			if v.Kind == Warrior && b.cityOf[b.Index(v.Pos)] == c {
				count[v.Team]++
			}
		}
		most := 0
		for t, n := range count {
			if t != me {
				most = max(most, n)
			}
		}
		f[80] = float32(min(count[me], 8)) / 8
		f[81] = float32(min(most, 8)) / 8
	}
	return f
}

// dijkstra is every cell's cheapest cost from the nearest source over the
// 8 neighbours, entering cell k costing cost(k) (0: never); never where no
// path goes.
func dijkstra(b *Board, src []int, cost func(k int) int32, never int32) []int32 {
	dist := make([]int32, len(b.Kinds))
	for k := range dist {
		dist[k] = never
	}
	h := &costHeap{}
	for _, s := range src {
		dist[s] = 0
		heap.Push(h, [2]int32{0, int32(s)})
	}
	for h.Len() > 0 {
		e := heap.Pop(h).([2]int32)
		k := int(e[1])
		if e[0] != dist[k] {
			continue
		}
		p := b.PosOf(k)
		for di := -1; di <= 1; di++ {
			for dj := -1; dj <= 1; dj++ {
				q := Pos{I: p.I + di, J: p.J + dj}
				if q == p || !b.In(q) {
					continue
				}
				n := b.Index(q)
				if c := cost(n); c != 0 && dist[k]+c < dist[n] {
					dist[n] = dist[k] + c
					heap.Push(h, [2]int32{dist[n], int32(n)})
				}
			}
		}
	}
	return dist
}

// costHeap is a min-heap of (cost, cell).
type costHeap [][2]int32

func (h costHeap) Len() int           { return len(h) }
func (h costHeap) Less(i, j int) bool { return h[i][0] < h[j][0] }
func (h costHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *costHeap) Push(x any)        { *h = append(*h, x.([2]int32)) }
func (h *costHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
