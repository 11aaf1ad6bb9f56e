package main

// Decisions classifies what each ork did in a round, seen from the state
// before it: the statistics that tell rules apart (does it take every
// fight it wins? coin flips? does it step away from a stronger enemy? do
// its walkers head for objects it lacks or for enemies?).
type Decisions struct {
	OrkRounds int // orks' decisions counted

	Attack    int // moved into an enemy (won or lost)
	HoldStill int // on an object, did not move
	ShiftOn   int // on an object, moved to another object cell
	LeaveObj  int // on an object, moved off
	ToUnheld  int // off objects, moved closer to an object it does not hold
	ToHeld    int // off objects, moved closer to an object it holds (not to one it lacks)
	Hunt      int // off objects, moved closer to an enemy (none of the above)
	IdleOff   int // off objects, did not move
	Other     int // any other move

	WinOpp, WinTaken     int    // an enemy beside it that it beats; it attacked
	WinOppOn, WinTakenOn int    // … while standing on an object
	Planned              int    // attacks on an enemy that stood there before the round
	Reverse, OnMoves     int    // moves along objects; of those, back to the cell of two rounds ago
	OnToUnheld           int    // moves along objects that come closer to an object I lack
	OnToEnemy            int    // … or else closer to an enemy
	OnSameObj            int    // moves along objects that stay on the same object
	TieOpp, TieTaken     int    // only ties beside it; it attacked
	Threat               int    // an enemy beside it that beats it there
	ThreatStay           int    // … and it did not move
	ThreatAway           int    // … it moved to a cell with no such enemy beside
	ThreatAttack         int    // … it attacked (some enemy)
	NearEnemy            int    // orks with an enemy within 3 steps
	NearStronger         int    // … a stronger one (health, before costs)
	OwnNear              int    // orks with another of mine within 2 steps (Manhattan)
	GainLinked, Gains    int    // objects gained; of those, joined to a city or path I held
	OppBy, TakenBy       [6]int // beatable enemy beside, by the best margin (marginBucket); attacked
	OnOppOn, OnTakenOn   int    // on an object, a beatable enemy beside on an object; attacked
}

// fields are the search fields of one player on one state.
type fields struct {
	unheld, enemy, held [][]int
	queue               []Pos
}

// bfs fills f with land steps from the cells src marks (0 there).
func (fs *fields) bfs(m *Match, f [][]int, src func(i, j int) bool) {
	fs.queue = fs.queue[:0]
	for i := range f {
		for j := range f[i] {
			f[i][j] = -1
			if m.Grid[i][j] != 'W' && src(i, j) {
				f[i][j] = 0
				fs.queue = append(fs.queue, Pos{i, j})
			}
		}
	}
	for k := 0; k < len(fs.queue); k++ {
		c := fs.queue[k]
		for _, d := range sides {
			v := Pos{c.I + d.I, c.J + d.J}
			if v.I < 0 || v.I >= len(f) || v.J < 0 || v.J >= len(f[0]) || m.Grid[v.I][v.J] == 'W' || f[v.I][v.J] >= 0 {
				continue
			}
			f[v.I][v.J] = f[c.I][c.J] + 1
			fs.queue = append(fs.queue, v)
		}
	}
}

// closer reports whether field f is smaller at b than at a (unreached
// counts as infinitely far).
func closer(f [][]int, a, b Pos) bool {
	x, y := f[a.I][a.J], f[b.I][b.J]
	return y >= 0 && (x < 0 || y < x)
}

// decide classifies the decisions of player p's orks in round r.
func decide(m *Match, is *Island, r, p int, ev *Events, attackers []bool, at [][]int, fs *fields, d *Decisions) {
	prev := &m.Rounds[r-1]
	if fs.unheld == nil {
		fs.unheld, fs.enemy, fs.held = grid(m, -1), grid(m, -1), grid(m, -1)
	}
	for i := range at {
		for j := range at[i] {
			at[i][j] = -1
		}
	}
	for id, u := range prev.Units {
		at[u.I][u.J] = id
	}
	fs.bfs(m, fs.unheld, func(i, j int) bool { o := is.obj[i][j]; return o >= 0 && m.owner(r-1, o) != p })
	fs.bfs(m, fs.held, func(i, j int) bool { o := is.obj[i][j]; return o >= 0 && m.owner(r-1, o) == p })
	fs.bfs(m, fs.enemy, func(i, j int) bool { id := at[i][j]; return id >= 0 && prev.Units[id].Player != p })
	for id, u := range prev.Units {
		if u.Player != p {
			continue
		}
		d.OrkRounds++
		here := Pos{u.I, u.J}
		cost := func(v Pos) int { return m.Set.Cost[m.Grid[v.I][v.J]] }
		var win, tie, threat, winOnObj bool
		best := -1000
		for _, s := range sides {
			v := Pos{u.I + s.I, u.J + s.J}
			if v.I < 0 || v.I >= len(at) || v.J < 0 || v.J >= len(at[0]) {
				continue
			}
			e := at[v.I][v.J]
			if e < 0 || prev.Units[e].Player == p {
				continue
			}
			eh := prev.Units[e].Health
			best = max(best, u.Health-cost(v)-eh)
			switch mh := u.Health - cost(v); {
			case mh > eh:
				win = true
				if is.obj[v.I][v.J] >= 0 {
					winOnObj = true
				}
			case mh == eh:
				tie = true
			}
			if eh-cost(here) > u.Health {
				threat = true
			}
		}
		to := here
		if ev.Moved[id] {
			s := dirDelta[ev.Dir[id]]
			to = Pos{u.I + s.I, u.J + s.J}
		}
		attacked := attackers[id]
		// an attack whose target stepped away first is a plain move into
		// the cell the enemy stood on
		if e := at[to.I][to.J]; ev.Moved[id] && e >= 0 && prev.Units[e].Player != p {
			attacked = true
		}
		if win {
			d.OppBy[marginBucket(best)]++
			if attacked {
				d.TakenBy[marginBucket(best)]++
			}
			d.WinOpp++
			if attacked {
				d.WinTaken++
			}
			if is.obj[u.I][u.J] >= 0 && winOnObj {
				d.OnOppOn++
				if attacked {
					d.OnTakenOn++
				}
			}
			if is.obj[u.I][u.J] >= 0 {
				d.WinOppOn++
				if attacked {
					d.WinTakenOn++
				}
			}
		} else if tie {
			d.TieOpp++
			if attacked {
				d.TieTaken++
			}
		}
		if threat {
			d.Threat++
			switch {
			case attacked:
				d.ThreatAttack++
			case !ev.Moved[id]:
				d.ThreatStay++
			case !threatened(m, prev, at, p, to, u.Health-cost(to), here):
				d.ThreatAway++
			}
		}
		if e := fs.enemy[u.I][u.J]; e >= 0 && e <= 3 {
			d.NearEnemy++
			if strongerNear(m, prev, at, p, here, u.Health, 3) {
				d.NearStronger++
			}
		}
		if ownNear(prev, at, p, id, here, 2) {
			d.OwnNear++
		}
		on := is.obj[u.I][u.J] >= 0
		switch {
		case attacked:
			d.Attack++
			if e := at[to.I][to.J]; ev.Moved[id] && e >= 0 && prev.Units[e].Player != p {
				d.Planned++
			}
		case on && !ev.Moved[id]:
			d.HoldStill++
		case on && is.obj[to.I][to.J] >= 0:
			d.ShiftOn++
			d.OnMoves++
			switch {
			case closer(fs.unheld, here, to):
				d.OnToUnheld++
			case closer(fs.enemy, here, to):
				d.OnToEnemy++
			}
			if is.obj[to.I][to.J] == is.obj[u.I][u.J] {
				d.OnSameObj++
			}
			if r >= 2 {
				if pp := m.Rounds[r-2].Units[id]; pp.Player == p && pp.I == to.I && pp.J == to.J {
					d.Reverse++
				}
			}
		case on:
			d.LeaveObj++
		case !ev.Moved[id]:
			d.IdleOff++
		case closer(fs.unheld, here, to):
			d.ToUnheld++
		case closer(fs.held, here, to):
			d.ToHeld++
		case closer(fs.enemy, here, to):
			d.Hunt++
		default:
			d.Other++
		}
	}
}

// threatened reports whether an enemy beside v (other than at from) would
// beat my ork of health h there.
func threatened(m *Match, st *Round, at [][]int, p int, v Pos, h int, from Pos) bool {
	c := m.Set.Cost[m.Grid[v.I][v.J]]
	for _, s := range sides {
		x := Pos{v.I + s.I, v.J + s.J}
		if x == from || x.I < 0 || x.I >= len(at) || x.J < 0 || x.J >= len(at[0]) {
			continue
		}
		if e := at[x.I][x.J]; e >= 0 && st.Units[e].Player != p && st.Units[e].Health-c > h {
			return true
		}
	}
	return false
}

// strongerNear reports whether an enemy healthier than h stands within r
// steps (Manhattan) of v.
func strongerNear(m *Match, st *Round, at [][]int, p int, v Pos, h, r int) bool {
	for di := -r; di <= r; di++ {
		for dj := -r + abs(di); dj <= r-abs(di); dj++ {
			i, j := v.I+di, v.J+dj
			if i < 0 || i >= len(at) || j < 0 || j >= len(at[0]) {
				continue
			}
			if e := at[i][j]; e >= 0 && st.Units[e].Player != p && st.Units[e].Health > h {
				return true
			}
		}
	}
	return false
}

// ownNear reports whether another of p's orks stands within r steps of v.
func ownNear(st *Round, at [][]int, p, id int, v Pos, r int) bool {
	for di := -r; di <= r; di++ {
		for dj := -r + abs(di); dj <= r-abs(di); dj++ {
			i, j := v.I+di, v.J+dj
			if i < 0 || i >= len(at) || j < 0 || j >= len(at[0]) {
				continue
			}
			if e := at[i][j]; e >= 0 && e != id && st.Units[e].Player == p {
				return true
			}
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// linked reports whether object o touches what p held in round r: a path
// with a city of p's at an end, or a city at the end of a path of p's.
func linked(m *Match, r, o, p int) bool {
	nc := len(m.Cities)
	if o >= nc {
		q := m.Paths[o-nc]
		return m.Rounds[r].CityOwner[q.A] == p || m.Rounds[r].CityOwner[q.B] == p
	}
	for q, path := range m.Paths {
		if (path.A == o || path.B == o) && m.Rounds[r].PathOwner[q] == p {
			return true
		}
	}
	return false
}
