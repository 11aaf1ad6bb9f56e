package main

import "github.com/edagym/edagym/internal/tally"

// Tally is one player's statistics over one round (Analyze) or summed over
// many player-rounds (Add).
type Tally struct {
	N int // player-rounds summed

	Cities, Paths        int // objects held
	CityCells, PathCells int
	EmptyHeld            int // objects held with none of my orks on them
	Points               int // points scored this round
	CityPts, PathPts     int
	GraphPts             int    // factor × 2^size per component of the conquest graph
	BigComp              int    // cities in the largest component
	Gained, LostObj      int    // objects whose owner became me / stopped being me
	Orks                 int    // orks owned
	OnCity, OnPath       int    // orks standing on a city / path cell
	OnHeld               int    // orks on an object I hold after the round
	ExtraGuards          int    // orks on held objects beyond one per object
	OffDist              int    // sum over orks off objects of the land steps to the nearest object
	Far                  int    // orks more than 5 steps from every object
	Still                int    // orks that did not move (and did not die) this round
	StillOn              int    // of those, on an object
	Moves                int    // moves that succeeded
	MoveTo               [5]int // by the cell entered: grass, forest, sand, city, path
	Health               int    // sum of my orks' health
	AttWon, AttLost      int    // fights I started: won, lost
	DefWon, DefLost      int    // fights started against me
	TieFights            int    // fights I started at equal health (coin flips)
	Margin               [6]int // fights I started by margin: < -20, -20..-1, 0, 1..5, 6..20, > 20
	WonMargin            int    // sum of margins of the fights I started and won
	Exhausted            int    // my orks that died of negative health
	Unexplained          int    // replay failures (the whole round's, counted per player)
	Score                int    // total score after the round
	ScoreShare           float64
	First                int // 1 when my total score is strictly the highest after the round
	Dec                  Decisions
}

// Add sums u into t; a single round's Tally (N 0) counts as one.
func (t *Tally) Add(u *Tally) {
	n := t.N + max(u.N, 1)
	tally.Add(t, u)
	t.N = n
}

// Island is what a match's board gives the statistics: per cell its object
// (cities, then paths) or -1, and the land steps to the nearest object.
type Island struct {
	obj, dist [][]int
}

func newIsland(m *Match) *Island {
	is := &Island{obj: grid(m, -1), dist: grid(m, -1)}
	var queue []Pos
	for o, cells := range m.objects() {
		for _, c := range cells {
			is.obj[c.I][c.J] = o
			is.dist[c.I][c.J] = 0
			queue = append(queue, c)
		}
	}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for _, d := range sides {
			v := Pos{c.I + d.I, c.J + d.J}
			if v.I < 0 || v.I >= len(m.Grid) || v.J < 0 || v.J >= len(m.Grid[0]) || m.Grid[v.I][v.J] == 'W' || is.dist[v.I][v.J] >= 0 {
				continue
			}
			is.dist[v.I][v.J] = is.dist[c.I][c.J] + 1
			queue = append(queue, v)
		}
	}
	return is
}

func grid(m *Match, fill int) [][]int {
	g := make([][]int, len(m.Grid))
	for i := range g {
		g[i] = make([]int, len(m.Grid[i]))
		for j := range g[i] {
			g[i][j] = fill
		}
	}
	return g
}

// objects are the cities' cells, then the paths'.
func (m *Match) objects() [][]Pos {
	out := append([][]Pos(nil), m.Cities...)
	for _, p := range m.Paths {
		out = append(out, p.Cells)
	}
	return out
}

// owner is object o's owner in round r.
func (m *Match) owner(r, o int) int {
	if o < len(m.Cities) {
		return m.Rounds[r].CityOwner[o]
	}
	return m.Rounds[r].PathOwner[o-len(m.Cities)]
}

// terrainIndex is a letter's index in Tally.MoveTo.
func terrainIndex(c byte) int {
	switch c {
	case 'F':
		return 1
	case 'S':
		return 2
	case 'C':
		return 3
	case 'P':
		return 4
	}
	return 0
}

// marginBucket is a margin's index in Tally.Margin.
func marginBucket(d int) int {
	switch {
	case d < -20:
		return 0
	case d < 0:
		return 1
	case d == 0:
		return 2
	case d <= 5:
		return 3
	case d <= 20:
		return 4
	}
	return 5
}

// Analyze is every player's tally for every round 1..Rounds: out[p][r-1].
func Analyze(m *Match) [][]Tally {
	np := m.Set.Players
	is := newIsland(m)
	at := grid(m, -1)
	out := make([][]Tally, np)
	for p := range out {
		out[p] = make([]Tally, len(m.Rounds)-1)
	}
	objs := m.objects()
	count := make([]int, len(objs)*np)
	at2 := grid(m, -1)
	var fs fields
	for r := 1; r < len(m.Rounds); r++ {
		prev, cur := &m.Rounds[r-1], &m.Rounds[r]
		ev := replay(m, r, at)
		t := make([]*Tally, np)
		for p := range t {
			t[p] = &out[p][r-1]
			t[p].N = 1
			t[p].Unexplained = ev.Unexplained
			t[p].Score = cur.Score[p]
		}
		clear(count)
		for id, u := range cur.Units {
			tp := t[u.Player]
			tp.Orks++
			tp.Health += u.Health
			o := is.obj[u.I][u.J]
			switch {
			case o < 0:
				d := is.dist[u.I][u.J]
				tp.OffDist += d
				if d > 5 {
					tp.Far++
				}
			case o < len(m.Cities):
				tp.OnCity++
			default:
				tp.OnPath++
			}
			if o >= 0 {
				count[o*np+u.Player]++
				if m.owner(r, o) == u.Player {
					tp.OnHeld++
				}
			}
			pu := prev.Units[id]
			if pu.Player == u.Player && pu.I == u.I && pu.J == u.J && pu.Health == u.Health && !ev.Moved[id] {
				tp.Still++
				if o >= 0 {
					tp.StillOn++
				}
			}
			if ev.Moved[id] {
				t[pu.Player].Moves++
			}
		}
		for _, f := range ev.Fights {
			a, d := t[f.AttPlayer], t[f.DefPlayer]
			a.Margin[marginBucket(f.Margin)]++
			if f.Margin == 0 {
				a.TieFights++
			}
			if f.AttackerWon {
				a.AttWon++
				d.DefLost++
				a.WonMargin += f.Margin
			} else {
				a.AttLost++
				d.DefWon++
			}
		}
		attackers := make([]bool, len(cur.Units))
		for _, f := range ev.Fights {
			attackers[f.Attacker] = true
		}
		for p := range np {
			decide(m, is, r, p, &ev, attackers, at2, &fs, &t[p].Dec)
		}
		for _, id := range ev.Exhausted {
			t[prev.Units[id].Player].Exhausted++
		}
		for o, cells := range objs {
			w := m.owner(r, o)
			if pw := m.owner(r-1, o); pw != w {
				if w >= 0 {
					t[w].Gained++
					t[w].Dec.Gains++
					if linked(m, r-1, o, w) {
						t[w].Dec.GainLinked++
					}
				}
				if pw >= 0 {
					t[pw].LostObj++
				}
			}
			if w < 0 {
				continue
			}
			tw := t[w]
			c := count[o*np+w]
			if c == 0 {
				tw.EmptyHeld++
			}
			tw.ExtraGuards += max(0, c-1)
			if o < len(m.Cities) {
				tw.Cities++
				tw.CityCells += len(cells)
				tw.CityPts += len(cells) * m.Set.BonusCity
			} else {
				tw.Paths++
				tw.PathCells += len(cells)
				tw.PathPts += len(cells) * m.Set.BonusPath
			}
		}
		for p := range np {
			t[p].GraphPts, t[p].BigComp = graph(m, r, p)
			t[p].Points = t[p].CityPts + t[p].PathPts + t[p].GraphPts
		}
		sum, best := 0, 0
		for p := range np {
			sum += cur.Score[p]
			best = max(best, cur.Score[p])
		}
		for p := range np {
			if sum > 0 {
				t[p].ScoreShare = float64(cur.Score[p]) / float64(sum)
			}
			strict := cur.Score[p] == best
			for q := range np {
				if q != p && cur.Score[q] == best {
					strict = false
				}
			}
			if strict && best > 0 {
				t[p].First = 1
			}
		}
	}
	moveTerrain(m, out)
	return out
}

// moveTerrain counts, per player, the cells its successful moves entered.
func moveTerrain(m *Match, out [][]Tally) {
	for r := 1; r < len(m.Rounds); r++ {
		prev := m.Rounds[r-1].Units
		pos := make([]Pos, len(prev))
		for id, u := range prev {
			pos[id] = Pos{u.I, u.J}
		}
		for _, mv := range m.Rounds[r].Moves {
			d := dirDelta[mv.Dir]
			to := Pos{pos[mv.ID].I + d.I, pos[mv.ID].J + d.J}
			pos[mv.ID] = to
			out[prev[mv.ID].Player][r-1].MoveTo[terrainIndex(m.Grid[to.I][to.J])]++
		}
	}
}

// graph is player p's conquest-graph points in round r and the cities in
// its largest component.
func graph(m *Match, r, p int) (points, biggest int) {
	nc := len(m.Cities)
	parent := make([]int, nc)
	for c := range parent {
		parent[c] = c
	}
	var find func(int) int
	find = func(c int) int {
		for parent[c] != c {
			c = parent[c]
		}
		return c
	}
	own := m.Rounds[r].CityOwner
	for q, path := range m.Paths {
		if m.Rounds[r].PathOwner[q] == p && own[path.A] == p && own[path.B] == p {
			parent[find(path.A)] = find(path.B)
		}
	}
	size := make([]int, nc)
	for c := range nc {
		if own[c] == p {
			size[find(c)]++
		}
	}
	for _, s := range size {
		if s > 0 {
			points += m.Set.Factor << s
			biggest = max(biggest, s)
		}
	}
	return points, biggest
}
