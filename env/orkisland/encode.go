package orkisland

import (
	"fmt"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
)

// Observation layout. Planes are uint8; every plane and feature is listed in
// docs/observations.md.
const (
	CropSize = 9 // the units-mode crop is CropSize×CropSize, centred on the ork

	planeTerrain = 0  // 6 planes: water (or off the board), grass, forest, sand, city, path
	planeUnit    = 6  // 4 planes: an ork of relative player r (0 = me)
	planeHealth  = 10 // the ork's health, 255 × health / initial_health
	planeOwner   = 11 // 4 planes: a city or path cell held by relative player r
	NumPlanes    = 15

	NumFeatures     = 12 // units mode, per ork
	NumPlanFeatures = 46 // plan mode, per ork: the 12, 21 route features (routes.go), 13 tactics (tactics.go)
	// NumFactsFeatures: facts mode, per ork: plan mode's row without the
	// plan's decisions (the holder flag, 27, and the errand, 28-32), with
	// the need of the object underfoot and the ork's rank on it in their
	// place (factsRow).
	NumFactsFeatures = 42
	NumGlobals       = 14 // both modes
	healthScale      = 255
	featureHealth    = 0
)

var actionNames = []string{"bottom", "right", "top", "left", "none"}

const globalsDoc = "round fraction, score shares, my ork fraction, cities held and paths held per player"

// Encoder writes Ork Island observations, masks and orders (env.Encoder).
type Encoder struct {
	spec  env.Spec
	mode  env.Mode
	cfg   *Config
	owner []int8                   // scratch: per object (cities, then paths), the relative owner or -1
	route routes                   // plan and facts mode: the shortest-path fields
	row   [NumPlanFeatures]float32 // facts mode: the plan-mode row it is cut from
	ranks []int                    // facts mode: per object, my orks on it counted so far
	moves moves                    // the MoveCoder's view of a seat
	env.MoveCoder
}

// NewEncoder makes an encoder for a config and mode.
func NewEncoder(c *Config, mode env.Mode) (*Encoder, error) {
	e := &Encoder{mode: mode, cfg: c}
	e.route.style = PlanStyle(mode) // plan, roadplan and facts mode's routes
	e.spec = env.Spec{Game: "orkisland", Mode: mode, Players: c.Players, Rounds: c.Rounds,
		Actions: int(NumDirs), Names: actionNames}
	switch mode {
	case env.Units:
		e.spec.Slots = c.NumUnits()
		e.spec.Obs = env.UnitsObs(e.spec.Slots, NumPlanes, CropSize, NumFeatures, NumGlobals, "own ork",
			"health, position, round, score shares, nearest city to take", globalsDoc)
	case env.Plan, env.RoadPlan:
		e.spec.Slots = c.NumUnits()
		e.spec.Obs = env.UnitsObs(e.spec.Slots, NumPlanes, CropSize, NumPlanFeatures, NumGlobals, "own ork",
			"health, position, round, score shares, nearest city to take, route fields to objects and enemies, the object underfoot, the ork's errand, fights per move", globalsDoc)
	case env.Facts:
		e.spec.Slots = c.NumUnits()
		e.spec.Obs = env.UnitsObs(e.spec.Slots, NumPlanes, CropSize, NumFactsFeatures, NumGlobals, "own ork",
			"health, position, round, score shares, nearest city to take, route fields to objects and enemies, the object underfoot and its need, fights per move", globalsDoc)
		e.spec.Obs = append(e.spec.Obs, env.ProgressSpec(e.spec.Slots, int(NumDirs),
			"per own ork and move: off the objects the target field's change moving there; 1 for a fight it loses; 0.5 for leaving an object that needs all my orks on it; 0 for staying, moves within an object and moves it cannot make"))
	case env.Board:
		e.spec.Slots = c.Rows * c.Cols
		e.spec.Obs = env.BoardObs(NumPlanes, c.Rows, c.Cols, NumGlobals, globalsDoc)
	default:
		return nil, fmt.Errorf("orkisland: unknown mode %q (units, plan, facts, board or roadplan)", mode)
	}
	e.MoveCoder = env.NewMoveCoder(e.spec, e.seat)
	return e, nil
}

// Spec implements env.Encoder.
func (e *Encoder) Spec() *env.Spec { return &e.spec }

// prepare fills the relative owner of every object.
func (e *Encoder) prepare(m *Match, me int) {
	b := m.board
	n := len(b.Cities) + len(b.Paths)
	if cap(e.owner) < n {
		e.owner = make([]int8, n)
	}
	e.owner = e.owner[:n]
	for c, o := range m.cityOwner {
		e.owner[c] = relOwner(o, me, m.cfg.Players)
	}
	for q, o := range m.pathOwner {
		e.owner[len(b.Cities)+q] = relOwner(o, me, m.cfg.Players)
	}
}

func relOwner(o, me, n int) int8 {
	if o < 0 {
		return -1
	}
	return int8(env.Rel(o, me, n))
}

// cell writes the planes of board cell (i, j) at offset k of planes spaced by stride.
func (e *Encoder) cell(m *Match, me, i, j int, dst []uint8, k, stride int) {
	b := m.board
	if !b.In(Pos{I: i, J: j}) {
		dst[planeTerrain*stride+k] = 1
		return
	}
	c := i*b.Cols + j
	dst[(planeTerrain+int(b.Cells[c]))*stride+k] = 1
	if id := m.unitAt[c]; id >= 0 {
		u := &m.units[id]
		dst[(planeUnit+env.Rel(u.Player, me, m.cfg.Players))*stride+k] = 1
		dst[planeHealth*stride+k] = uint8(min(healthScale, u.Health*healthScale/m.cfg.InitialHealth))
	}
	if obj := b.object(c); obj >= 0 && e.owner[obj] >= 0 {
		dst[(planeOwner+int(e.owner[obj]))*stride+k] = 1
	}
}

// Observe implements env.Encoder.
func (e *Encoder) Observe(em env.Match, me int, obs [][]byte) {
	m := em.(*Match)
	e.prepare(m, me)
	if e.mode == env.Board {
		e.observeBoard(m, me, obs)
		return
	}
	crops, feats, mask, globals := env.ClearUnitsObs(obs)
	e.globals(m, me, globals)
	plan, facts := e.mode == env.Plan || e.mode == env.RoadPlan, e.mode == env.Facts
	if plan || facts {
		e.route.reset(m)
		e.route.compute(m, me, plan)
	}
	if facts {
		clear(obs[4])
		if cap(e.ranks) < len(e.owner) {
			e.ranks = make([]int, len(e.owner))
		}
		e.ranks = e.ranks[:len(e.owner)]
		clear(e.ranks)
	}
	nf := e.spec.Obs[1].Shape[1]
	area := CropSize * CropSize
	per := NumPlanes * area
	for s, id := range m.orks[me] {
		u := &m.units[id]
		mask[s] = 1
		dst := crops[s*per : (s+1)*per]
		grid.Crop(u.Pos.I, u.Pos.J, CropSize, func(i, j, k int) { e.cell(m, me, i, j, dst, k, area) })
		f := feats[s*nf : (s+1)*nf]
		if facts {
			e.factsRow(m, me, u, f)
			e.progress(m, u, e.row[:], env.Float32s(obs[4])[s*int(NumDirs):(s+1)*int(NumDirs)])
			continue
		}
		e.features(m, me, u, f)
		if plan {
			e.route.features(m, u, e.owner, f)
			tactics(m, u, f)
		}
	}
}

// Progress costs (env.ProgressTensor) of the moves that lose what the
// rules say they lose.
const (
	progressLoseFight = 1   // an attack the ork does not win, or health below 0: it dies, reborn for another player
	progressLeaveNeed = 0.5 // leaving an object that needs every ork of mine on it: one short of keeping or taking it
)

// progress writes each move's progress for ork u (negative is good), from
// the facts of its row: off the objects, the target field's change (its
// steps toward what is worth taking); a move that loses a fight or takes
// its health below 0 costs progressLoseFight; leaving an object whose need
// is at least my orks on it costs progressLeaveNeed; staying and moves
// within an object are 0. A trainer credits each ork with its own progress,
// which the team's reward cannot single out. plan is u's plan-mode row.
func (e *Encoder) progress(m *Match, u *Unit, plan, dst []float32) {
	clear(dst)
	b := m.board
	o := b.object(b.Index(u.Pos))
	leaveCost := float32(0)
	if o >= 0 {
		if mine, _, _ := e.route.plan.Census(o); mine <= e.route.plan.Desired(o) {
			leaveCost = progressLeaveNeed
		}
	}
	for d := Bottom; d < None; d++ {
		if !m.CanMove(u.ID, d) {
			continue
		}
		switch v := u.Pos.Add(d.Grid()); {
		case plan[featureLose+int(d)] != 0:
			dst[d] = progressLoseFight
		case o < 0:
			dst[d] = plan[featureTarget+1+int(d)]
		case b.object(b.Index(v)) != o:
			dst[d] = leaveCost
		}
	}
}

// factsRow writes ork u's facts-mode features: its plan-mode row without
// the plan's decisions, the holder flag (27) and the errand (28-32), and in
// their place the need of the object underfoot (how many of my orks it
// needs to be taken or kept, over 8) and the ork's rank on it (my orks on
// it with smaller ids, over 8: what tells apart orks that see the same
// object, so that a policy can keep as many as the need and send the rest):
//
//	facts[0:27] = plan[0:27], facts[27] = need, facts[28] = rank, facts[29:42] = plan[33:46]
//
// Orks come in ascending id order (Observe), which the ranks count on.
func (e *Encoder) factsRow(m *Match, me int, u *Unit, f []float32) {
	row := e.row[:]
	clear(row)
	e.features(m, me, u, row)
	e.route.features(m, u, e.owner, row)
	tactics(m, u, row)
	copy(f[:featureHold], row[:featureHold])
	f[featureHold] = e.route.need(m, u)
	if o := m.board.object(m.board.Index(u.Pos)); o >= 0 {
		f[featureHold+1] = countFeature(e.ranks[o])
		e.ranks[o]++
	}
	copy(f[featureHold+2:], row[featureDanger:])
}

// features: health, i, j, round fraction, 4 relative score shares, then the
// Manhattan distance and the signed offsets to the nearest city I do not
// hold, and the fraction of all orks that are mine (features 0 to 11).
func (e *Encoder) features(m *Match, me int, u *Unit, f []float32) {
	b, n := m.board, m.cfg.Players
	f[featureHealth] = float32(u.Health) / float32(m.cfg.InitialHealth)
	f[1] = float32(u.Pos.I) / float32(b.Rows)
	f[2] = float32(u.Pos.J) / float32(b.Cols)
	f[3] = float32(m.round) / float32(m.cfg.Rounds)
	env.ScoreShares(m, me, f[4:4+n])
	best, bi, bj := -1, 0, 0
	for c, cells := range b.Cities {
		if e.owner[c] == 0 {
			continue
		}
		lo, hi := cells[0], cells[len(cells)-1] // cities are rectangles listed row-major
		ti, tj := clamp(u.Pos.I, lo.I, hi.I), clamp(u.Pos.J, lo.J, hi.J)
		if d := abs(ti-u.Pos.I) + abs(tj-u.Pos.J); best < 0 || d < best {
			best, bi, bj = d, ti-u.Pos.I, tj-u.Pos.J
		}
	}
	if best >= 0 {
		f[8] = float32(best) / float32(b.Rows+b.Cols)
		f[9] = float32(bi) / float32(b.Rows)
		f[10] = float32(bj) / float32(b.Cols)
	} else {
		f[8] = 1
	}
	f[11] = float32(len(m.orks[me])) / float32(len(m.units))
}

func (e *Encoder) observeBoard(m *Match, me int, obs [][]byte) {
	planes, g := obs[0], env.Float32s(obs[1])
	clear(planes)
	b := m.board
	stride := b.Rows * b.Cols
	for i := 0; i < b.Rows; i++ {
		for j := 0; j < b.Cols; j++ {
			e.cell(m, me, i, j, planes, i*b.Cols+j, stride)
		}
	}
	e.globals(m, me, g)
}

// globals: round / nb_rounds, the relative score shares, my ork fraction,
// then the fraction of the cities and of the paths each relative player
// holds (what the score grows by). prepare must have run.
func (e *Encoder) globals(m *Match, me int, g []float32) {
	clear(g)
	g[0] = float32(m.round) / float32(m.cfg.Rounds)
	env.ScoreShares(m, me, g[1:1+m.cfg.Players])
	g[5] = float32(len(m.orks[me])) / float32(len(m.units))
	var held [2][4]int // cities, paths
	nc := len(m.board.Cities)
	for obj, o := range e.owner {
		if o >= 0 {
			held[min(obj/max(nc, 1), 1)][o]++
		}
	}
	for r := 0; r < m.cfg.Players; r++ {
		g[6+r] = float32(held[0][r]) / float32(max(nc, 1))
		g[10+r] = float32(held[1][r]) / float32(max(len(m.board.Paths), 1))
	}
}

// moves is seat me's orks for the encoder's env.MoveCoder (Mask, Decode,
// SlotUnits), in ascending ids; an ork moves where CanMove says.
type moves struct{ env.OwnUnits[*Match] }

// seat points the encoder's moves at seat me of em.
func (e *Encoder) seat(em env.Match, me int) env.UnitMoves {
	m := em.(*Match)
	e.moves.M, e.moves.Me, e.moves.Own = m, me, m.orks[me]
	return &e.moves
}

func (mv *moves) Cell(id int) int        { return mv.M.board.Index(mv.M.units[id].Pos) }
func (mv *moves) CanMove(id, k int) bool { return mv.M.CanMove(id, Dir(k)) }

func clamp(v, lo, hi int) int { return max(lo, min(v, hi)) }
