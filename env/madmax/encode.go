package madmax

import (
	"fmt"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/marks"
)

// Observation layout. Planes are uint8; every plane and feature is listed in
// docs/observations-madmax.md. Teams are relative to the observer: relative
// team 0 is me, then the other teams in seat order after me.
const (
	// CropSize is the side of the units-mode crop, centred on the unit. A
	// warrior moves only every fourth round, and in those four rounds an
	// enemy car with fuel on a road can come 4 cells closer: radius 4 shows
	// every car that can reach a warrior before its next move. 11×11 would
	// cost 49% more bytes per step (the crop is most of the step, 92 slots ×
	// 22 planes); far targets come from the features instead.
	CropSize = 9

	planeKind    = 0  // 6 planes, one per CellType: desert, city, road, water, station, wall (wall also off the board)
	planeOwner   = 6  // 4 planes: a city cell owned by relative team r
	planeWarrior = 10 // 4 planes: a warrior of relative team r
	planeCar     = 14 // 4 planes: a car of relative team r
	planeFood    = 18 // a warrior's food, 255 × food / warriors_health
	planeWater   = 19 // a warrior's water, 255 × water / warriors_health
	planeFuel    = 20 // a car's fuel, 255 × fuel / cars_fuel
	planeCanMove = 21 // a unit (of any team) that may move this round
	NumPlanes    = 22

	NumFeatures     = 28 // units mode, per unit
	NumPlanFeatures = 37 // plan mode, per unit: the 28, then the Immortan's order (featOrder)
	NumGlobals      = 15 // every mode

	globalsDoc = "round fraction, turn, score shares, city shares, my warrior and car fractions"
)

// Feature indices (units mode).
const (
	featWarrior   = 0  // 1 for a warrior
	featCar       = 1  // 1 for a car
	featFood      = 2  // food / warriors_health (warriors)
	featWater     = 3  // water / warriors_health (warriors)
	featFuel      = 4  // fuel / cars_fuel (cars)
	featRow       = 5  // i / rows
	featCol       = 6  // j / cols
	featCanMove   = 7  // 1 if the unit may move this round
	featRound     = 8  // round / nb_rounds
	featTurn      = 9  // 4: one-hot relative team whose turn it is (round mod 4); 9 = mine
	featShares    = 13 // 4: each relative team's share of all points
	featCity      = 17 // 3: distance, di, dj to the nearest city cell not mine
	featWaterCell = 20 // 3: the same to the nearest Water cell
	featStation   = 23 // 3: the same to the nearest Station
	featMyWarrior = 26 // my warriors / all warriors
	featMyCars    = 27 // my cars / all cars

	// featOrder (plan mode): 9, the one-hot of the order the Immortan
	// (ImmortanStyle) gives the unit this round from my seat, a direction
	// 0..7, or 8 (None) for no order. The crops and the straight-line
	// features cannot show its whole-board plan: where each warrior is sent,
	// which cars a warrior routes around.
	featOrder = 28
)

const fullScale = 255

// actionNames are the directions in the vocabulary every game shares.
var actionNames = grid.Names(grid.Bottom, grid.BR, grid.Right, grid.RT, grid.Top, grid.TL, grid.Left, grid.LB, grid.None)

// Encoder writes Mad Max observations, masks and orders (env.Encoder).
type Encoder struct {
	spec env.Spec
	mode env.Mode
	cfg  *Config

	// Per board, rebuilt when a match brings a new one.
	board     *Board
	kinds     []uint8 // the 6 cell-kind planes over the whole board
	nearWater []int32 // per cell: the nearest Water cell (Chebyshev, ties by BFS order), or -1
	nearStatn []int32 // per cell: the nearest Station, or -1
	boxes     []box   // per city: its bounding box
	queue     []int32
	moves     moves
	plan      *Planner // plan mode: the Immortan's orders; raidplan mode: the Furiosa's
	facts     *facts   // facts mode: the fields, fights and census (facts.go)
	env.MoveCoder
	claimed marks.Set // Decode: the cells a unit of mine moves onto (apart.go)
}

// NewEncoder makes an encoder for a config and mode.
func NewEncoder(c *Config, mode env.Mode) (*Encoder, error) {
	e := &Encoder{mode: mode, cfg: c}
	e.spec = env.Spec{Game: "madmax", Mode: mode, Players: c.Players, Rounds: c.Rounds,
		Actions: int(grid.NumDirs), Names: actionNames}
	switch mode {
	case env.Units:
		// Captures move units between teams, so one team may end up with
		// every unit of the match.
		e.spec.Slots = c.NumUnits()
		e.spec.Obs = env.UnitsObs(e.spec.Slots, NumPlanes, CropSize, NumFeatures, NumGlobals, "own unit",
			"kind, food, water, fuel, position, can move, round, turn, score shares, nearest city to take, water, station", globalsDoc)
	case env.Plan, env.RaidPlan:
		style, teacher := PlanStyle(mode)
		e.spec.Slots = c.NumUnits()
		e.spec.Obs = env.UnitsObs(e.spec.Slots, NumPlanes, CropSize, NumPlanFeatures, NumGlobals, "own unit",
			"the units-mode features, then the one-hot of the "+teacher+"'s order (8: none)", globalsDoc)
		e.plan = NewPlanner(style)
	case env.Facts:
		e.spec.Slots = c.NumUnits()
		e.spec.Obs = env.UnitsObs(e.spec.Slots, NumPlanes, CropSize, NumFactsFeatures, NumGlobals, "own unit",
			"the units-mode features, then per field (a target, a refill, food, rival cars) the value and its change each way, fights per move, the census of the city underfoot", globalsDoc)
		e.facts = &facts{}
		e.spec.Obs = append(e.spec.Obs, env.ProgressSpec(e.spec.Slots, int(grid.NumDirs),
			"per own unit and legal move: the change of its target field (features 29-36: a warrior's city to take, a car's hunt), 0 for none and for warriors in a city"))
	case env.Needs, env.Raids, env.Thirst, env.Wary:
		e.spec.Slots = c.NumUnits()
		e.facts = &facts{needed: true, raided: mode != env.Needs, credit: needsProgress}
		nf, doc := NumNeedsFeatures, "the facts-mode features, then a warrior's need field (the nearest city its other warriors do not hold strictly) and its change each way, its other warriors nearer that city, the warriors it lacks"
		if e.facts.raided {
			nf, doc = NumRaidsFeatures, "the needs-mode features, then per choice (staying, moving each way) the rival warriors beside the warrior's cell and the share of its food or water their attacks would drain"
		}
		e.spec.Obs = env.UnitsObs(e.spec.Slots, NumPlanes, CropSize, nf, NumGlobals, "own unit", doc, globalsDoc)
		progress := "per own unit and legal move: a warrior's change of its need field (features 84-91), a car's of its hunt (features 29-36), 0 for none"
		switch mode {
		case env.Thirst:
			e.facts.credit = e.facts.thirstProgress
			progress = "per own unit and legal move: a warrior's change of its water field (features 38-45) when its water is at most its walk to water + 6, else outside the cities of its food field (features 47-54) when its food is at most its walk to a city + 3, else of its need field (features 84-91); a car's of its hunt (features 29-36); 0 for none"
		case env.Wary:
			e.facts.credit = e.facts.waryProgress
			progress = "per own unit and legal move: thirst mode's progress, a warrior's plus the change of the Immortan's price of danger where the move ends outside the cities (3 per car step closer than 9 to a rival car, 5 per rival warrior beside it), over 3 and clipped to ±1; 0 for none"
		}
		e.spec.Obs = append(e.spec.Obs, env.ProgressSpec(e.spec.Slots, int(grid.NumDirs), progress))
	case env.Board:
		e.spec.Slots = c.Rows * c.Cols
		e.spec.Obs = env.BoardObs(NumPlanes, c.Rows, c.Cols, NumGlobals, globalsDoc)
	default:
		return nil, fmt.Errorf("madmax: unknown mode %q (units, plan, raidplan, facts, needs, raids, thirst, wary or board)", mode)
	}
	e.MoveCoder = env.NewMoveCoder(e.spec, e.seat)
	return e, nil
}

// Spec implements env.Encoder.
func (e *Encoder) Spec() *env.Spec { return &e.spec }

// prepare rebuilds the per-board tables when the match has a new board.
func (e *Encoder) prepare(m *Match) {
	b := m.board
	if b == e.board {
		return
	}
	e.board = b
	n := b.Rows * b.Cols
	e.kinds = grow(e.kinds, int(NumCellTypes)*n)
	clear(e.kinds)
	for k, t := range b.Kinds {
		e.kinds[int(t)*n+k] = 1
	}
	e.boxes = grow(e.boxes, len(b.Cities))
	for c, cells := range b.Cities {
		x := box{cells[0], cells[0]}
		for _, q := range cells {
			x.lo = Pos{I: min(x.lo.I, q.I), J: min(x.lo.J, q.J)}
			x.hi = Pos{I: max(x.hi.I, q.I), J: max(x.hi.J, q.J)}
		}
		e.boxes[c] = x
	}
	e.nearWater = e.nearest(b, Water, e.nearWater)
	e.nearStatn = e.nearest(b, Station, e.nearStatn)
}

// nearest is a multi-source breadth-first search over the 8 neighbours from
// every cell of kind t: per cell, the index of a nearest such cell (by
// Chebyshev distance, whatever lies between), or -1 if the board has none.
func (e *Encoder) nearest(b *Board, t CellType, dst []int32) []int32 {
	dst = grow(dst, len(b.Kinds))
	e.queue = e.queue[:0]
	for k, kind := range b.Kinds {
		dst[k] = -1
		if kind == t {
			dst[k] = int32(k)
			e.queue = append(e.queue, int32(k))
		}
	}
	for q := 0; q < len(e.queue); q++ {
		k := e.queue[q]
		for _, nb := range b.near[k] {
			if dst[nb] < 0 {
				dst[nb] = dst[k]
				e.queue = append(e.queue, nb)
			}
		}
	}
	return dst
}

func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// unitPlanes writes unit id's planes at offset k of planes spaced by stride.
func (e *Encoder) unitPlanes(m *Match, me, id int, dst []uint8, k, stride int) {
	u := &m.units[id]
	r := env.Rel(u.Team, me, NumTeams)
	if u.Kind == Warrior {
		dst[(planeWarrior+r)*stride+k] = 1
		dst[planeFood*stride+k] = scale(u.Food, m.cfg.Health)
		dst[planeWater*stride+k] = scale(u.Water, m.cfg.Health)
	} else {
		dst[(planeCar+r)*stride+k] = 1
		dst[planeFuel*stride+k] = scale(u.Food, m.cfg.Fuel)
	}
	if m.CanMove(id) {
		dst[planeCanMove*stride+k] = 1
	}
}

func scale(v, full int) uint8 { return uint8(min(fullScale, max(0, v*fullScale/full))) }

// cell writes the planes of board cell (i, j) at offset k of planes spaced
// by stride (units-mode crops).
func (e *Encoder) cell(m *Match, me, i, j int, dst []uint8, k, stride int) {
	b := m.board
	if i < 0 || i >= b.Rows || j < 0 || j >= b.Cols {
		dst[(planeKind+int(Wall))*stride+k] = 1
		return
	}
	c := i*b.Cols + j
	dst[(planeKind+int(b.Kinds[c]))*stride+k] = 1
	if city := b.cityOf[c]; city >= 0 {
		dst[(planeOwner+env.Rel(m.cityOwner[city], me, NumTeams))*stride+k] = 1
	}
	if id := m.unitAt[c]; id >= 0 {
		e.unitPlanes(m, me, int(id), dst, k, stride)
	}
}

// Observe implements env.Encoder.
func (e *Encoder) Observe(em env.Match, me int, obs [][]byte) {
	m := em.(*Match)
	e.prepare(m)
	if e.mode == env.Board {
		e.observeBoard(m, me, obs)
		return
	}
	crops, feats, mask, globals := env.ClearUnitsObs(obs)
	e.globals(m, me, globals)
	nf := NumFeatures
	if e.plan != nil {
		e.plan.Plan(m, me)
		nf = NumPlanFeatures
	}
	var prog []float32
	if e.facts != nil {
		e.facts.prepare(m, me)
		nf = NumFactsFeatures
		if e.facts.needed {
			nf = NumNeedsFeatures
		}
		if e.facts.raided {
			nf = NumRaidsFeatures
		}
		prog = env.Float32s(obs[4])
		clear(prog)
	}
	area := CropSize * CropSize
	per := NumPlanes * area
	s := 0
	for id := range m.units {
		u := &m.units[id]
		if u.Team != me {
			continue
		}
		mask[s] = 1
		dst := crops[s*per : (s+1)*per]
		grid.Crop(u.Pos.I, u.Pos.J, CropSize, func(i, j, k int) { e.cell(m, me, i, j, dst, k, area) })
		f := feats[s*nf : (s+1)*nf]
		e.features(m, me, id, f)
		if e.plan != nil {
			f[featOrder+int(e.plan.OrderOf(id))] = 1
		}
		if e.facts != nil && m.CanMove(id) {
			e.facts.row(m, me, u, f)
			dst := prog[s*int(grid.NumDirs) : (s+1)*int(grid.NumDirs)]
			if e.facts.needed && u.Kind == Warrior {
				e.facts.needs(m, me, u, f)
				if e.facts.raided {
					e.facts.raids(m, me, u, f)
				}
				e.facts.credit(m, me, u, f, dst)
			} else {
				progress(m, me, u, f, dst)
			}
		}
		s++
	}
}

// features writes unit id's features (see the featXxx constants).
func (e *Encoder) features(m *Match, me, id int, f []float32) {
	b, c := m.board, m.cfg
	u := &m.units[id]
	if u.Kind == Warrior {
		f[featWarrior] = 1
		f[featFood] = float32(u.Food) / float32(c.Health)
		f[featWater] = float32(u.Water) / float32(c.Health)
	} else {
		f[featCar] = 1
		f[featFuel] = float32(u.Food) / float32(c.Fuel)
	}
	f[featRow] = float32(u.Pos.I) / float32(b.Rows)
	f[featCol] = float32(u.Pos.J) / float32(b.Cols)
	if m.CanMove(id) {
		f[featCanMove] = 1
	}
	f[featRound] = float32(m.round) / float32(c.Rounds)
	f[featTurn+env.Rel(m.round%NumTeams, me, NumTeams)] = 1
	env.ScoreShares(m, me, f[featShares:featShares+NumTeams])
	k := b.Index(u.Pos)
	e.offset(b, u.Pos, e.nearestCity(m, me, u.Pos), f[featCity:featCity+3])
	e.offset(b, u.Pos, int(e.nearWater[k]), f[featWaterCell:featWaterCell+3])
	e.offset(b, u.Pos, int(e.nearStatn[k]), f[featStation:featStation+3])
	f[featMyWarrior], f[featMyCars] = e.fractions(m, me)
}

// nearestCity is the index of a nearest cell (Chebyshev) of a city I do
// not own, or -1. It scans the city whose bounding box is nearest first,
// then only the cities whose boxes could hold a nearer cell.
func (e *Encoder) nearestCity(m *Match, me int, p Pos) int {
	b := m.board
	first, firstLB := -1, 0
	for c, box := range e.boxes {
		if m.cityOwner[c] == me {
			continue
		}
		if lb := box.dist(p); first < 0 || lb < firstLB {
			first, firstLB = c, lb
		}
	}
	if first < 0 {
		return -1
	}
	best, target := -1, -1
	scan := func(c int) {
		for _, q := range b.Cities[c] {
			if d := chebyshev(p, q); best < 0 || d < best {
				best, target = d, b.Index(q)
			}
		}
	}
	scan(first)
	for c, box := range e.boxes {
		if c != first && m.cityOwner[c] != me && box.dist(p) < best {
			scan(c)
		}
	}
	return target
}

// box is a city's bounding box.
type box struct{ lo, hi Pos }

// dist is the Chebyshev distance from p to the box: no cell of the box is nearer.
func (x box) dist(p Pos) int {
	di := max(x.lo.I-p.I, p.I-x.hi.I, 0)
	dj := max(x.lo.J-p.J, p.J-x.hi.J, 0)
	return max(di, dj)
}

// offset writes the Chebyshev distance from p to cell target over
// max(rows, cols) and the signed row and column offsets over rows and cols;
// distance 1 and no offset when there is no target.
func (e *Encoder) offset(b *Board, p Pos, target int, f []float32) {
	if target < 0 {
		f[0], f[1], f[2] = 1, 0, 0
		return
	}
	q := b.PosOf(target)
	f[0] = float32(chebyshev(p, q)) / float32(max(b.Rows, b.Cols))
	f[1] = float32(q.I-p.I) / float32(b.Rows)
	f[2] = float32(q.J-p.J) / float32(b.Cols)
}

func chebyshev(p, q Pos) int { return max(grid.Abs(p.I-q.I), grid.Abs(p.J-q.J)) }

// fractions is my share of all warriors and of all cars.
func (e *Encoder) fractions(m *Match, me int) (float32, float32) {
	all := NumTeams * m.cfg.Warriors
	cars := NumTeams * m.cfg.Cars
	return float32(len(m.warriors[me])) / float32(all), float32(len(m.cars[me])) / float32(cars)
}

func (e *Encoder) observeBoard(m *Match, me int, obs [][]byte) {
	planes, g := obs[0], env.Float32s(obs[1])
	b := m.board
	n := b.Rows * b.Cols
	copy(planes, e.kinds)
	clear(planes[len(e.kinds):])
	for city, cells := range b.Cities {
		r := env.Rel(m.cityOwner[city], me, NumTeams)
		for _, p := range cells {
			planes[(planeOwner+r)*n+b.Index(p)] = 1
		}
	}
	for id := range m.units {
		e.unitPlanes(m, me, id, planes, b.Index(m.units[id].Pos), n)
	}
	e.globals(m, me, g)
}

// globals: round / nb_rounds, whose turn it is, the relative score shares
// and city shares, my warrior and car fractions.
func (e *Encoder) globals(m *Match, me int, g []float32) {
	b := m.board
	clear(g)
	g[0] = float32(m.round) / float32(m.cfg.Rounds)
	g[1+env.Rel(m.round%NumTeams, me, NumTeams)] = 1
	env.ScoreShares(m, me, g[5:9])
	if nc := len(b.Cities); nc > 0 {
		for t, k := range m.numCities {
			g[9+env.Rel(t, me, NumTeams)] = float32(k) / float32(nc)
		}
	}
	g[13], g[14] = e.fractions(m, me)
}

// moves is seat me's units for the encoder's env.MoveCoder (Mask, Decode,
// SlotUnits): my units in ascending ids; a unit moves when the engine would
// select the move and perform it (Legal: my unit, its turn or a car with
// fuel on a road, a target on the board of a kind it may enter) and no unit
// of mine stands on the target (the rules let units attack their own team;
// apart.go says why the encoder does not).
type moves struct{ env.OwnUnits[*Match] }

// seat points the encoder's moves at seat me of em.
func (e *Encoder) seat(em env.Match, me int) env.UnitMoves {
	m := em.(*Match)
	e.moves.Point(m, me, len(m.units), func(id int) bool { return m.units[id].Team == me })
	return &e.moves
}

func (mv *moves) Cell(id int) int { return mv.M.board.Index(mv.M.units[id].Pos) }
func (mv *moves) CanMove(id, k int) bool {
	m := mv.M
	if !m.CanMove(id) || !m.Legal(mv.Me, id, grid.Dir(k)) {
		return false
	}
	v := m.unitAt[m.board.Index(m.units[id].Pos.Add(grid.Dir(k)))]
	return v < 0 || m.units[v].Team != mv.Me // not onto my own unit (apart.go)
}
