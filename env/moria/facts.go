package moria

import "github.com/edagym/edagym/env/grid"

// Facts mode: units mode's crops, mask and globals, and per unit units
// mode's 18 features then facts computed from the state over the whole
// board — path costs to things, what each move runs into, what Sauron and
// the enemy dwarves can do where it would end — and no scripted player's
// decision. The fields are a few multi-source searches per observation
// (facts_fields.go), shared by all my units. Every feature is listed in
// docs/observations-moria.md; the C++ export (export/moria) computes the
// same floats bit for bit, so every value is an integer, or a ratio of
// two, divided once in float32.
const (
	NumFactsFeatures = featFactsEnd // facts mode, per unit

	// Fields: 9 each, the cost at the unit's cell / factsDistScale (1 when
	// unreached), then per direction 0..7 its regret: the cost of the
	// cheapest route starting with that move (entering the cell, then its
	// field) less the cost here, / factsRegretScale, clipped to 1; 1 where
	// the unit cannot move that way (off the board, a cell it cannot enter,
	// a wizard's diagonal) or the cell is unreached. A unit of the other
	// type reads 1s: dwarves read the first three, wizards the last two.
	featTreasure = NumFeatures           // dwarf: to the nearest treasure
	featLand     = featTreasure + fieldN // dwarf: to the nearest cave not mine
	featPrey     = featLand + fieldN     // dwarf: to the nearest enemy dwarf or wizard
	featHeal     = featPrey + fieldN     // wizard: to a cell beside a wounded dwarf of mine
	featFollow   = featHeal + fieldN     // wizard: to a cell beside any dwarf of mine
	// Per direction 0..8 (8: none), where the unit stands after the
	// players' moves if its order succeeds: the cell moved into, or its own
	// cell for an attack, a dig, or a move the engine refuses.
	featHarm = featFollow + fieldN // the most Sauron can take from it there / its health, 1 for death
	featFoe  = featHarm + 9        // Chebyshev distance from there to the nearest enemy dwarf, at most factsFoeCap, / factsFoeCap
	// Per direction 0..7, the cell the move points at.
	featEnemy    = featFoe + 9   // 1: an enemy dwarf or wizard stands there (a dwarf's move attacks it)
	featBeast    = featEnemy + 8 // 1: an orc or a troll stands there
	featKill     = featBeast + 8 // a dwarf's chance that one hit (20..40) kills the enemy, orc or troll there
	featRock     = featKill + 8  // rock there: turns left / rock_resistance
	featFactsEnd = featRock + 8  // 113

	fieldN           = 9
	factsDistScale   = 64 // a field's cost at the unit is divided by this (clipped to 1)
	factsRegretScale = 4  // a move's regret is divided by this (clipped to 1)
	factsFoeCap      = 4  // the enemy-dwarf distance is capped here and divided by it
	harmKill         = 1 << 20
)

// facts holds one observation's fields and maps.
type facts struct {
	dwarf, wizard mover
	search        fieldSearch
	// The fields, indexed as the feature groups: treasure, land, prey
	// (dwarves), heal, follow (wizards).
	field [5][padCells]int32
	// needD and needW mark the (padded) cells of my dwarves and of my wizards.
	needD, needW [padCells]bool
	nD, nW       int
	foe          [cells]int8  // Chebyshev distance to the nearest enemy dwarf, capped at factsFoeCap
	harm         [cells]int32 // the most damage Sauron's orcs and trolls can deal there; harmKill where the Balrog can kill
}

// compute fills the fields and maps for seat me, whose units are own; the
// cells holding a treasure are treasure.
func (x *facts) compute(m *Match, me int, own []int, treasure []Pos) {
	clear(x.needD[:])
	clear(x.needW[:])
	x.nD, x.nW = 0, 0
	for _, id := range own {
		u := &m.units[id]
		if u.Type == Dwarf {
			x.needD[padIndex(u.Pos)] = true
			x.nD++
		} else {
			x.needW[padIndex(u.Pos)] = true
			x.nW++
		}
	}
	if x.nD > 0 {
		x.dwarfFields(m, me, treasure)
	}
	if x.nW > 0 {
		x.wizardFields(m, me)
	}
	x.markFoes(m, me)
	x.markHarm(m)
}

// dwarfFields searches the treasure, land and prey fields.
func (x *facts) dwarfFields(m *Match, me int, treasure []Pos) {
	s, mv := &x.search, &x.dwarf
	mv.set(m, true)
	f := &x.field[0]
	s.begin(f, mv)
	for _, p := range treasure {
		s.source(f, padIndex(p))
	}
	s.spread(f, mv, &x.needD, x.nD)

	f = &x.field[1]
	s.begin(f, mv)
	for k := range m.cells {
		if c := &m.cells[k]; c.Type == Cave && int(c.Owner) != me {
			s.source(f, padIndex(posOf(k)))
		}
	}
	s.spread(f, mv, &x.needD, x.nD)

	f = &x.field[2]
	s.begin(f, mv)
	for id := range m.clanUnits {
		if u := &m.units[id]; u.Owner != me {
			s.source(f, padIndex(u.Pos))
		}
	}
	s.spread(f, mv, &x.needD, x.nD)
}

// wizardFields searches the heal and follow fields: their sources are the
// cells orthogonally beside my wounded dwarves, and beside all my dwarves
// (a wizard there heals the dwarf at the end of the round).
func (x *facts) wizardFields(m *Match, me int) {
	s, mv := &x.search, &x.wizard
	mv.set(m, false)
	for g, wounded := range [2]bool{true, false} {
		f := &x.field[3+g]
		s.begin(f, mv)
		for _, id := range m.dwarves[me] {
			u := &m.units[id]
			if wounded && u.Health >= DwarfHealth {
				continue
			}
			k := padIndex(u.Pos)
			for dir := grid.Bottom; dir < grid.None; dir += 2 {
				s.source(f, k+padOffset[dir])
			}
		}
		s.spread(f, mv, &x.needW, x.nW)
	}
}

// markFoes sets each cell's Chebyshev distance to the nearest dwarf of
// another clan, capped at factsFoeCap.
func (x *facts) markFoes(m *Match, me int) {
	const r = factsFoeCap
	for k := range x.foe {
		x.foe[k] = r
	}
	for c := range NumClans {
		if c == me {
			continue
		}
		for _, id := range m.dwarves[c] {
			p := m.units[id].Pos
			for i := max(p.I-r, 0); i <= min(p.I+r, Rows-1); i++ {
				for j := max(p.J-r, 0); j <= min(p.J+r, Cols-1); j++ {
					k := i*Cols + j
					x.foe[k] = min(x.foe[k], int8(max(i-p.I, p.I-i, j-p.J, p.J-j)))
				}
			}
		}
	}
}

// markHarm sets, per cell, the most Sauron can take from a dwarf or wizard
// standing there when Sauron moves: every orc and troll beside it may hit
// it (an orc or troll beside a dwarf or wizard attacks one of them, 30 and
// 150 at most), and the Balrog, which steps orthogonally onto a cell inside
// Moria or stays, then kills all 8 units around it (harmKill).
func (x *facts) markHarm(m *Match) {
	clear(x.harm[:])
	add := func(p Pos, v int32) {
		for i := max(p.I-1, 0); i <= min(p.I+1, Rows-1); i++ {
			for j := max(p.J-1, 0); j <= min(p.J+1, Cols-1); j++ {
				x.harm[i*Cols+j] += v
			}
		}
	}
	for _, id := range m.orcs {
		add(m.units[id].Pos, orcDamageMax)
	}
	for _, id := range m.trolls {
		add(m.units[id].Pos, trollDamageMax)
	}
	b := m.units[m.balrog].Pos
	add(b, harmKill)
	for _, d := range [4]grid.Dir{grid.Bottom, grid.Right, grid.Top, grid.Left} {
		if p := b.Add(d); ok(p) && m.cells[index(p)].Type != Outside {
			add(p, harmKill)
		}
	}
}

// row writes unit u's facts features (from featTreasure on).
func (x *facts) row(m *Match, me int, u *Unit, f []float32) {
	k := index(u.Pos)
	dwarf := u.Type == Dwarf
	for g := range x.field {
		out := f[featTreasure+g*fieldN : featTreasure+(g+1)*fieldN]
		if dwarf != (g < 3) {
			fillOnes(out)
			continue
		}
		mv := &x.dwarf
		if !dwarf {
			mv = &x.wizard
		}
		fieldFeatures(&x.field[g], mv, padIndex(u.Pos), out)
	}
	for d := grid.Bottom; d <= grid.None; d++ {
		end, dies := x.endCell(m, u, d)
		h := x.harm[end]
		if dies || h >= harmKill {
			f[featHarm+int(d)] = 1
		} else {
			f[featHarm+int(d)] = float32(min(h, int32(u.Health))) / float32(u.Health)
		}
		f[featFoe+int(d)] = float32(x.foe[end]) / factsFoeCap
	}
	for d := grid.Bottom; d < grid.None; d++ {
		q := neighbours[k][d]
		if q < 0 {
			continue
		}
		c := &m.cells[q]
		if c.Unit < 0 {
			if c.Type == Rock {
				f[featRock+int(d)] = float32(c.Turns) / float32(m.cfg.RockResistance)
			}
			continue
		}
		v := &m.units[c.Unit]
		switch {
		case v.Owner != sauron && v.Owner != me:
			f[featEnemy+int(d)] = 1
		case v.Type == Orc || v.Type == Troll:
			f[featBeast+int(d)] = 1
		default:
			continue
		}
		if dwarf {
			f[featKill+int(d)] = killChance(v.Health)
		}
	}
}

// endCell is the cell where u stands after the players' moves if its order
// d succeeds, and whether the move kills it (into an abyss): the cell it
// moves into when that is a free cave or Outside cell it may enter; else
// its own (an attack, a dig, a refused order, or None).
func (x *facts) endCell(m *Match, u *Unit, d grid.Dir) (int, bool) {
	k := index(u.Pos)
	if d == grid.None || u.Type == Wizard && d.Diagonal() {
		return k, false
	}
	q := neighbours[k][d]
	if q < 0 {
		return k, false
	}
	c := &m.cells[q]
	if c.Unit >= 0 {
		return k, false
	}
	switch c.Type {
	case Cave, Outside:
		return int(q), false
	case Abyss:
		return k, true
	}
	return k, false
}

// killChance is the chance that one dwarf's hit, uniform in 20..40, takes
// health h to 0.
func killChance(h int) float32 {
	n := dwarfDamageMax - max(h, dwarfDamageMin) + 1
	if n <= 0 {
		return 0
	}
	return float32(n) / float32(dwarfDamageMax-dwarfDamageMin+1)
}

// fieldFeatures writes a field's 9 features at padded cell k for mover mv.
func fieldFeatures(dist *[padCells]int32, mv *mover, k int, f []float32) {
	here := dist[k]
	if here == unreached {
		fillOnes(f)
		return
	}
	f[0] = float32(min(here, factsDistScale)) / factsDistScale
	for d := grid.Bottom; d < grid.None; d++ {
		q := k + padOffset[d]
		if mv.enter[q] < 0 || !mv.diagonal && d.Diagonal() || dist[q] == unreached {
			f[1+int(d)] = 1
			continue
		}
		r := int32(mv.enter[q]) + dist[q] - here
		f[1+int(d)] = float32(min(r, factsRegretScale)) / factsRegretScale
	}
}

func fillOnes(f []float32) {
	for k := range f {
		f[k] = 1
	}
}

// Progress fields and scale (env.ProgressTensor).
const (
	progressLand   = 1 // dwarves: the field of the caves not mine
	progressPrey   = 2 // dwarves: the field of the enemy dwarves and wizards
	progressFollow = 4 // wizards: the field of the cells beside my dwarves
	progressScale  = 4
	// The cost of where a move leaves the unit, added to the field's
	// change: where Sauron can kill it (or an abyss), and, for a dwarf,
	// beside an enemy dwarf healthier than it, who may capture it ("A
	// dwarf or wizard killed by another clan will be captured").
	progressDeath    = 1
	progressStronger = 0.5
	// A dwarf's hit on an enemy dwarf or wizard: -progressHit, and as much
	// again times the chance that it kills (a kill captures the unit: the
	// snowball every match against the Dummies turns on).
	progressHit = 0.5
	// A dwarf follows the prey field instead of the land field while its
	// prey costs at most progressChase times as much to reach as the
	// nearest cave not mine: the Dummy values an enemy dwarf 8 and a cave
	// 1 or 2 per round of cost (plan_style.go), and the clan that captures
	// first wins the match.
	progressChase = 8
)

// progress writes, per move of unit u, how much the move changes its
// distance in its progress field — the caves not mine for a dwarf (what the
// score counts), or the enemy dwarves and wizards while they are near
// enough (chases: a capture changes the clans' sizes for the rest of the
// match), my dwarves for a wizard (whom it heals) — as a potential:
// a step into a cave changes it by the field's difference; a dig lowers the
// rock's cost by one, so it gains at most a round, and only on the way.
// Attacks, None and moves into what u cannot enter change no field; a
// dwarf's hit on an enemy dwarf or wizard gains what hits. Then every move,
// None included, costs where it leaves the unit (risk). A trainer credits
// each unit with its own progress (the team reward cannot). f is u's
// feature row, as row wrote it.
func (x *facts) progress(m *Match, u *Unit, f, dst []float32) {
	x.fieldProgress(m, u, dst)
	if u.Type == Dwarf {
		hitProgress(f, dst)
	}
	for d := grid.Bottom; d <= grid.None; d++ {
		dst[d] += x.risk(m, u, d)
	}
}

// hitProgress writes, per direction in which a dwarf would hit an enemy
// dwarf or wizard (its row's enemy features), -progressHit × (1 + the
// chance that the hit kills, its kill-chance feature).
func hitProgress(f, dst []float32) {
	for d := grid.Bottom; d < grid.None; d++ {
		if f[featEnemy+int(d)] != 0 {
			dst[d] = -progressHit * (1 + f[featKill+int(d)])
		}
	}
}

// risk is the cost of where move d leaves unit u: progressDeath where
// Sauron's units can deal it its health (or it falls), else, for a dwarf,
// progressStronger beside an enemy dwarf with more health.
func (x *facts) risk(m *Match, u *Unit, d grid.Dir) float32 {
	end, dies := x.endCell(m, u, d)
	if h := x.harm[end]; dies || h >= harmKill || h >= int32(u.Health) {
		return progressDeath
	}
	if u.Type != Dwarf || x.foe[end] > 1 {
		return 0
	}
	for _, n := range neighbours[end] {
		if n < 0 {
			continue
		}
		if id := m.cells[n].Unit; id >= 0 {
			e := &m.units[id]
			if e.Type == Dwarf && e.Owner != u.Owner && e.Owner >= 0 && e.Health > u.Health {
				return progressStronger
			}
		}
	}
	return 0
}

// fieldProgress writes the change of u's progress field per move.
func (x *facts) fieldProgress(m *Match, u *Unit, dst []float32) {
	g, mv, k := progressLand, &x.dwarf, padIndex(u.Pos)
	if u.Type == Wizard {
		g, mv = progressFollow, &x.wizard
	} else if x.chases(k) {
		g = progressPrey
	}
	dist := &x.field[g]
	here := dist[k]
	if here == unreached {
		return
	}
	for d := grid.Bottom; d < grid.None; d++ {
		q := k + padOffset[d]
		n := neighbours[index(u.Pos)][d]
		if n < 0 || mv.enter[q] < 0 || !mv.diagonal && d.Diagonal() || dist[q] == unreached || m.cells[n].Unit >= 0 {
			continue
		}
		var delta int32
		switch m.cells[n].Type {
		case Cave, Outside:
			delta = dist[q] - here
		case Rock:
			delta = min(0, int32(mv.enter[q])-1+dist[q]-here)
		default:
			continue
		}
		dst[d] = float32(max(-progressScale, min(delta, progressScale))) / progressScale
	}
}

// chases reports whether a dwarf on padded cell k follows the prey field
// (progressChase).
func (x *facts) chases(k int) bool {
	prey, land := x.field[progressPrey][k], x.field[progressLand][k]
	return prey != unreached && (land == unreached || prey <= progressChase*land)
}
