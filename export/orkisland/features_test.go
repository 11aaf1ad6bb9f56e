package orkisland

import (
	"slices"

	"github.com/edagym/edagym/export/exporttest"
)

// The route and tactics features' offsets in the plan-mode feature row
// (env/orkisland/routes.go, tactics.go): 5 each, except the hold flag and
// the 4 win and lose flags.
const (
	featTarget = 12 // distance to the target field, then its change moving bottom, right, top, left
	featEnemy  = 17 // the same for the enemy field
	featObject = 22 // on an object, held by me, my orks on it, most enemy orks of one player, enemy orks near
	featHold   = 27 // one of the orks its object needs to stay
	featErrand = 28 // the field of the search that assigned the ork an object, as the target field; 1s when none
	featEnd    = featErrand + 5
	featDanger = 33 // per direction bottom, right, top, left, none
	featWin    = 38 // per move
	featLose   = 42 // per move
)

// routeCases name the states of the route features an equivalence test can
// require its compared input rows to include.
var routeCases = []exporttest.RowCase{
	{Name: "target reached", In: func(r *exporttest.Input) bool { return r.F[featTarget] < 1 }},
	{Name: "target unreached", In: func(r *exporttest.Input) bool { return allOnes(r.F[featTarget : featTarget+5]) }},
	{Name: "enemy reached", In: func(r *exporttest.Input) bool { return r.F[featEnemy] < 1 }},
	{Name: "enemy unreached", In: func(r *exporttest.Input) bool { return allOnes(r.F[featEnemy : featEnemy+5]) }},
	{Name: "on an object", In: func(r *exporttest.Input) bool { return r.F[featObject] == 1 }},
	{Name: "on an object I hold", In: func(r *exporttest.Input) bool { return r.F[featObject+1] == 1 }},
	{Name: "on an object I do not hold", In: func(r *exporttest.Input) bool { return r.F[featObject] == 1 && r.F[featObject+1] == 0 }},
	{Name: "other orks of mine on it", In: func(r *exporttest.Input) bool { return r.F[featObject+2] > 1.0/8 }},
	{Name: "enemy orks on it", In: func(r *exporttest.Input) bool { return r.F[featObject+3] > 0 }},
	{Name: "enemy orks near it", In: func(r *exporttest.Input) bool { return r.F[featObject+4] > 0 }},
	{Name: "a count clipped at 8", In: func(r *exporttest.Input) bool { return slices.Contains(r.F[featObject+2:featObject+5], 1) }},
	{Name: "holding its object", In: func(r *exporttest.Input) bool { return r.F[featHold] == 1 }},
	{Name: "errand", In: func(r *exporttest.Input) bool { return !allOnes(r.F[featErrand:featEnd]) }},
	// The first search is the target field; an errand that differs from it
	// comes from a later one (one that equals it may too).
	{Name: "errand from a later search", In: func(r *exporttest.Input) bool {
		return !allOnes(r.F[featErrand:featEnd]) && !slices.Equal(r.F[featErrand:featEnd], r.F[featTarget:featTarget+5])
	}},
	{Name: "free without errand", In: func(r *exporttest.Input) bool { return r.F[featHold] == 0 && allOnes(r.F[featErrand:featEnd]) }},
	{Name: "free without errand, target reached", In: func(r *exporttest.Input) bool {
		return r.F[featHold] == 0 && allOnes(r.F[featErrand:featEnd]) && r.F[featTarget] < 1
	}},
	{Name: "danger beside a move", In: func(r *exporttest.Input) bool { return slices.ContainsFunc(r.F[featDanger:featDanger+4], nonzero) }},
	{Name: "danger where it stands", In: func(r *exporttest.Input) bool { return r.F[featDanger+4] > 0 }},
	{Name: "an attack it wins", In: func(r *exporttest.Input) bool { return slices.Contains(r.F[featWin:featWin+4], 1) }},
	{Name: "an attack it loses", In: func(r *exporttest.Input) bool { return slices.Contains(r.F[featLose:featLose+4], 1) }},
}

func nonzero(x float32) bool { return x != 0 }

func allOnes(f []float32) bool {
	for _, v := range f {
		if v != 1 {
			return false
		}
	}
	return true
}
