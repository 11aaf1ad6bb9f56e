package moria

import (
	"fmt"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// Observation layout. Planes are uint8 and player-relative: relative clan 0
// is the observer, then the other clans in seat order after it. Every plane
// and feature is listed in docs/observations-moria.md.
const (
	// CropSize is the side of the units-mode crop, centred on the unit.
	// Every unit, Sauron's included, moves at most one cell per round and
	// hits only adjacent cells (the Balrog kills at Chebyshev distance 1),
	// so a radius of 3 shows every threat two rounds before it can strike.
	// Far goals (the nearest treasure, the Balrog) come as features instead.
	// With 100 slots × 23 planes, 7×7 costs 112,700 bytes per agent-step;
	// 9×9 would cost 186,300 (+65%) and 11×11 278,300 (+147%).
	CropSize = 7

	planeType     = 0  // 5 planes, one per CellType: outside, cave, abyss, granite, rock (all 0 off the board)
	planeTurns    = 5  // rock: 255 × turns left / rock_resistance
	planeTreasure = 6  // a cave with a treasure
	planeOwner    = 7  // 4 planes: a cave conquered by relative clan r
	planeDwarf    = 11 // 4 planes: a dwarf of relative clan r
	planeWizard   = 15 // 4 planes: a wizard of relative clan r
	planeHealth   = 19 // the unit's health, 255 × health / full health (the immortal Balrog: 255)
	planeOrc      = 20
	planeTroll    = 21
	planeBalrog   = 22
	NumPlanes     = 23

	NumFeatures     = 18 // units mode, per unit
	NumPlanFeatures = 27 // plan mode, per unit: the 18, then Durin's order (featOrder)
	NumGlobals      = 8  // both modes

	// featOrder (plan mode): 9, the one-hot of the order Durin (DurinStyle)
	// gives the unit this round from my seat, a direction 0..7, or 8 (None)
	// for no order. The crops and the straight-line features cannot show
	// its whole-board plan: which target each dwarf's path search picks,
	// the targets other dwarves claimed, which dwarf a wizard follows.
	featOrder = NumFeatures

	globalsDoc = "round fraction, score shares, my dwarves and wizards, treasures left"
	scale      = 255
)

// actionNames are the directions in the vocabulary every game shares.
var actionNames = grid.Names(grid.Bottom, grid.BR, grid.Right, grid.RT, grid.Top, grid.TL, grid.Left, grid.LB, grid.None)

// Encoder writes Moria observations, masks and orders (env.Encoder). Units
// mode has one slot per clan unit id (captures move dwarves and wizards
// between clans, so a clan may hold them all); slot s is the observer's
// s-th unit in ascending id order.
type Encoder struct {
	spec     env.Spec
	mode     env.Mode
	cfg      *Config
	clan     int        // clan unit ids are 0..clan-1
	own      []int      // scratch: the observer's units, ascending ids
	treasure []Pos      // scratch: cells holding a treasure, row-major
	turns    [128]uint8 // the turns plane's value for each count of turns left
	moves    moves
	plan     *Planner // plan mode: Durin's orders
	facts    *facts   // facts mode: the fields and maps (facts.go)
	env.MoveCoder
	planned planStamp
	decoded jutge.Orders // Decode's orders before they are sequenced
	dirOf   []int        // plan mode: per unit id, its decoded direction or -1
	seq     sequencer    // the other modes: attacks first
}

// planStamp says which state the planner last planned: Decode reuses it
// when it is the state Observe just saw.
type planStamp struct {
	m         *Match
	round, me int
}

// NewEncoder makes an encoder for a config and mode.
func NewEncoder(c *Config, mode env.Mode) (*Encoder, error) {
	clan := c.Players * (c.Dwarves + c.Wizards)
	e := &Encoder{mode: mode, cfg: c, clan: clan, own: make([]int, 0, clan), treasure: make([]Pos, 0, cells)}
	for t := range e.turns {
		e.turns[t] = uint8(min(scale, t*scale/max(1, c.RockResistance)))
	}
	e.spec = env.Spec{Game: "moria", Mode: mode, Players: c.Players, Rounds: c.Rounds,
		Actions: int(grid.NumDirs), Names: actionNames}
	switch mode {
	case env.Units:
		e.spec.Slots = clan
		e.spec.Obs = env.UnitsObs(clan, NumPlanes, CropSize, NumFeatures, NumGlobals, "own dwarf or wizard",
			"type, health, position, round, score shares, nearest treasure, the Balrog", globalsDoc)
	case env.Plan, env.LatePlan:
		style, teacher := PlanStyle(mode)
		e.spec.Slots = clan
		e.spec.Obs = env.UnitsObs(clan, NumPlanes, CropSize, NumPlanFeatures, NumGlobals, "own dwarf or wizard",
			"the units-mode features, then the one-hot of "+teacher+"'s order (8: none)", globalsDoc)
		e.plan = NewPlanner(style)
	case env.Facts:
		e.spec.Slots = clan
		e.spec.Obs = env.UnitsObs(clan, NumPlanes, CropSize, NumFactsFeatures, NumGlobals, "own dwarf or wizard",
			"the units-mode features, then path costs to treasures, caves, enemies and dwarves to heal, Sauron's harm and the enemy dwarves per move, what each move runs into", globalsDoc)
		e.facts = &facts{}
		e.spec.Obs = append(e.spec.Obs, env.ProgressSpec(clan, int(grid.NumDirs),
			"per own unit and move: the change of its distance to the caves not mine (dwarves: a step, or a dig on the way) or to my dwarves (wizards), / 4, clipped to ±1; 0 for none and attacks"))
	case env.Board:
		e.spec.Slots = cells
		e.spec.Obs = env.BoardObs(NumPlanes, Rows, Cols, NumGlobals, globalsDoc)
	default:
		return nil, fmt.Errorf("moria: unknown mode %q (units, plan, lateplan, facts or board)", mode)
	}
	e.MoveCoder = env.NewMoveCoder(e.spec, e.seat)
	return e, nil
}

func newEncoder(c env.Config, mode env.Mode) (env.Encoder, error) {
	return NewEncoder(c.(*Config), mode)
}

// Spec implements env.Encoder.
func (e *Encoder) Spec() *env.Spec { return &e.spec }

// ownUnits lists me's dwarves and wizards in ascending id order.
func (e *Encoder) ownUnits(m *Match, me int) []int {
	e.own = e.own[:0]
	for id := 0; id < e.clan; id++ {
		if m.units[id].Owner == me {
			e.own = append(e.own, id)
		}
	}
	return e.own
}

// cell writes the planes of cell (i, j) at offset k of planes spaced by
// stride. Cells off the board leave every plane 0.
func (e *Encoder) cell(m *Match, me, i, j int, dst []uint8, k, stride int) {
	if i < 0 || i >= Rows || j < 0 || j >= Cols {
		return
	}
	c := &m.cells[i*Cols+j]
	dst[(planeType+int(c.Type))*stride+k] = 1
	switch {
	case c.Type == Rock:
		dst[planeTurns*stride+k] = e.turns[uint8(c.Turns)&127]
	case c.Treasure:
		dst[planeTreasure*stride+k] = 1
	}
	if c.Owner >= 0 {
		dst[(planeOwner+env.Rel(int(c.Owner), me, NumClans))*stride+k] = 1
	}
	if c.Unit < 0 {
		return
	}
	u := &m.units[c.Unit]
	h := scale
	switch u.Type {
	case Dwarf:
		dst[(planeDwarf+env.Rel(u.Owner, me, NumClans))*stride+k] = 1
	case Wizard:
		dst[(planeWizard+env.Rel(u.Owner, me, NumClans))*stride+k] = 1
	case Orc:
		dst[planeOrc*stride+k] = 1
	case Troll:
		dst[planeTroll*stride+k] = 1
	case Balrog:
		dst[planeBalrog*stride+k] = 1
	}
	if u.Type != Balrog {
		h = min(scale, u.Health*scale/fullHealth(u.Type))
	}
	dst[planeHealth*stride+k] = uint8(h)
}

// Observe implements env.Encoder.
func (e *Encoder) Observe(em env.Match, me int, obs [][]byte) {
	m := em.(*Match)
	if e.mode == env.Board {
		e.observeBoard(m, me, obs)
		return
	}
	crops, feats, mask, globals := env.ClearUnitsObs(obs)
	e.globals(m, me, globals)
	e.findTreasures(m)
	own := e.ownUnits(m, me)
	nf := NumFeatures
	switch {
	case e.plan != nil:
		e.planFor(m, me)
		nf = NumPlanFeatures
	case e.facts != nil:
		e.facts.compute(m, me, own, e.treasure)
		nf = NumFactsFeatures
		clear(obs[4])
	}
	area := CropSize * CropSize
	per := NumPlanes * area
	for s, id := range own {
		u := &m.units[id]
		mask[s] = 1
		dst := crops[s*per : (s+1)*per]
		grid.Crop(u.Pos.I, u.Pos.J, CropSize, func(i, j, k int) { e.cell(m, me, i, j, dst, k, area) })
		f := feats[s*nf : (s+1)*nf]
		e.features(m, me, u, f)
		switch {
		case e.plan != nil:
			f[featOrder+int(e.plan.OrderOf(id))] = 1
		case e.facts != nil:
			e.facts.row(m, me, u, f)
			e.facts.progress(m, u, f, env.Float32s(obs[4])[s*int(grid.NumDirs):(s+1)*int(grid.NumDirs)])
		}
	}
}

// findTreasures lists the cells holding a treasure.
func (e *Encoder) findTreasures(m *Match) {
	e.treasure = e.treasure[:0]
	for k := range m.cells {
		if m.cells[k].Treasure {
			e.treasure = append(e.treasure, posOf(k))
		}
	}
}

// features: type one-hot (dwarf, wizard), health, i, j, round fraction, 4
// relative score shares, then the Chebyshev distance and signed offsets to
// the nearest treasure and to the Balrog, my share of the clan units, and
// whether the unit stands inside Moria.
func (e *Encoder) features(m *Match, me int, u *Unit, f []float32) {
	f[int(u.Type)] = 1 // Dwarf 0, Wizard 1
	f[2] = float32(u.Health) / float32(fullHealth(u.Type))
	f[3] = float32(u.Pos.I) / Rows
	f[4] = float32(u.Pos.J) / Cols
	f[5] = float32(m.round) / float32(e.cfg.Rounds)
	env.ScoreShares(m, me, f[6:10])
	best := -1
	var bp Pos
	for _, p := range e.treasure {
		if d := Chebyshev(u.Pos, p); best < 0 || d < best {
			best, bp = d, p
		}
	}
	if best >= 0 {
		f[10] = float32(best) / Rows
		f[11] = float32(bp.I-u.Pos.I) / Rows
		f[12] = float32(bp.J-u.Pos.J) / Cols
	} else {
		f[10] = 1
	}
	b := m.units[m.balrog].Pos
	f[13] = float32(Chebyshev(u.Pos, b)) / Rows
	f[14] = float32(b.I-u.Pos.I) / Rows
	f[15] = float32(b.J-u.Pos.J) / Cols
	f[16] = float32(len(e.own)) / float32(e.clan)
	if inner(u.Pos) {
		f[17] = 1
	}
}

func (e *Encoder) observeBoard(m *Match, me int, obs [][]byte) {
	planes, g := obs[0], env.Float32s(obs[1])
	clear(planes)
	for k := range cells {
		e.cell(m, me, k/Cols, k%Cols, planes, k, cells)
	}
	e.globals(m, me, g)
}

// globals: round / nb_rounds, the relative score shares, my dwarves and
// wizards as fractions of all, the fraction of treasures left.
func (e *Encoder) globals(m *Match, me int, g []float32) {
	g[0] = float32(m.round) / float32(e.cfg.Rounds)
	env.ScoreShares(m, me, g[1:5])
	g[5] = float32(len(m.dwarves[me])) / float32(NumClans*e.cfg.Dwarves)
	g[6] = float32(len(m.wizards[me])) / float32(max(1, NumClans*e.cfg.Wizards))
	left, taken := 0, 0
	for k := range m.cells {
		if m.cells[k].Treasure {
			left++
		}
	}
	for c := range NumClans {
		taken += m.treasures[c]
	}
	g[7] = 0
	if left+taken > 0 {
		g[7] = float32(left) / float32(left+taken)
	}
}

// CanMove reports whether clan me's order "unit id moves in direction d" is
// one the engine both accepts (Accepts) and does not refuse at once (§5.3):
// the target is on the board; it is not granite; not rock for a wizard;
// not occupied for a wizard, who never attacks; not a unit of my own clan;
// and not the Balrog (which no unit can be next to at the start of a round;
// the engine would abort). Moves into an abyss or next to the Balrog are
// accepted: the unit dies.
func (m *Match) CanMove(me, id int, d grid.Dir) bool {
	if d == grid.None || !m.Accepts(me, id, d) {
		return false
	}
	u := &m.units[id]
	p2 := u.Pos.Add(d)
	if !ok(p2) {
		return false
	}
	c := &m.cells[index(p2)]
	if c.Unit >= 0 {
		return u.Type == Dwarf && m.units[c.Unit].Owner != u.Owner && int(c.Unit) != m.balrog
	}
	switch c.Type {
	case Granite:
		return false
	case Rock:
		return u.Type == Dwarf
	}
	return true
}

// Decode implements env.Encoder: one order per unit of mine whose action is
// a direction the engine accepts; None gives no order.
//
// In units, facts and board mode the attacks are given first, on the
// weakest target first, then the other orders in slot order (sequencer).
// In plan mode the orders are given in the sequence of Durin's plan (the
// units it orders first, in its order; then the rest in slot order): the
// engine runs a clan's orders in the order given, and Durin orders a dwarf
// leaving a cell before the one stepping into it, so a chain of moves that
// slot order would block goes through.
func (e *Encoder) Decode(em env.Match, me int, actions []int32, out *jutge.Orders) {
	m := em.(*Match)
	e.decoded.Reset(len(m.units))
	e.MoveCoder.Decode(em, me, actions, &e.decoded)
	if e.plan == nil {
		e.seq.give(m, e.decoded.List(), out)
		return
	}
	e.planFor(m, me)
	if len(e.dirOf) != len(m.units) {
		e.dirOf = make([]int, len(m.units))
		for id := range e.dirOf {
			e.dirOf[id] = -1
		}
	}
	list := e.decoded.List()
	for _, o := range list {
		e.dirOf[o.Unit] = o.Dir
	}
	for _, p := range e.plan.Orders() {
		if d := e.dirOf[p.ID]; d >= 0 {
			out.Add(p.ID, d)
			e.dirOf[p.ID] = -1
		}
	}
	for _, o := range list {
		if e.dirOf[o.Unit] >= 0 {
			out.Add(o.Unit, o.Dir)
			e.dirOf[o.Unit] = -1
		}
	}
}

// planFor plans seat me's orders in m's current round unless the planner
// already has.
func (e *Encoder) planFor(m *Match, me int) {
	if st := (planStamp{m, m.Round(), me}); st != e.planned {
		e.plan.Plan(m, me)
		e.planned = st
	}
}

// moves is seat me's units for the encoder's env.MoveCoder (Mask, the
// orders Decode sequences, SlotUnits): my dwarves and wizards in ascending
// ids, moving where CanMove says.
type moves struct{ env.OwnUnits[*Match] }

// seat points the encoder's moves at seat me of em.
func (e *Encoder) seat(em env.Match, me int) env.UnitMoves {
	mv := &e.moves
	mv.M, mv.Me = em.(*Match), me
	mv.Own = e.ownUnits(mv.M, me)
	return mv
}

func (mv *moves) Cell(id int) int        { return index(mv.M.units[id].Pos) }
func (mv *moves) CanMove(id, k int) bool { return mv.M.CanMove(mv.Me, id, grid.Dir(k)) }
