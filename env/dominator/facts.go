package dominator

import "github.com/edagym/edagym/env/grid"

// Facts mode (env.Facts) is units mode's crops, unit mask and globals, and
// per unit units mode's 21 features followed by facts computed from the
// whole board: how far the goal of the unit's type is and which moves bring
// it nearer, and what each move risks, attacks or haunts. Everything is in
// the observer's view (directions as its actions). Nothing here is a
// scripted player's choice: no target is claimed, no order is chosen; each
// fact is what the rules say is, or could be, after a move. Every value is
// a small integer or a quotient of two, so that the exported C++
// (export/dominator) computes the same floats, bit for bit.
// docs/observations-dominator.md lists the features.

// The facts' feature indices, after units mode's 21. Directions d are the
// view's 0..7 and 8 (none); the witches' five are bottom, right, top, left
// and none (d/2).
const (
	featGoal         = NumFeatures         // 21: distance to the goal of the unit's type
	featGoalStep     = featGoal + 1        // 22-29: the goal field's change moving in direction d
	featHaunted      = featGoalStep + 8    // 30-37: direction d enters a haunted cell
	featWitchNear    = featHaunted + 8     // 38-46: rival witches near the cell the unit stands on after d
	featKnightsNear  = featWitchNear + 9   // 47-55: rival knights that could attack that cell next round
	featFarmerPrey   = featKnightsNear + 9 // 56-63: the rival farmer direction d attacks: health / max
	featKnightPrey   = featFarmerPrey + 8  // 64-71: the rival knight direction d attacks: health / max
	featCapture      = featKnightPrey + 8  // 72-79: the chance that one hit in direction d captures
	featSpellRivals  = featCapture + 8     // 80-84: rival farmers and knights in the witch's haunt area after the move
	featSpellMine    = featSpellRivals + 5 // 85-89: my farmers and knights in it
	featSpellOff     = featSpellMine + 5   // 90-94: another witch would deactivate her there
	NumFactsFeatures = featSpellOff + 5    // 95: facts mode, per unit
)

const (
	// factsCountScale: unit counts are min(n, 4) / 4.
	factsCountScale = 4
	// witchReach: a rival witch at Manhattan distance d from a cell reads
	// max(0, witchReach + 1 - d) / witchReach: 1 beside it, 0.5 at 3 (the
	// farthest a witch could haunt after her one step this round), 0.25 at
	// 4, 0 from 5 on.
	witchReach = 4
)

// The flags of a cell of the padded view, one byte per cell, so that a
// fact reads one array.
const (
	cellWall        uint8 = 1 << iota // a wall, or the padding outside the board
	cellMyLand                        // painted by me
	cellHaunted                       // haunted
	cellRivalFarmer                   // a rival farmer stands here
	cellRivalKnight                   // a rival knight stands here
	cellMine                          // one of my farmers or knights stands here
	cellWitch                         // a witch of any player stands here

	cellRival = cellRivalFarmer | cellRivalKnight
	cellUnit  = cellRival | cellMine | cellWitch
)

// facts holds what facts mode computes once per observation, over the
// padded view the encoder paints (pad cells of wall around the board, so
// that no neighbour, diamond or square around a cell of the board leaves
// the image).
type facts struct {
	side, pad  int
	scale      int32 // goal distances are divided by rows + cols (and clipped to 1)
	dmin, dmax int   // the damage of one hit
	flags      []uint8
	// field[t]: per padded cell, the distance to the goal of unit type t
	// over open cells, -1 where no goal is reachable (-2 on walls).
	field   [NumUnitTypes][]int32
	queue   []int32
	step    [8]int // each direction's offset in the padded image
	orth    [4]int // step of bottom, right, top, left
	diamond []int  // the offsets at Manhattan distance <= 2 (a haunt's area)
	square  []int  // the offsets at Chebyshev distance <= 2 (a knight's reach in a move and a hit)
	witches []Pos  // the rival witches on the board, padded coordinates
}

func newFacts(c *Config, side, pad int) *facts {
	cells := side * side
	f := &facts{side: side, pad: pad, scale: int32(c.Rows + c.Cols), dmin: c.DamageMin, dmax: c.DamageMax,
		flags: make([]uint8, cells), queue: make([]int32, cells), witches: make([]Pos, 0, c.Players*c.Witches)}
	for t := range f.field {
		f.field[t] = make([]int32, cells)
	}
	for d := grid.Bottom; d < grid.None; d++ {
		f.step[d] = d.Delta().I*side + d.Delta().J
	}
	f.orth = [4]int{f.step[grid.Bottom], f.step[grid.Right], f.step[grid.Top], f.step[grid.Left]}
	for _, o := range diamond2 {
		f.diamond = append(f.diamond, o.I*side+o.J)
	}
	for i := -2; i <= 2; i++ {
		for j := -2; j <= 2; j++ {
			f.square = append(f.square, i*side+j)
		}
	}
	return f
}

// compute reads seat me's padded planes (img, as paint wrote them) into the
// cell flags, lists the rival witches and spreads the three goal fields:
//   - farmers (4 neighbours): from every open cell I have not painted;
//   - knights (8 neighbours): from every rival farmer and knight;
//   - witches (4 neighbours): from every rival farmer and knight.
func (f *facts) compute(m *Match, me int, img []uint8) {
	stride := f.side * f.side
	plane := func(c int) []uint8 { return img[c*stride : (c+1)*stride] }
	unit := func(t UnitType, r int) []uint8 { return plane(planeUnit + 4*int(t) + r) }
	wall, myLand, haunted := plane(planeWall), plane(planeOwner), plane(planeHaunted)
	myFarmer, myKnight := unit(Farmer, 0), unit(Knight, 0)
	var rivalFarmer, rivalKnight [3][]uint8
	var witch [4][]uint8
	for r := range witch {
		witch[r] = unit(Witch, r)
		if r > 0 {
			rivalFarmer[r-1], rivalKnight[r-1] = unit(Farmer, r), unit(Knight, r)
		}
	}
	for k := range f.flags {
		if wall[k] != 0 {
			f.flags[k] = cellWall
			continue
		}
		var fl uint8
		if myLand[k] != 0 {
			fl |= cellMyLand
		}
		if haunted[k] != 0 {
			fl |= cellHaunted
		}
		if myFarmer[k]|myKnight[k] != 0 {
			fl |= cellMine
		}
		if rivalFarmer[0][k]|rivalFarmer[1][k]|rivalFarmer[2][k] != 0 {
			fl |= cellRivalFarmer
		}
		if rivalKnight[0][k]|rivalKnight[1][k]|rivalKnight[2][k] != 0 {
			fl |= cellRivalKnight
		}
		if witch[0][k]|witch[1][k]|witch[2][k]|witch[3][k] != 0 {
			fl |= cellWitch
		}
		f.flags[k] = fl
	}
	v := m.View(me)
	f.witches = f.witches[:0]
	for p := range m.witches {
		if p == me {
			continue
		}
		for _, id := range m.witches[p] {
			if m.onBoard(id) {
				l := v.local(m.units[id].Pos)
				f.witches = append(f.witches, Pos{I: l.I + f.pad, J: l.J + f.pad})
			}
		}
	}
	f.spread(f.field[Farmer], cellMyLand, 0, f.orth[:])
	f.spread(f.field[Knight], 0, cellRival, f.step[:])
	f.spread(f.field[Witch], 0, cellRival, f.orth[:])
}

// spread fills dist with the breadth-first distance, over open cells with
// the given steps, from every source: the open cells with none of the
// flags in not and, if want is not 0, some in want. Cells no source
// reaches read -1, walls -2 (so that the search tests one value).
// (Stopping once my units' cells are reached saves little: a farmer
// search starts from most of the board, and some knight or witch is far
// from every rival.)
func (f *facts) spread(dist []int32, not, want uint8, steps []int) {
	q, tail := f.queue[:len(f.flags)], 0 // each cell joins the queue at most once
	dist = dist[:len(f.flags)]
	for k, fl := range f.flags {
		switch {
		case fl&cellWall != 0:
			dist[k] = -2
		case fl&not == 0 && (want == 0 || fl&want != 0):
			dist[k] = 0
			q[tail] = int32(k)
			tail++
		default:
			dist[k] = -1
		}
	}
	for h := 0; h < tail; h++ {
		k := int(q[h])
		next := dist[k] + 1
		for _, s := range steps {
			if n := k + s; dist[n] == -1 {
				dist[n] = next
				q[tail] = int32(n)
				tail++
			}
		}
	}
}

// row writes unit id's facts into its feature row x (after units mode's
// features; x must be zero there).
func (f *facts) row(m *Match, me, id int, x []float32) {
	u := &m.units[id]
	v := m.View(me)
	l := v.local(u.Pos)
	k := (l.I+f.pad)*f.side + l.J + f.pad
	f.goal(u.Type, k, x)
	if u.Type == Witch {
		f.spells(k, x)
		return
	}
	for d := grid.Bottom; d <= grid.None; d++ {
		stand := -1 // the cell the unit stands on after the move, -1 if it cannot make it
		if d == grid.None {
			stand = k
		} else if u.Type == Knight || !d.Diagonal() {
			n := k + f.step[d]
			switch fl := f.flags[n]; {
			case fl&cellWall != 0:
			case fl&cellUnit == 0:
				stand = n
				if fl&cellHaunted != 0 {
					x[featHaunted+int(d)] = 1
				}
			case u.Type == Knight && fl&cellRival != 0:
				stand = k // an attack: the knight stays where it is
				f.prey(m, v, l.Add(d), d, x)
			}
		}
		if stand >= 0 {
			x[featWitchNear+int(d)] = f.witchNear(stand)
			x[featKnightsNear+int(d)] = f.knightsNear(stand)
		}
	}
}

// goal writes the distance to the goal of unit type t at cell k, over the
// scale and clipped to 1 (1 if no goal is reachable), and, per direction,
// the field's change moving there: -1, 0 or 1 (neighbours of a breadth-
// first field differ by at most one step), and 1 where the unit's type
// cannot move that way, into a wall or where no goal is reachable.
// Whoever stands on the next cell does not count: the mask says whether the
// move is possible now.
func (f *facts) goal(t UnitType, k int, x []float32) {
	dist := f.field[t]
	if dist[k] < 0 {
		x[featGoal] = 1
	} else {
		x[featGoal] = float32(min(dist[k], f.scale)) / float32(f.scale)
	}
	for d := grid.Bottom; d < grid.None; d++ {
		ch := float32(1)
		if n := k + f.step[d]; (t == Knight || !d.Diagonal()) && dist[k] >= 0 && dist[n] >= 0 {
			ch = float32(dist[n] - dist[k])
		}
		x[featGoalStep+int(d)] = ch
	}
}

// prey writes what a knight's attack in direction d on the rival farmer or
// knight at view cell p does: its health / max health (in the slot of its
// type) and the chance that one hit, damage_min..damage_max uniformly,
// captures it (health <= damage).
func (f *facts) prey(m *Match, v View, p Pos, d grid.Dir, x []float32) {
	t := &m.units[m.b.at(v.real(p)).Unit]
	slot := featFarmerPrey
	if t.Type == Knight {
		slot = featKnightPrey
	}
	x[slot+int(d)] = float32(t.Health) / float32(m.cfg.MaxHealth(t.Type))
	den := f.dmax - f.dmin + 1
	num := max(0, min(den, f.dmax-max(t.Health, f.dmin)+1))
	x[featCapture+int(d)] = float32(num) / float32(den)
}

// witchNear is the nearest rival witch's Manhattan distance d from padded
// cell c as max(0, witchReach+1-d) / witchReach. Every rival witch counts,
// active or not: one that is not may be after this round's moves.
func (f *facts) witchNear(c int) float32 {
	ci, cj := c/f.side, c%f.side
	best := witchReach + 1
	for _, w := range f.witches {
		best = min(best, abs(w.I-ci)+abs(w.J-cj))
	}
	return float32(max(0, witchReach+1-best)) / witchReach
}

// knightsNear counts the rival knights within Chebyshev distance 2 of
// padded cell c, over factsCountScale: those that can attack a unit there
// next round (one step this round brings them beside it); those beside it
// can also attack it this round, if it gets there before they move.
func (f *facts) knightsNear(c int) float32 {
	n := 0
	for _, o := range f.square {
		if f.flags[c+o]&cellRivalKnight != 0 {
			n++
		}
	}
	return countFact(n)
}

// spells writes, for a witch at padded cell k, what each of her moves
// (bottom, right, top, left, none) does, judged from where the others
// stand now: how many rival and how many of my farmers and knights are in
// her haunt area there (Manhattan distance 2; walls do not stop it), and
// whether another witch within it would deactivate her. Active, she haunts
// them: each dies, a rival's captured for us, one of mine reborn for
// another player. Inactive, they are at risk the moment she is active
// again. A move onto a wall or a unit reads 0.
func (f *facts) spells(k int, x []float32) {
	for j := 0; j < 5; j++ {
		q := k
		if j < 4 {
			if q = k + f.orth[j]; f.flags[q]&(cellWall|cellUnit) != 0 {
				continue
			}
		}
		off, rivals, mine := false, 0, 0
		for _, o := range f.diamond {
			c := q + o
			if c == k {
				continue // herself: where she stands, or the cell she leaves
			}
			fl := f.flags[c]
			off = off || fl&cellWitch != 0
			if fl&cellRival != 0 {
				rivals++
			}
			if fl&cellMine != 0 {
				mine++
			}
		}
		if off {
			x[featSpellOff+j] = 1
		}
		x[featSpellRivals+j] = countFact(rivals)
		x[featSpellMine+j] = countFact(mine)
	}
}

func countFact(n int) float32 { return float32(min(n, factsCountScale)) / factsCountScale }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Progress costs (env.ProgressTensor) of the moves that risk what the rules
// say they risk: a farmer or knight that enters a haunted cell dies (it is
// reborn for another player); one that ends the round within witchReach of
// a rival witch may die in the next rounds (within 3 she haunts it after
// one step; at 4, after two), the nearer the surer. Both cost more than a
// step away from the unit's goal (at most 1): like the Overlord, which
// never plans a step within 4 of a rival witch, a unit rather walks round.
const (
	progressDie = 2
	// progressRisk + progressRiskNear × feature 38-46: 1.125 at distance 4
	// from a rival witch, 1.25 at 3, 1.375 at 2, 1.5 beside her. Graded,
	// so that a unit within her reach gains by every step away from her.
	progressRisk     = 1
	progressRiskNear = 0.5
	// progressHauntsMine: a witch's move that haunts my own farmers or
	// knights, as bad as a step away from her goal.
	progressHauntsMine = 1
	// knightWounded: a knight below this share of its health heals 30 a
	// round by standing still (the rules), and a knight this wounded loses
	// the next fight.
	knightWounded = 0.75
	featHealth    = 3 // units mode's: health / the type's most
)

// progress writes, for each move unit id can make, its progress toward its
// type's goal (negative is good): the change of the goal field (features
// 22-29: steps toward unpainted land for farmers, toward rival units for
// knights and witches), or progressDie for a farmer or knight entering a
// haunted cell, or the risk of standing within witchReach of a rival witch
// (staying put too; risk), or progressHauntsMine for a witch whose move
// (staying too) haunts my own farmers or knights (hauntsMine). A wounded
// knight with no rival beside it (heals) gains health by staying: staying
// reads -1 and its moves one more than their field's change. Witches
// cannot die. The moves it cannot make read 0. A trainer credits each unit
// with its own progress, which the team's reward cannot single out.
func progress(m *Match, me, id int, f, dst []float32) {
	typ := m.units[id].Type
	witch := typ == Witch
	risk := func(d grid.Dir) float32 {
		if w := f[featWitchNear+int(d)]; !witch && w > 0 {
			return progressRisk + progressRiskNear*w
		}
		return 0
	}
	healing := typ == Knight && heals(f)
	for d := grid.Dir(0); d < grid.None; d++ {
		if !m.CanMove(me, id, d) {
			continue
		}
		switch r := risk(d); {
		case witch && hauntsMine(f, int(d)/2):
			dst[d] = progressHauntsMine
		case f[featHaunted+int(d)] != 0:
			dst[d] = progressDie
		case r > 0:
			dst[d] = r
		case healing:
			dst[d] = f[featGoalStep+int(d)] + 1
		default:
			dst[d] = f[featGoalStep+int(d)]
		}
	}
	switch r := risk(grid.None); {
	case witch && hauntsMine(f, 4):
		dst[grid.None] = progressHauntsMine
	case r > 0:
		dst[grid.None] = r
	case healing:
		dst[grid.None] = -1
	}
}

// heals reports whether a knight is wounded (below knightWounded of its
// health) with no rival farmer or knight beside it to strike: standing
// still heals it. Feature 3 is its health over its type's most.
func heals(f []float32) bool {
	if f[featHealth] >= knightWounded {
		return false
	}
	for _, v := range f[featFarmerPrey:featCapture] {
		if v != 0 {
			return false
		}
	}
	return true
}

// hauntsMine reports whether a witch's move j (bottom, right, top, left,
// none) leaves her active with my farmers or knights in her haunt area:
// they die, reborn for other players. Their own moves are not to blame.
func hauntsMine(f []float32, j int) bool {
	return f[featSpellMine+j] > 0 && f[featSpellOff+j] == 0
}
