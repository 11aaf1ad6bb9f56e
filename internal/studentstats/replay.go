package main

// Events are what happened in one round, reconstructed from the state
// before it, its commands block (the moves that succeeded, in execution
// order) and the state after it.
type Events struct {
	Fights    []Fight
	Exhausted []int // orks that died of negative health (same owner, respawned)
	Moved     []bool
	Dir       []byte // per ork: the letter of its move that succeeded, 0 for none
	// Unexplained counts orks whose fate the replay could not tell (0 in
	// every file seen; a check on the reconstruction).
	Unexplained int
}

// Fight is one fight: "the ork that dies regenerates under the control of
// the other player". The attacker is the ork that moved; Margin is its
// health after the move's cost minus the defender's health (it wins when
// positive, a coin flip when 0).
type Fight struct {
	Attacker, Defender   int // unit ids
	AttPlayer, DefPlayer int
	Margin               int
	AttackerWon          bool
}

var dirDelta = map[byte]Pos{'b': {1, 0}, 'r': {0, 1}, 't': {-1, 0}, 'l': {0, -1}}

var sides = [4]Pos{{1, 0}, {0, 1}, {-1, 0}, {0, -1}}

// replay reconstructs round r (r ≥ 1) of m.
func replay(m *Match, r int, at [][]int) Events {
	prev, cur := &m.Rounds[r-1], &m.Rounds[r]
	n := len(prev.Units)
	ev := Events{Moved: make([]bool, n), Dir: make([]byte, n)}
	owner, health := make([]int, n), make([]int, n)
	pos := make([]Pos, n)
	gone := make([]bool, n) // died this round as a defender in the replay
	for i := range at {
		for j := range at[i] {
			at[i][j] = -1
		}
	}
	for id, u := range prev.Units {
		owner[id], health[id], pos[id] = u.Player, u.Health, Pos{u.I, u.J}
		at[u.I][u.J] = id
	}
	won := make([]int, n) // per defender killed in the replay: 1 + its fight's index
	for _, mv := range cur.Moves {
		id := mv.ID
		if id < 0 || id >= n || gone[id] {
			ev.Unexplained++
			continue
		}
		d := dirDelta[mv.Dir]
		from := pos[id]
		to := Pos{from.I + d.I, from.J + d.J}
		h := health[id] - m.Set.Cost[m.Grid[to.I][to.J]]
		if occ := at[to.I][to.J]; occ >= 0 {
			if owner[occ] != owner[id] {
				ev.Fights = append(ev.Fights, Fight{Attacker: id, Defender: occ, AttPlayer: owner[id],
					DefPlayer: owner[occ], Margin: h - health[occ], AttackerWon: true})
				won[occ] = len(ev.Fights)
			}
			// else an own ork there left unseen (a lost attack, exhaustion)
			gone[occ] = true
		}
		at[from.I][from.J] = -1
		at[to.I][to.J] = id
		pos[id], health[id] = to, h
		ev.Moved[id] = true
		ev.Dir[id] = mv.Dir
	}
	drop := make([]bool, len(ev.Fights))
	for id := range n {
		u := cur.Units[id]
		switch {
		case won[id] > 0 && ev.Fights[won[id]-1].AttPlayer == u.Player:
			// a won attack, as replayed
		case won[id] > 0 || gone[id] || u.Player != owner[id]:
			if won[id] > 0 {
				// the enemy walked into a cell it had left by losing an attack
				drop[won[id]-1] = true
			}
			if u.Player != owner[id] {
				ev.Fights = append(ev.Fights, lostAttack(m, at, owner, health, pos, id, u.Player))
			} else {
				ev.Exhausted = append(ev.Exhausted, id)
			}
		case pos[id] != (Pos{u.I, u.J}) || health[id] != u.Health:
			if u.Health == m.Set.Health {
				ev.Exhausted = append(ev.Exhausted, id)
			} else {
				ev.Unexplained++
			}
		}
	}
	kept := ev.Fights[:0]
	for k, f := range ev.Fights {
		if k >= len(drop) || !drop[k] {
			kept = append(kept, f)
		}
	}
	ev.Fights = kept
	return ev
}

// lostAttack is the fight in which ork id, of owner[id], attacked an ork of
// winner from pos[id] and lost: the defender is the neighbour of winner's
// that it could not beat (the strongest, if several).
func lostAttack(m *Match, at [][]int, owner, health []int, pos []Pos, id, winner int) Fight {
	f := Fight{Attacker: id, Defender: -1, AttPlayer: owner[id], DefPlayer: winner, Margin: -m.Set.Health}
	for _, d := range sides {
		v := Pos{pos[id].I + d.I, pos[id].J + d.J}
		if v.I < 0 || v.I >= len(at) || v.J < 0 || v.J >= len(at[0]) {
			continue
		}
		occ := at[v.I][v.J]
		if occ < 0 || owner[occ] != winner {
			continue
		}
		margin := health[id] - m.Set.Cost[m.Grid[v.I][v.J]] - health[occ]
		if margin <= 0 && (f.Defender < 0 || margin < f.Margin || margin == f.Margin && occ < f.Defender) {
			f.Defender, f.Margin = occ, margin
		}
	}
	return f
}
