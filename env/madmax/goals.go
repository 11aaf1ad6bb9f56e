package madmax

import "github.com/edagym/edagym/env/grid"

// Goals mode (env.Goals): facts mode's observation and 14 actions per
// slot: the 8 moves (0-7), then 5 goals (8-12), then none (13). A goal is
// "take the move that does the most for this fact": one of the unit's
// allowed moves, chosen from its facts row alone (resolveGoals), so the
// policy decides where a unit heads and the facts give the step. A goal
// no allowed move serves (nothing to gain that way) is masked out.
//
// Why: a warrior's trip to water or to a city is ten or twenty moves in a
// row, each a different direction. A per-unit policy over raw directions
// has to learn, state by state, which of its 8 moves lowers a field; over
// goals it learns one choice (go to water now) whose steps stay consistent.
const (
	NumGoals = 5

	goTake   = fieldTarget // down the target field: a warrior's nearest city to take, a car's hunt
	goRefill = fieldRefill // down the refill field: a warrior's water, a car's station
	goFood   = fieldFood   // down the food field: a warrior's nearest city (cars: never)
	goFlee   = 3           // up the rival cars' field: away from the nearest rival car
	goFight  = 4           // the move whose chance to capture most exceeds its chance to lose a unit

	firstGoal    = int(grid.None)           // the action of goal 0
	GoalsActions = firstGoal + NumGoals + 1 // the moves, the goals, none
)

// goalsActionNames are goals mode's action names.
var goalsActionNames = append(grid.Names(grid.Bottom, grid.BR, grid.Right, grid.RT, grid.Top, grid.TL, grid.Left, grid.LB),
	"take", "refill", "food", "flee", "fight", "none")

// resolveGoals writes each goal's move for a unit whose facts row is f
// (NumFactsFeatures), or -1: among the moves allowed(d) accepts, the one
// with the lowest change of the goal's field, if it lowers it (take,
// refill, food); the highest change of the rival cars' field, if it raises
// it (flee); the highest win minus lose, if positive (fight). Ties go to
// the lowest direction. The C++ export resolves them the same way
// (export/madmax, resolve_goals()).
func resolveGoals(f []float32, allowed func(d int) bool, dst *[NumGoals]int8) {
	var best [NumGoals]float32
	for g := range dst {
		dst[g] = -1
	}
	for d := 0; d < int(grid.None); d++ {
		if !allowed(d) {
			continue
		}
		for g := range NumGoals {
			if v := goalGain(f, g, d); v > 0 && (dst[g] < 0 || v > best[g]) {
				dst[g], best[g] = int8(d), v
			}
		}
	}
}

// goalGain is what move d gains toward goal g, from the facts row f: the
// fall of the goal's field (take, refill, food: fields 0..2 in goal
// order), the rise of the rival cars' field, or win minus lose.
func goalGain(f []float32, g, d int) float32 {
	switch g {
	case goFlee:
		return f[featFields+fieldDanger*9+1+d]
	case goFight:
		return f[featWin+d] - f[featLose+d]
	}
	return -f[featFields+g*9+1+d]
}

// goalTable holds each unit's resolved goals for the state the encoder
// last observed from each seat (Mask and Decode read them).
type goalTable struct {
	move []([NumGoals]int8) // per unit id
	seen [NumTeams]goalKey  // per seat: the state move holds its units' goals for
	row  []float32          // a facts row, when Mask or Decode come without Observe
}

// goalKey names a state: the match, its board and round.
type goalKey struct {
	m     *Match
	board *Board
	round int
}

func keyOf(m *Match) goalKey { return goalKey{m, m.board, m.round} }

// set records unit id's goals from its facts row f.
func (t *goalTable) set(m *Match, me, id int, f []float32) {
	if len(t.move) < len(m.units) {
		t.move = make([][NumGoals]int8, len(m.units))
	}
	resolveGoals(f, func(d int) bool { return canStep(m, me, id, d) }, &t.move[id])
}

// dir is goal g's move for unit id of seat me, or -1; it computes the
// seat's facts first when the encoder has not observed this state.
func (e *Encoder) goalDir(m *Match, me, id, g int) int {
	t := e.goals
	if t.seen[me] != keyOf(m) {
		e.resolveSeat(m, me)
	}
	return int(t.move[id][g])
}

// resolveSeat computes seat me's facts and resolves its units' goals.
func (e *Encoder) resolveSeat(m *Match, me int) {
	e.prepare(m)
	e.facts.prepare(m, me)
	t := e.goals
	t.row = grow(t.row, NumFactsFeatures)
	for id := range m.units {
		if u := &m.units[id]; u.Team == me {
			clear(t.row)
			e.facts.row(m, me, u, t.row)
			t.set(m, me, id, t.row)
		}
	}
	t.seen[me] = keyOf(m)
}

// canStep is the mask of move d (a direction) for unit id of seat me: the
// engine would select and perform it, and no unit of mine stands on the
// target (apart.go).
func canStep(m *Match, me, id, d int) bool {
	if !m.CanMove(id) || !m.Legal(me, id, grid.Dir(d)) {
		return false
	}
	v := m.unitAt[m.board.Index(m.units[id].Pos.Add(grid.Dir(d)))]
	return v < 0 || m.units[v].Team != me
}
