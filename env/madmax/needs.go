package madmax

import "github.com/edagym/edagym/env/grid"

// Needs mode (env.Needs): facts mode's 82 features, then 11 that say where
// a warrior is needed. A city is held when one team has strictly more
// warriors in it than any other; a warrior is needed in a city my other
// warriors do not hold that way (their count there, u left out, is at most
// a rival team's). Facts mode's target field points at the nearest city I
// do not own, so every warrior heads for the same one and none stays in a
// city it holds; these facts tell a warrior which cities lack it, whether
// it is one of those nearest one that lacks, and whether to stay. Facts of
// the state, no decision: nothing here is assigned.
const (
	NumNeedsFeatures = NumFactsFeatures + 11

	// featNeed: 9, the need field's value at the warrior (walking distance
	// to the nearest city that needs it, over warriors_health), then its
	// change moving in direction 0..7, as facts mode's fields.
	featNeed     = NumFactsFeatures
	featNeedRank = featNeed + 9  // my other warriors strictly nearer that city than u (those in it too), over censusScale
	featNeedGap  = featNeed + 10 // the warriors that city lacks (the most of a rival team + 1 − my others in it), over censusScale
)

// lacks is how many warriors city c lacks for warrior u's team to hold it:
// the most warriors of one rival team there + 1 − my warriors there (u
// left out); c needs u when it is positive. x.count must be this round's
// census (facts.prepare).
func (x *facts) lacks(me int, u *Unit, c int) int32 {
	mine, most := x.count[c][me], int32(0)
	if x.cityOf[x.index(u.Pos)] == c {
		mine--
	}
	for t, n := range x.count[c] {
		if t != me {
			most = max(most, n)
		}
	}
	return most + 1 - mine
}

// needDist is the walking distance from cell k to the nearest needy city,
// and that city (-1 if none is reached).
func (x *facts) needDist(needy []bool, k int) (int32, int) {
	best, city := int32(unreachable), -1
	for c, ok := range needy {
		if ok && x.distCity[c][k] < best {
			best, city = x.distCity[c][k], c
		}
	}
	return best, city
}

// needs writes warrior u's need features (featNeed ..) to its row f; a car's
// stay 0.
func (x *facts) needs(m *Match, me int, u *Unit, f []float32) {
	if u.Kind != Warrior {
		return
	}
	var buf [64]bool
	needy := buf[:min(x.nCities, len(buf))]
	for c := range needy {
		needy[c] = x.lacks(me, u, c) > 0
	}
	k := x.index(u.Pos)
	here, city := x.needDist(needy, k)
	scale := int32(m.cfg.Health)
	g := f[featNeed : featNeed+9]
	g[0] = level(here, scale)
	for d := grid.Bottom; d < grid.None; d++ {
		g[1+d] = 1
		if q := u.Pos.Add(d); m.In(q) && Warrior.Enters(m.CellType(q)) {
			there, _ := x.needDist(needy, x.index(q))
			g[1+d] = change(here, there, walkStep)
		}
	}
	if city < 0 {
		return
	}
	rank := int32(0)
	for _, id := range m.Warriors(me) {
		if id != u.ID && x.distCity[city][x.index(m.units[id].Pos)] < here {
			rank++
		}
	}
	f[featNeedRank] = level(rank, censusScale)
	f[featNeedGap] = level(x.lacks(me, u, city), censusScale)
}

// needsProgress writes, for each legal move of warrior u, the change of its
// need field (env.ProgressTensor in needs mode): a warrior is credited
// with its steps toward a city that lacks it, and charged for leaving one,
// in a city as well as outside.
func needsProgress(m *Match, me int, u *Unit, f, dst []float32) {
	legalChanges(m, me, u, f[featNeed+1:featNeed+9], dst)
}
