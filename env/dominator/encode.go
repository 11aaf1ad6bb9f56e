package dominator

import (
	"fmt"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
)

// Observation layout. Planes are uint8 and seen through the observer's View:
// the board is rotated as the original hands it to the player (home quadrant
// at the top left) and players are relative (0 = me, then real players me+1,
// me+2, me+3). Every plane and feature is listed in
// docs/observations-dominator.md.
const (
	// CropSize is the side of the units-mode crop, centred on the unit. 9
	// (radius 4) covers everything that can touch a unit next round — a
	// knight attacks from Chebyshev distance 2 after one step, a witch
	// haunts Manhattan distance 3 after one step — with a margin. With
	// U_max = 128 slots and 20 planes, 9×9 is already 207 KB per
	// agent-step; 11×11 would be 310 KB (+49%) for cells no unit can reach
	// in the next round.
	CropSize = 9

	planeWall    = 0  // wall, or outside the board
	planeOwner   = 1  // 4 planes: cell owned by relative player r
	planeHaunted = 5  // haunted cell
	planeUnit    = 6  // 12 planes: unit of type t (farmer, knight, witch) of relative player r, at 6 + 4t + r
	planeHealth  = 18 // 255 × health / max health of the farmer or knight standing there
	planeActive  = 19 // an active witch stands there
	NumPlanes    = 20

	NumFeatures     = 21 // units mode, per unit
	NumPlanFeatures = 30 // plan mode, per unit: the 21, then the Overlord's order (featOrder)
	NumGlobals      = 10 // every mode

	// featOrder (plan mode): 9, the one-hot of the order the Overlord
	// (OverlordStyle) gives the unit this round from my seat, a direction
	// 0..7 of my view, or 8 (None) for no order. The crops and the
	// features cannot show its whole-board plan: which cell each farmer
	// heads for, which rival each knight hunts, where the witches go and
	// which cells they make too dangerous to enter.
	featOrder = NumFeatures

	globalsDoc = "round fraction, score shares, land shares, my unit fraction"
)

// actionNames are the directions in the vocabulary every game shares.
var actionNames = grid.Names(grid.Bottom, grid.BR, grid.Right, grid.RT, grid.Top, grid.TL, grid.Left, grid.LB, grid.None)

// Encoder writes Dominator observations, masks and orders (env.Encoder).
type Encoder struct {
	spec env.Spec
	mode env.Mode
	cfg  *Config
	pad  int     // rows and columns of wall around the image: the crop radius in units mode
	side int     // the image's side, rows + 2·pad
	img  []uint8 // units mode: the padded planes [NumPlanes, side, side], cropped per unit
	open int     // cells that are not walls, counted by paint
	// units mode: 2-D prefix sums, [rows+1, cols+1] in view coordinates, of
	// the open cells I do not own (the land left to paint), filled by paint.
	todo  []int32
	facts *facts   // facts mode: the whole-board facts (facts.go)
	plan  *Planner // plan mode: the Overlord's orders; harryplan mode: the Harrier's
	moves moves
	env.MoveCoder
}

// NewEncoder makes an encoder for a config and mode.
func NewEncoder(c *Config, mode env.Mode) (*Encoder, error) {
	e := &Encoder{mode: mode, cfg: c}
	e.spec = env.Spec{Game: "dominator", Mode: mode, Players: c.Players, Rounds: c.Rounds,
		Actions: int(grid.NumDirs), Names: actionNames}
	switch mode {
	case env.Units, env.Plan, env.HarryPlan, env.Facts:
		e.spec.Slots = c.NumUnits()
		nf, doc := NumFeatures, "type, health, position, active, round, score and land shares, my unit fraction"
		switch mode {
		case env.Plan, env.HarryPlan:
			style, teacher := PlanStyle(mode)
			nf, doc = NumPlanFeatures, doc+"; the one-hot of the "+teacher+"'s order (8: none)"
			e.plan = NewPlanner(style, nil) // ties: the first best step
		case env.Facts:
			nf, doc = NumFactsFeatures, doc+"; the goal field of its type, dangers per move, attacks per move (knights), spells per move (witches)"
		}
		e.spec.Obs = env.UnitsObs(e.spec.Slots, NumPlanes, CropSize, nf, NumGlobals, "own unit on the board", doc, globalsDoc)
		e.pad = CropSize / 2
		e.side = c.Rows + 2*e.pad
		e.img = make([]uint8, NumPlanes*e.side*e.side)
		e.todo = make([]int32, (c.Rows+1)*(c.Rows+1))
		if mode == env.Facts {
			e.facts = newFacts(c, e.side, e.pad)
			e.spec.Obs = append(e.spec.Obs, env.ProgressSpec(e.spec.Slots, int(grid.NumDirs),
				"per own unit and move it can make: the change of its type's goal field (features 22-29), 0 for none"))
		}
	case env.Board:
		e.spec.Slots = c.Rows * c.Cols
		e.spec.Obs = env.BoardObs(NumPlanes, c.Rows, c.Cols, NumGlobals, globalsDoc)
		e.side = c.Rows
	default:
		return nil, fmt.Errorf("dominator: unknown mode %q (units, plan, harryplan, facts or board)", mode)
	}
	e.MoveCoder = env.NewMoveCoder(e.spec, e.seat)
	return e, nil
}

// Spec implements env.Encoder.
func (e *Encoder) Spec() *env.Spec { return &e.spec }

// paint writes the planes of me's view into dst, [NumPlanes, side, side],
// with pad rows and columns of wall around the board, counts the open
// cells and, in units mode, sums the land left to paint.
func (e *Encoder) paint(m *Match, me int, dst []uint8) {
	clear(dst)
	v, side, pad := m.View(me), e.side, e.pad
	stride := side * side
	if pad > 0 {
		walls := dst[planeWall*stride : (planeWall+1)*stride]
		for i := 0; i < side; i++ {
			row := walls[i*side : (i+1)*side]
			if i < pad || i >= side-pad {
				for j := range row {
					row[j] = 1
				}
				continue
			}
			for j := 0; j < pad; j++ {
				row[j], row[side-1-j] = 1, 1
			}
		}
	}
	e.open = 0
	n := m.b.rows
	clear(e.todo)
	// The view's cell (i, j) is the real cell a + i·si + j·sj: the View's
	// rotation, as strides over the row-major board.
	idx := func(p Pos) int { return p.I*n + p.J }
	a := idx(v.real(Pos{I: 0, J: 0}))
	si, sj := idx(v.real(Pos{I: 1, J: 0}))-a, idx(v.real(Pos{I: 0, J: 1}))-a
	var rel [4]int
	for p := range rel {
		rel[p] = v.Rel(p)
	}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			c := &m.b.cells[a+i*si+j*sj]
			k := (i+pad)*side + j + pad
			if c.Type == Wall {
				dst[planeWall*stride+k] = 1
				continue
			}
			e.open++
			if e.todo != nil && int(c.Owner) != me {
				e.todo[(i+1)*(n+1)+j+1] = 1
			}
			if c.Owner >= 0 {
				dst[(planeOwner+rel[c.Owner])*stride+k] = 1
			}
			if c.Haunted {
				dst[planeHaunted*stride+k] = 1
			}
			if c.Unit < 0 {
				continue
			}
			u := &m.units[c.Unit]
			dst[(planeUnit+4*int(u.Type)+rel[u.Player])*stride+k] = 1
			if u.Type == Witch {
				if u.Active {
					dst[planeActive*stride+k] = 1
				}
			} else {
				dst[planeHealth*stride+k] = uint8(max(0, min(255, u.Health*255/m.cfg.MaxHealth(u.Type))))
			}
		}
	}
	if e.todo != nil {
		w := n + 1
		for i := 1; i <= n; i++ {
			for j := 1; j <= n; j++ {
				e.todo[i*w+j] += e.todo[(i-1)*w+j] + e.todo[i*w+j-1] - e.todo[(i-1)*w+j-1]
			}
		}
	}
}

// mine reports whether unit id is me's and on the board: the units that
// get a slot. (A unit left off the grid by a failed respawn must never be
// ordered: the original aborts.)
func (m *Match) mine(id, me int) bool { return m.units[id].Player == me && m.onBoard(id) }

// Observe implements env.Encoder.
func (e *Encoder) Observe(em env.Match, me int, obs [][]byte) {
	m := em.(*Match)
	if e.mode == env.Board {
		e.paint(m, me, obs[0])
		e.globals(m, me, env.Float32s(obs[1]))
		return
	}
	e.paint(m, me, e.img)
	var prog []float32
	if e.facts != nil {
		e.facts.compute(m, me, e.img)
		prog = env.Float32s(obs[4])
		clear(prog)
	}
	if e.plan != nil {
		e.plan.Plan(m, me)
	}
	nf := e.spec.Obs[1].Shape[1]
	crops, feats, mask := obs[0], env.Float32s(obs[1]), obs[2]
	clear(feats)
	clear(mask)
	v, side, area := m.View(me), e.side, CropSize*CropSize
	per := NumPlanes * area
	g := (*[NumGlobals]float32)(env.Float32s(obs[3]))
	e.globals(m, me, g[:])
	s := 0
	for id := range m.units {
		if !m.mine(id, me) {
			continue
		}
		mask[s] = 1
		l := v.local(m.units[id].Pos) // the crop's top-left corner in the padded image
		dst := crops[s*per : (s+1)*per]
		for c := 0; c < NumPlanes; c++ {
			src := e.img[c*side*side:]
			for di := 0; di < CropSize; di++ {
				at := (l.I+di)*side + l.J
				// a fixed-size copy: no call to memmove for 9 bytes
				*(*[CropSize]uint8)(dst[c*area+di*CropSize:]) = *(*[CropSize]uint8)(src[at:])
			}
		}
		f := feats[s*nf : (s+1)*nf]
		e.features(m, me, id, g, f[:NumFeatures])
		if e.plan != nil {
			f[featOrder+int(e.plan.OrderOf(id))] = 1
		}
		if e.facts != nil {
			e.facts.row(m, me, id, f)
			progress(m, me, id, f, prog[s*int(grid.NumDirs):(s+1)*int(grid.NumDirs)])
		}
		s++
	}
	clear(crops[s*per:]) // the slots in use are overwritten whole
}

// features: the unit's type one-hot, health, view position, active flag,
// then the match's round fraction, score and land shares and my unit
// fraction, then where the land left to paint lies beyond the crop: the
// open cells I do not own in the rows above and below the unit and in the
// columns left and right of it, each / open cells.
func (e *Encoder) features(m *Match, me, id int, g *[NumGlobals]float32, f []float32) {
	u := &m.units[id]
	n := float32(m.b.rows)
	f[u.Type] = 1
	if u.Type != Witch {
		f[3] = float32(u.Health) / float32(m.cfg.MaxHealth(u.Type))
	} else if u.Active {
		f[6] = 1
	}
	l := m.View(me).local(u.Pos)
	f[4], f[5] = float32(l.I)/n, float32(l.J)/n
	copy(f[7:17], g[:])
	n1, P := m.b.rows+1, e.todo
	all, open := P[n1*n1-1], float32(max(1, e.open))
	f[17] = float32(P[l.I*n1+n1-1]) / open
	f[18] = float32(all-P[(l.I+1)*n1+n1-1]) / open
	f[19] = float32(P[(n1-1)*n1+l.J]) / open
	f[20] = float32(all-P[(n1-1)*n1+l.J+1]) / open
}

// globals: round / nb_rounds, the four relative score shares, the four
// relative land shares (cells owned / open cells) and my units / all units.
func (e *Encoder) globals(m *Match, me int, g []float32) {
	v := m.View(me)
	g[0] = float32(m.round) / float32(m.cfg.Rounds)
	total := 0
	for _, s := range m.total {
		total += s
	}
	mine := 0
	for id := range m.units {
		if m.units[id].Player == me {
			mine++
		}
	}
	for k := 0; k < 4; k++ {
		g[1+k] = 0
		if total > 0 {
			g[1+k] = float32(v.TotalScore(k)) / float32(total)
		}
		g[5+k] = float32(v.Land(k)) / float32(max(1, e.open))
	}
	g[9] = float32(mine) / float32(len(m.units))
}

// CanMove reports whether the engine accepts and can execute unit id's
// move in me's view direction d (0..7) on the current board: knights alone
// move diagonally; the target must be on the board and not a wall; an
// occupied target is allowed only to a knight attacking a rival farmer or
// knight. Moving onto a haunted cell is allowed: the engine executes it
// (and the farmer or knight dies).
func (m *Match) CanMove(me, id int, d grid.Dir) bool {
	u := &m.units[id]
	if d < 0 || d >= grid.None || (d.Diagonal() && u.Type != Knight) {
		return false
	}
	to := u.Pos.Add(m.View(me).RealDir(d))
	if !m.b.open(to) {
		return false
	}
	if o := m.b.at(to).Unit; o >= 0 {
		t := &m.units[o]
		return u.Type == Knight && t.Type != Witch && t.Player != u.Player
	}
	return true
}

// moves is seat me's units for the encoder's env.MoveCoder (Mask, Decode,
// SlotUnits): my units on the board in ascending ids, moving where CanMove
// says. Actions are directions of me's view, which is exactly how the
// engine reads a player's orders (it turns them back to the real board:
// real = (d + 2·me) mod 8, View.RealDir).
type moves struct{ env.OwnUnits[*Match] }

// seat points the encoder's moves at seat me of em.
func (e *Encoder) seat(em env.Match, me int) env.UnitMoves {
	m := em.(*Match)
	e.moves.Point(m, me, len(m.units), func(id int) bool { return m.mine(id, me) })
	return &e.moves
}

// Cell is unit id's cell in me's view, which board mode's slots follow.
func (mv *moves) Cell(id int) int {
	l := mv.M.View(mv.Me).local(mv.M.units[id].Pos)
	return l.I*mv.M.b.cols + l.J
}

func (mv *moves) CanMove(id, k int) bool { return mv.M.CanMove(mv.Me, id, grid.Dir(k)) }
