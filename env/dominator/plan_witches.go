package dominator

import "github.com/edagym/edagym/env/grid"

// playWitches moves each witch to the best of its five options.
func (d *Planner) playWitches() {
	v := d.v
	d.rivalField()
	mine := v.Witches(0)
	d.wpos = d.wpos[:0]
	for k := 0; k < 4; k++ {
		for _, id := range v.Witches(k) {
			d.wpos = append(d.wpos, v.Unit(id).Pos)
		}
	}
	for _, id := range mine {
		w := v.Unit(id)
		best, bestScore, ties := grid.None, d.witchScore(id, w.Pos, grid.None), 1
		for _, dir := range orth {
			q := w.Pos.Add(dir)
			if !d.in(q) || d.wall[d.idx(q)] || d.unit[d.idx(q)] >= 0 || d.taken[d.idx(q)] {
				continue
			}
			s := d.witchScore(id, q, dir)
			switch {
			case s > bestScore:
				best, bestScore, ties = dir, s, 1
			case s == bestScore:
				ties++
				if d.rng != nil && d.rng.Int(1, ties) == 1 {
					best = dir
				}
			}
		}
		d.emit(id, (best))
		if best != grid.None {
			q := w.Pos.Add(best)
			d.taken[d.idx(q)] = true
			d.markDiamond(q, 2)
			d.wpos = append(d.wpos, q) // both old and new positions count
		}
	}
}

const forbidden = -1 << 30

// witchScore rates witch id standing at q after moving in dir.
func (d *Planner) witchScore(id int, q Pos, dir grid.Dir) int {
	if dir == grid.None {
		f := d.field[d.idx(q)]
		return -int(f)*10 - 5 + d.s.WitchHarass*d.harried(q)
	}
	for _, p := range d.wpos {
		if p != d.v.Unit(id).Pos && p.Dist(q) <= 2 {
			return forbidden
		}
	}
	hits := 0
	for x := -2; x <= 2; x++ {
		for y := -2; y <= 2; y++ {
			if grid.Abs(x)+grid.Abs(y) > 2 {
				continue
			}
			p := Pos{I: q.I + x, J: q.J + y}
			if !d.in(p) {
				continue
			}
			k := d.idx(p)
			if id := d.unit[k]; id >= 0 {
				u := d.v.Unit(int(id))
				if u.Type == Witch {
					continue
				}
				if u.Player == 0 {
					return forbidden
				}
				hits++
			}
			if d.taken[k] {
				return forbidden // one of our units moves there
			}
		}
	}
	return hits*100 - int(d.field[d.idx(q)])*10 + d.s.WitchHarass*d.harried(q)
}

// harried counts the rival farmers and knights within HarassRadius of q
// (Style.WitchHarass): those a witch there keeps from painting and
// fighting, as they flee her.
func (d *Planner) harried(q Pos) int {
	if d.s.WitchHarass == 0 {
		return 0
	}
	n, r := 0, d.s.HarassRadius
	for x := -r; x <= r; x++ {
		for y := -r + grid.Abs(x); y <= r-grid.Abs(x); y++ {
			if p := (Pos{I: q.I + x, J: q.J + y}); d.in(p) {
				if _, ok := d.rival(d.idx(p)); ok {
					n++
				}
			}
		}
	}
	return n
}

// rivalField is the orthogonal walking distance from every cell to the
// nearest rival farmer or knight, through non-wall cells.
func (d *Planner) rivalField() {
	d.queue = d.queue[:0]
	for k := range d.field {
		d.field[k] = 1 << 20
		if _, ok := d.rival(k); ok {
			d.field[k] = 0
			d.queue = append(d.queue, int32(k))
		}
	}
	for h := 0; h < len(d.queue); h++ {
		k := int(d.queue[h])
		p := Pos{I: k / d.n, J: k % d.n}
		for _, dir := range orth {
			q := p.Add(dir)
			if !d.in(q) {
				continue
			}
			kq := d.idx(q)
			if !d.wall[kq] && d.field[kq] > d.field[k]+1 {
				d.field[kq] = d.field[k] + 1
				d.queue = append(d.queue, int32(kq))
			}
		}
	}
}
