package dominator

// Claims: which unpainted cell each of my farmers is the one to paint, for
// the progress tensor only (the network does not read it, so the features
// and the exports do not change). The goal field sends every farmer to its
// nearest unpainted cell, so two farmers beside one another chase the same
// cells; here each open cell belongs to the farmer of mine nearest to it
// (the first in unit order on a tie), and a farmer's progress is its step
// toward the nearest unpainted cell of its own region. A farmer whose
// region holds none falls back on the goal field. Whoever stands on a cell
// does not count, as in the goal field.
type claims struct {
	owner  []int32 // per padded cell: the index of the farmer of mine nearest to it, -1 if none reaches it
	queue  []int32
	of     []int32 // per unit id: its index among my farmers, -1 for other units
	target []int32 // per farmer index: its region's nearest unpainted cell, -1 if none
	// dist and seen: the current farmer's distance field from its target,
	// valid where seen equals gen (no clearing between farmers).
	dist, seen []int32
	gen        int32
}

func newClaims(cells, units int) *claims {
	return &claims{owner: make([]int32, cells), queue: make([]int32, cells), of: make([]int32, units),
		dist: make([]int32, cells), seen: make([]int32, cells)}
}

// compute splits the open cells of f's board among me's farmers and finds
// each one's target.
func (c *claims) compute(m *Match, me int, f *facts) {
	v := m.View(me)
	c.target = c.target[:0]
	tail := 0
	for k, fl := range f.flags {
		c.owner[k] = -1
		if fl&cellWall != 0 {
			c.owner[k] = -2
		}
	}
	if len(c.of) < len(m.units) { // boards built by hand hold more units than their config says
		c.of = make([]int32, len(m.units))
	}
	for id := range m.units {
		c.of[id] = -1
		if u := &m.units[id]; u.Type != Farmer || !m.mine(id, me) {
			continue
		}
		l := v.local(m.units[id].Pos)
		k := (l.I+f.pad)*f.side + l.J + f.pad
		c.of[id] = int32(len(c.target))
		c.target = append(c.target, -1)
		if c.owner[k] == -1 {
			c.owner[k] = c.of[id]
			c.queue[tail] = int32(k)
			tail++
		}
	}
	for h := 0; h < tail; h++ {
		k := int(c.queue[h])
		who := c.owner[k]
		if f.flags[k]&cellMyLand == 0 && c.target[who] < 0 {
			c.target[who] = int32(k)
		}
		for _, s := range f.orth {
			if n := k + s; c.owner[n] == -1 {
				c.owner[n] = who
				c.queue[tail] = int32(n)
				tail++
			}
		}
	}
}

// step writes into dst, for each direction a farmer of mine standing on
// padded cell k can take, the change of its distance to its target (-1, 0
// or 1); it reports false, writing nothing, if the farmer has no target.
func (c *claims) step(f *facts, id, k int, dst *[4]float32) bool {
	who := c.of[id]
	if who < 0 || c.target[who] < 0 {
		return false
	}
	c.spread(f, int(c.target[who]), k)
	for j, s := range f.orth {
		n := k + s
		if f.flags[n]&cellWall != 0 || c.seen[n] != c.gen {
			dst[j] = 1
			continue
		}
		dst[j] = float32(c.dist[n] - c.dist[k])
	}
	return true
}

// spread fills the distance field from cell t over open cells until cell k
// and its open neighbours are all set (the target lies in k's region,
// usually a few steps away).
func (c *claims) spread(f *facts, t, k int) {
	near := [5]int{k, k + f.orth[0], k + f.orth[1], k + f.orth[2], k + f.orth[3]}
	left := 0
	for _, p := range near {
		if f.flags[p]&cellWall == 0 {
			left++
		}
	}
	c.gen++
	set := func(p int, d int32) bool {
		c.dist[p], c.seen[p] = d, c.gen
		for _, q := range near {
			if q == p {
				left--
			}
		}
		return left == 0
	}
	c.queue[0] = int32(t)
	if set(t, 0) {
		return
	}
	for h, tail := 0, 1; h < tail; h++ {
		p := int(c.queue[h])
		for _, s := range f.orth {
			if n := p + s; f.flags[n]&cellWall == 0 && c.seen[n] != c.gen {
				if set(n, c.dist[p]+1) {
					return
				}
				c.queue[tail] = int32(n)
				tail++
			}
		}
	}
}
