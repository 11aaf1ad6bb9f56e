package moria

import (
	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/env/moria"
)

func init() {
	agents.Register("moria", "Dummy", func(me int, r *jutge.Random) env.Player { return NewDummy(r) })
}

// Style is what the Dummy and Durin (durin.go) play differently.
type Style struct {
	DwarfValue  float32 // an enemy dwarf to capture is worth this to a dwarf
	WizardValue float32 // ... an enemy wizard this
	FrontValue  float64 // a wizard values a dwarf of ours within 2 of an enemy dwarf this much more
	WizardDodge bool    // wizards beside an enemy dwarf step away from it first
}

// DummyStyle is the Dummy's.
var DummyStyle = Style{DwarfValue: 8, WizardValue: 5}

// Dummy is a scripted player written from the rules. Each round:
//
//   - it marks the cells Sauron will make deadly: within 2 of the Balrog
//     (it moves one step, then kills its 8 neighbours), next to a troll, and
//     next to an orc for a weak unit;
//   - dwarves next to an enemy dwarf or wizard hit the weakest one (a kill
//     captures it); healthy dwarves also hit adjacent orcs;
//   - every other dwarf runs a cheapest-path search (digging a rock costs
//     its remaining turns) and heads for the best value per cost: a treasure
//     (treasure_value + 1), an enemy dwarf or wizard to capture, a cave owned
//     by another clan (2: it is taken from them) or unowned (1). Targets are
//     claimed so dwarves spread out;
//   - wizards stay beside wounded dwarves to heal them, or follow the
//     nearest dwarf, out of danger;
//   - orders are issued so that a dwarf leaving a cell moves before the one
//     stepping into it.
type Dummy struct {
	r  *jutge.Random
	s  Style
	me int
	m  *moria.Match

	danger  [cellsN]bool
	enemy   [cellsN]bool // a dwarf or wizard of another clan stands there
	step    [cellsN]int8 // cost of entering for a dwarf (not as first step), -1 if it cannot
	val     [cellsN]float32
	extra   [cellsN]int32 // rounds of hitting before an enemy falls
	blocked [cellsN]bool  // cells a planned move already fills
	claims  [cellsN]uint8
	foe     [cellsN]int8 // Chebyshev distance to the nearest enemy dwarf, capped at 3

	// search state, reset by stamps
	stamp   uint32
	seen    [cellsN]uint32
	dist    [cellsN]int32
	first   [cellsN]moria.Dir
	done    [cellsN]uint32
	buckets [][]int32
	queue   []int32
	vacated [cellsN]bool // cells a planned move leaves

	plan []planned
}

const cellsN = moria.Rows * moria.Cols

// planned is one decided order and the cell it leaves empty, if any.
type planned struct {
	id     int
	dir    moria.Dir
	from   int // the unit's cell
	target int // cell stepped into, or -1 for attacks, digs and None
}

// NewDummy makes a Dummy; r is kept for tie-breaking.
func NewDummy(r *jutge.Random) *Dummy { return &Dummy{r: r, s: DummyStyle} }

// neighbours[k] are the cells around cell k in direction order, -1 off the board.
var neighbours = func() (t [cellsN][8]int16) {
	for k := range cellsN {
		for dir := moria.Bottom; dir < moria.None; dir++ {
			t[k][dir] = -1
			if q := pos(k).Add(dir); moria.OnBoard(q) {
				t[k][dir] = int16(idx(q))
			}
		}
	}
	return t
}()

func idx(p moria.Pos) int { return p.I*moria.Cols + p.J }

func pos(k int) moria.Pos { return moria.Pos{I: k / moria.Cols, J: k % moria.Cols} }

// Play decides every order of the round.
func (d *Dummy) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*moria.Match)
	d.m, d.me = m, me
	d.plan = d.plan[:0]
	clear(d.blocked[:])
	clear(d.vacated[:])
	clear(d.claims[:])
	d.markDanger()
	d.markCells()
	if d.s.FrontValue != 0 || d.s.WizardDodge {
		d.markFoes()
	}
	for _, id := range m.Dwarves(me) {
		d.planAttack(id)
	}
	for _, id := range m.Dwarves(me) {
		if !d.planned(id) {
			d.planDwarf(id)
		}
	}
	for _, id := range m.Wizards(me) {
		d.planWizard(id)
	}
	d.emit(out)
}

func (d *Dummy) planned(id int) bool {
	for _, p := range d.plan {
		if p.id == id {
			return true
		}
	}
	return false
}

// markDanger marks the cells where a unit of ours would be hit or killed
// by Sauron this round.
func (d *Dummy) markDanger() {
	m := d.m
	clear(d.danger[:])
	mark := func(p moria.Pos, r int) {
		for i := max(p.I-r, 0); i <= min(p.I+r, moria.Rows-1); i++ {
			for j := max(p.J-r, 0); j <= min(p.J+r, moria.Cols-1); j++ {
				d.danger[i*moria.Cols+j] = true
			}
		}
	}
	mark(m.Unit(m.BalrogID()).Pos, 2)
	for _, id := range m.Trolls() {
		mark(m.Unit(id).Pos, 1)
	}
}

// markFoes marks each cell's Chebyshev distance to the nearest enemy dwarf,
// up to 3.
func (d *Dummy) markFoes() {
	m := d.m
	const r = 3
	for k := range d.foe {
		d.foe[k] = r
	}
	for c := range 4 {
		if c == d.me {
			continue
		}
		for _, id := range m.Dwarves(c) {
			p := m.Unit(id).Pos
			for i := max(p.I-r, 0); i <= min(p.I+r, moria.Rows-1); i++ {
				for j := max(p.J-r, 0); j <= min(p.J+r, moria.Cols-1); j++ {
					k := i*moria.Cols + j
					d.foe[k] = min(d.foe[k], int8(max(i-p.I, p.I-i, j-p.J, p.J-j)))
				}
			}
		}
	}
}

// orcNear reports whether an orc is within Chebyshev distance 1 of p.
func (d *Dummy) orcNear(p moria.Pos) bool {
	for _, id := range d.m.Orcs() {
		if moria.Chebyshev(d.m.Unit(id).Pos, p) <= 1 {
			return true
		}
	}
	return false
}

// planAttack makes a dwarf hit the weakest adjacent enemy dwarf or wizard,
// or an adjacent orc when it is healthy.
func (d *Dummy) planAttack(id int) {
	m := d.m
	u := m.Unit(id)
	best, bestH := moria.None, 1<<30
	for dir := moria.Bottom; dir < moria.None; dir++ {
		p := u.Pos.Add(dir)
		if !moria.OnBoard(p) {
			continue
		}
		t := int(m.Cell(p).Unit)
		if t < 0 {
			continue
		}
		v := m.Unit(t)
		h := v.Health
		switch {
		case v.Owner >= 0 && v.Owner != d.me:
		case v.Type == moria.Orc && u.Health >= 50:
			h += 1000 // clan units first
		default:
			continue
		}
		if h < bestH {
			best, bestH = dir, h
		}
	}
	if best != moria.None {
		d.plan = append(d.plan, planned{id, best, idx(u.Pos), -1})
	}
}

// markCells computes, once per round, what every cell is worth to a dwarf
// and what entering it costs.
func (d *Dummy) markCells() {
	m := d.m
	tv := float32(m.Settings().TreasureValue) + 1
	for k := range cellsN {
		c := m.CellAt(k/moria.Cols, k%moria.Cols)
		d.enemy[k], d.val[k], d.extra[k], d.step[k] = false, 0, 0, -1
		if c.Unit >= 0 {
			u := m.Unit(int(c.Unit))
			if u.Owner >= 0 && u.Owner != d.me {
				d.enemy[k] = true
				d.val[k], d.extra[k] = d.s.DwarfValue, int32(u.Health/30)
				if u.Type == moria.Wizard {
					d.val[k] = d.s.WizardValue
				}
			} else if u.Owner == d.me && !d.danger[k] {
				d.step[k] = 2
			}
			continue
		}
		if d.danger[k] {
			continue
		}
		switch c.Type {
		case moria.Cave:
			d.step[k] = 1
			switch {
			case c.Treasure:
				d.val[k] = tv
			case c.Owner == -1:
				d.val[k] = 1
			case int(c.Owner) != d.me:
				d.val[k] = 2
			}
		case moria.Outside:
			d.step[k] = 1
		case moria.Rock:
			d.step[k] = int8(c.Turns) + 1
		}
	}
}

// value of a cell as a dwarf's destination now, and the extra rounds it takes.
func (d *Dummy) value(k int) (float32, int32) {
	if d.enemy[k] {
		if d.claims[k] < 3 {
			return d.val[k], d.extra[k]
		}
		return 0, 0
	}
	if d.claims[k] > 0 {
		return 0, 0
	}
	return d.val[k], 0
}

// cost of entering a cell for a dwarf, or -1 if it cannot.
func (d *Dummy) cost(k int, firstStep bool) int32 {
	if d.blocked[k] {
		return -1
	}
	c := int32(d.step[k])
	if c == 2 && firstStep && !d.vacated[k] && d.m.CellAt(k/moria.Cols, k%moria.Cols).Unit >= 0 {
		return -1
	}
	return c
}

// planDwarf sends a dwarf towards its best target.
func (d *Dummy) planDwarf(id int) {
	m := d.m
	u := m.Unit(id)
	src := idx(u.Pos)
	weak := u.Health < 50
	d.stamp++
	st := d.stamp
	for i := range d.buckets {
		d.buckets[i] = d.buckets[i][:0]
	}
	push := func(k int, dist int32, f moria.Dir) {
		if d.seen[k] == st && d.dist[k] <= dist {
			return
		}
		d.seen[k], d.dist[k], d.first[k] = st, dist, f
		for int(dist) >= len(d.buckets) {
			d.buckets = append(d.buckets, nil)
		}
		d.buckets[dist] = append(d.buckets[dist], int32(k))
	}
	d.seen[src], d.dist[src] = st, 0
	bestScore, bestK := 0.0, -1
	maxValue := max(float64(d.s.DwarfValue), float64(d.s.WizardValue), float64(m.Settings().TreasureValue)+1) // the most a cell can be worth
	// neighbours of the source
	for dir := moria.Bottom; dir < moria.None; dir++ {
		p := u.Pos.Add(dir)
		if !moria.OnBoard(p) {
			continue
		}
		k := idx(p)
		if v, extra := d.value(k); v > 0 && d.enemy[k] {
			if s := float64(v) / float64(1+extra); s > bestScore {
				bestScore, bestK = s, k
				d.seen[k], d.dist[k], d.first[k] = st, 1, dir
			}
			continue
		}
		c := d.cost(k, true)
		if c < 0 || weak && d.orcNear(p) {
			continue
		}
		push(k, c, dir)
	}
	for dist := int32(1); int(dist) < len(d.buckets); dist++ {
		if bestScore > 0 && maxValue/float64(dist) <= bestScore {
			break
		}
		if dist > 50 {
			break
		}
		for i := 0; i < len(d.buckets[dist]); i++ {
			k := int(d.buckets[dist][i])
			if d.dist[k] != dist || d.done[k] == st {
				continue
			}
			d.done[k] = st
			if v, _ := d.value(k); v > 0 {
				if s := float64(v) / float64(dist); s > bestScore {
					bestScore, bestK = s, k
				}
			}
			f := d.first[k]
			for _, n := range neighbours[k] {
				if n < 0 {
					continue
				}
				qk := int(n)
				if d.enemy[qk] {
					if v, extra := d.value(qk); v > 0 {
						if s := float64(v) / float64(dist+1+extra); s > bestScore {
							bestScore, bestK = s, qk
							if d.seen[qk] != st || d.dist[qk] > dist+1 {
								d.seen[qk], d.dist[qk], d.first[qk] = st, dist+1, f
							}
						}
					}
					continue
				}
				if c := d.cost(qk, false); c >= 0 {
					push(qk, dist+c, f)
				}
			}
		}
	}
	dir := moria.None
	if bestK >= 0 {
		dir = d.first[bestK]
		if d.enemy[bestK] {
			d.claims[bestK]++
		} else {
			d.claims[bestK] = 1
		}
	} else {
		dir = d.flee(u.Pos)
	}
	d.add(id, u.Pos, dir)
}

// flee picks a free step out of danger, farthest from the Balrog, or None.
func (d *Dummy) flee(p moria.Pos) moria.Dir {
	if !d.danger[idx(p)] {
		return moria.None
	}
	b := d.m.Unit(d.m.BalrogID()).Pos
	best, bestD := moria.None, moria.Chebyshev(p, b)*10+moria.Manhattan(p, b)
	for dir := moria.Bottom; dir < moria.None; dir++ {
		q := p.Add(dir)
		if !moria.OnBoard(q) || d.blocked[idx(q)] {
			continue
		}
		c := d.m.Cell(q)
		if c.Unit >= 0 || (c.Type != moria.Cave && c.Type != moria.Outside) {
			continue
		}
		if v := moria.Chebyshev(q, b)*10 + moria.Manhattan(q, b); v > bestD {
			best, bestD = dir, v
		}
	}
	return best
}

// add records a move and blocks the cell it steps into.
func (d *Dummy) add(id int, from moria.Pos, dir moria.Dir) {
	target := -1
	if dir != moria.None {
		q := from.Add(dir)
		c := d.m.Cell(q)
		if (c.Unit < 0 || d.vacated[idx(q)]) && (c.Type == moria.Cave || c.Type == moria.Outside) {
			target = idx(q)
			d.blocked[target] = true
			d.vacated[idx(from)] = true
		}
	}
	d.plan = append(d.plan, planned{id, dir, idx(from), target})
}

// planWizard keeps a wizard beside wounded dwarves, out of danger.
func (d *Dummy) planWizard(id int) {
	m := d.m
	u := m.Unit(id)
	if d.s.WizardDodge && d.foe[idx(u.Pos)] <= 1 {
		if dir := d.dodge(u.Pos); dir != moria.None {
			d.add(id, u.Pos, dir) // two hits kill a wizard, and heal its killer's clan
			return
		}
	}
	src := idx(u.Pos)
	d.stamp++
	st := d.stamp
	queue := d.queue[:0]
	d.seen[src], d.dist[src], d.first[src] = st, 0, moria.None
	queue = append(queue, int32(src))
	bestK, bestScore := -1, 0.0
	for h := 0; h < len(queue); h++ {
		k := int(queue[h])
		dist := d.dist[k]
		if dist > 40 || bestScore > 0 && 3/float64(dist+1) <= bestScore {
			break
		}
		if s := d.healValue(pos(k)) / float64(dist+1); s > bestScore {
			bestScore, bestK = s, k
		}
		for _, dir := range [4]moria.Dir{moria.Bottom, moria.Right, moria.Top, moria.Left} {
			q := pos(k).Add(dir)
			if !moria.OnBoard(q) {
				continue
			}
			qk := idx(q)
			if d.seen[qk] == st || d.danger[qk] || d.blocked[qk] {
				continue
			}
			c := m.Cell(q)
			if c.Type != moria.Cave && c.Type != moria.Outside {
				continue
			}
			if c.Unit >= 0 && (k == src && !d.vacated[qk] || m.Unit(int(c.Unit)).Owner != d.me) {
				continue
			}
			f := d.first[k]
			if k == src {
				f = dir
			}
			d.seen[qk], d.dist[qk], d.first[qk] = st, dist+1, f
			queue = append(queue, int32(qk))
		}
	}
	d.queue = queue
	dir := moria.None
	if bestK >= 0 {
		dir = d.first[bestK]
	} else {
		dir = d.flee(u.Pos)
	}
	if dir.Diagonal() {
		dir = moria.None
	}
	d.add(id, u.Pos, dir)
}

// dodge picks a wizard's free step out of the reach of every enemy dwarf,
// orc, troll and the Balrog, or None.
func (d *Dummy) dodge(p moria.Pos) moria.Dir {
	for _, dir := range [4]moria.Dir{moria.Bottom, moria.Right, moria.Top, moria.Left} {
		q := p.Add(dir)
		if !moria.OnBoard(q) {
			continue
		}
		k, c := idx(q), d.m.Cell(q)
		if !d.blocked[k] && !d.danger[k] && d.foe[k] > 1 && c.Unit < 0 && (c.Type == moria.Cave || c.Type == moria.Outside) && !d.orcNear(q) {
			return dir
		}
	}
	return moria.None
}

// healValue is how useful a wizard standing at p would be: 3 per wounded
// dwarf of ours orthogonally next to it, 1 for a healthy one.
func (d *Dummy) healValue(p moria.Pos) float64 {
	m := d.m
	if c := m.Cell(p); c.Unit >= 0 && m.Unit(int(c.Unit)).Type == moria.Dwarf {
		return 0
	}
	v := 0.0
	for _, dir := range [4]moria.Dir{moria.Bottom, moria.Right, moria.Top, moria.Left} {
		q := p.Add(dir)
		if !moria.OnBoard(q) {
			continue
		}
		id := int(m.Cell(q).Unit)
		if id < 0 {
			continue
		}
		if u := m.Unit(id); u.Owner == d.me && u.Type == moria.Dwarf {
			if u.Health < moria.DwarfHealth {
				v += 3
			} else {
				v += 0.5
			}
			if d.s.FrontValue != 0 && d.foe[idx(u.Pos)] <= 2 {
				v += d.s.FrontValue // it is about to fight
			}
		}
	}
	return v
}

// emit gives the planned orders: attacks and digs first, then the moves in
// the order planned (a unit only steps into a cell vacated by a unit
// planned before it).
func (d *Dummy) emit(out *jutge.Orders) {
	for _, p := range d.plan {
		if p.target < 0 && p.dir != moria.None {
			out.Add(p.id, int(p.dir))
		}
	}
	for _, p := range d.plan {
		if p.target >= 0 {
			out.Add(p.id, int(p.dir))
		}
	}
}
