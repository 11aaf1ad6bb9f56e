package madmax

// Thirst mode (env.Thirst): raids mode's observation, feature for feature
// (the export's C++ is raids mode's), with a warrior's progress credit
// following its water or food when it runs short. The need field's credit
// charges a warrior for every step out of a city that lacks it, so the
// scratch learners held their cities until their warriors died of thirst
// (22 a match, where the Dummy loses 5; each such death also gives a rival
// team a warrior). Here a warrior whose water is at most its walk to water
// plus thirstMargin is credited with its steps toward water instead, and
// one outside the cities whose food is at most its walk to a city plus
// hungerMargin with its steps toward a city. The margins are facts of the
// unit's own state against the distances it reads; the network reads the
// same features as in raids mode and is told no goal.
const (
	thirstMargin = 6 // the Immortan's WaterMargin (plan_style.go): slack for detours
	hungerMargin = 3 // the Dummy's and the Immortan's food margin (plan_warriors.go)
)

// thirstField is the field warrior u's progress follows in thirst mode:
// fieldRefill when it runs short of water, fieldFood when it runs short of
// food outside a city, else -1 (the need field, as in needs mode).
func (x *facts) thirstField(u *Unit) int {
	k := x.index(u.Pos)
	if dw := x.distWater[k]; dw < unreachable && int32(u.Water) <= dw+thirstMargin {
		return fieldRefill
	}
	if df := x.distAny[k]; df < unreachable && x.cityOf[k] < 0 && int32(u.Food) <= df+hungerMargin {
		return fieldFood
	}
	return -1
}

// thirstProgress writes, for each legal move of warrior u, the change of
// the field thirstField picks (env.ProgressTensor in thirst mode).
func (x *facts) thirstProgress(m *Match, me int, u *Unit, f, dst []float32) {
	fld := x.thirstField(u)
	if fld < 0 {
		needsProgress(m, me, u, f, dst)
		return
	}
	g := featFields + 9*fld
	legalChanges(m, me, u, f[g+1:g+9], dst)
}
