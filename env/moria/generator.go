package moria

import (
	"io"

	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// The generator's target number of treasures (hard-coded in the original).
const targetTreasures = 80

// generator builds a random map on a character matrix with the original's
// letters: 'O' outside, 'R' rock, 'C' cave, 'G' granite, 'T' cave with a
// treasure. Every random draw happens in the original's order.
type generator struct {
	r    *jutge.Random
	log  io.Writer
	m    [Rows][Cols]byte
	t    int         // treasures placed
	free [cells]bool // F: rock cells where scattered treasures may go
	perm []int       // scratch
	seen [cells]bool // scratch for path and tunnel
	walk []Pos       // scratch: the cells of a path
	q, n []Pos       // scratch: tunnel layers
}

// generateMap returns the cells of a new random map (§4.1 of the engine spec).
func generateMap(r *jutge.Random, resistance int, log io.Writer) []Cell {
	g := &generator{r: r, log: log}
	for !g.attempt() {
	}
	cs := make([]Cell, cells)
	for i := range Rows {
		for j := range Cols {
			c, _ := cellOfChar(g.m[i][j], resistance)
			cs[i*Cols+j] = c
		}
	}
	return cs
}

func (g *generator) say(msg string) {
	if g.log != nil {
		io.WriteString(g.log, msg+"\n")
	}
}

// attempt runs the outline once from scratch; false means "start again".
func (g *generator) attempt() bool {
	for i := range Rows {
		for j := range Cols {
			if inner(Pos{I: i, J: j}) {
				g.m[i][j] = 'R'
			} else {
				g.m[i][j] = 'O'
			}
		}
	}
	for !g.generatePaths() {
		g.say("Bad grid. Trying again...")
	}
	g.widen()
	caves := 0
	for i := 2; i < Rows-2; i++ {
		for j := 2; j < Cols-2; j++ {
			if g.m[i][j] == 'C' {
				caves++
			}
		}
	}
	if caves < 800 || caves > 1100 {
		g.say("Wrong number of cave cells. Generating another grid...")
		return false
	}
	for i := range Rows {
		for j := range Cols {
			g.free[i*Cols+j] = i >= 3 && i <= 56 && j >= 3 && j <= 56 && g.m[i][j] == 'R' && !g.nearCave(i, j)
		}
	}
	g.t = 0
	if g.maze() {
		g.maze()
	}
	for range 3 {
		if !g.chess() {
			break
		}
	}
	var v []int
	for k, f := range g.free {
		if f {
			v = append(v, k)
		}
	}
	for g.t < targetTreasures {
		if len(v) == 0 {
			g.say("No room for treasures. Generating another grid...")
			return false
		}
		k := g.r.Int(0, len(v)-1)
		g.m[v[k]/Cols][v[k]%Cols] = 'T'
		v[k] = v[len(v)-1]
		v = v[:len(v)-1]
		g.t++
	}
	return true
}

func (g *generator) nearCave(i, j int) bool {
	for d := grid.Bottom; d < grid.None; d++ {
		p := Pos{I: i, J: j}.Add(d)
		if g.m[p.I][p.J] == 'C' {
			return true
		}
	}
	return false
}

// widen makes every path two cells wide.
func (g *generator) widen() {
	snap := g.m
	for i := 2; i < Rows-2; i++ {
		for j := 2; j < Cols-2; j++ {
			if snap[i][j] != 'C' {
				continue
			}
			for _, d := range [4]Pos{{I: 0, J: 0}, {I: 0, J: 1}, {I: 1, J: 0}, {I: 1, J: 1}} {
				if p := (Pos{I: i + d.I, J: j + d.J}); inner(p) {
					g.m[p.I][p.J] = 'C'
				}
			}
		}
	}
}

// generatePaths runs a path in from each side, then ten tunnels.
func (g *generator) generatePaths() bool {
	g.perm = g.r.PermutationNoLast(4, g.perm)
	for _, side := range g.perm[:4:4] {
		ok := false
		for range 11 {
			var p Pos
			switch side {
			case 0:
				p = Pos{I: 2, J: g.r.Int(3, 56)}
			case 1:
				p = Pos{I: 57, J: g.r.Int(3, 56)}
			case 2:
				p = Pos{I: g.r.Int(3, 56), J: 2}
			default:
				p = Pos{I: g.r.Int(3, 56), J: 57}
			}
			if g.path(p) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	for range 10 {
		ok := false
		for range 11 {
			if g.tunnel() {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// The sides a path starts from.
const (
	sideTop = iota
	sideBottom
	sideLeft
	sideRight
)

// path is the weighted self-avoiding walk from a cell of the inner border
// (§4.2): it drifts away from its side until it meets a cave or the outside.
func (g *generator) path(s Pos) bool {
	var flag int
	switch {
	case s.I == 2:
		flag = sideTop
	case s.I == 57:
		flag = sideBottom
	case s.J == 2:
		flag = sideLeft
	case s.J == 57:
		flag = sideRight
	default:
		return false
	}
	if c := g.m[s.I][s.J]; c == 'C' || c == 'O' {
		return true
	}
	clear(g.seen[:])
	g.walk = g.walk[:0]
	cur := s
	var cand [4]Pos
	var wt [4]int
	for {
		g.seen[index(cur)] = true
		g.walk = append(g.walk, cur)
		n, sum := 0, 0
		for _, d := range [4]grid.Dir{grid.Bottom, grid.Right, grid.Top, grid.Left} {
			p := cur.Add(d)
			if flag == sideTop && p.I == 1 || flag == sideBottom && p.I == 58 ||
				flag == sideLeft && p.J == 1 || flag == sideRight && p.J == 58 || g.seen[index(p)] {
				continue
			}
			var w int
			switch flag {
			case sideTop:
				w = p.I - 2
			case sideBottom:
				w = 57 - p.I
			case sideLeft:
				w = p.J - 2
			default:
				w = 57 - p.J
			}
			if flag == sideTop && d == grid.Bottom || flag == sideBottom && d == grid.Right ||
				flag == sideLeft && d == grid.Top || flag == sideRight && d == grid.Left {
				w *= 2
			}
			cand[n], wt[n] = p, w
			n++
			sum += w
		}
		if sum == 0 {
			return false
		}
		r := g.r.Int(1, sum)
		acc := 0
		for k := range n {
			acc += wt[k]
			if acc >= r {
				cur = cand[k]
				break
			}
		}
		if c := g.m[cur.I][cur.J]; c == 'C' || c == 'O' {
			for _, p := range g.walk {
				g.m[p.I][p.J] = 'C'
			}
			return true
		}
	}
}

// tunnel starts a path from the border cells farthest, along the border
// ring, from every existing opening (§4.3).
func (g *generator) tunnel() bool {
	clear(g.seen[:])
	g.q = g.q[:0]
	seed := func(p Pos) {
		if g.m[p.I][p.J] != 'R' {
			g.q = append(g.q, p)
			g.seen[index(p)] = true
		}
	}
	for i := 2; i <= 57; i++ {
		seed(Pos{I: i, J: 2})
		seed(Pos{I: i, J: 57})
	}
	for j := 3; j <= 56; j++ {
		seed(Pos{I: 2, J: j})
		seed(Pos{I: 57, J: j})
	}
	if len(g.q) == 0 {
		return false
	}
	var last []Pos
	try := func(p Pos) {
		if p.I >= 2 && p.I <= 57 && p.J >= 2 && p.J <= 57 && !g.seen[index(p)] {
			g.n = append(g.n, p)
			g.seen[index(p)] = true
		}
	}
	for len(g.q) > 0 {
		last = append(last[:0], g.q...)
		g.n = g.n[:0]
		for _, p := range g.q {
			if p.I == 2 || p.I == 57 {
				try(Pos{I: p.I, J: p.J - 1})
				try(Pos{I: p.I, J: p.J + 1})
			}
			if p.J == 57 || p.J == 2 {
				try(Pos{I: p.I - 1, J: p.J})
				try(Pos{I: p.I + 1, J: p.J})
			}
		}
		g.q, g.n = g.n, g.q
	}
	g.perm = g.r.PermutationNoLast(len(last), g.perm)
	for _, k := range g.perm {
		if g.path(last[k]) {
			return true
		}
	}
	return false
}

// rect is a rectangle of cells, rows x1..x2 and columns y1..y2.
type rect struct{ x1, x2, y1, y2 int }

// findSpace finds the largest rectangle of centres of all-rock 3×3 blocks
// with both sides > minside and minarea <= area <= maxarea, and removes it
// and its margin from the free set (§4.4).
func (g *generator) findSpace(minside, maxarea, minarea int) (rect, bool) {
	const n = Cols - 4 // columns 2..57 are indices 0..55
	var h, left, right [n]int
	best, bi, bl, br, bh := 0, 0, 0, 0, 0
	var stack [n]int
	for i := 2; i <= 57; i++ {
		for c := 2; c <= 57; c++ {
			if g.rockBlock(i, c) {
				h[c-2]++
			} else {
				h[c-2] = 0
			}
		}
		sp := 0
		for k := range n {
			for sp > 0 && h[stack[sp-1]] >= h[k] {
				sp--
			}
			left[k] = -1
			if sp > 0 {
				left[k] = stack[sp-1]
			}
			stack[sp] = k
			sp++
		}
		sp = 0
		for k := n - 1; k >= 0; k-- {
			for sp > 0 && h[stack[sp-1]] >= h[k] {
				sp--
			}
			right[k] = n
			if sp > 0 {
				right[k] = stack[sp-1]
			}
			stack[sp] = k
			sp++
		}
		rowBest, rl, rr, rh := 0, 0, 0, 0
		for k := range n {
			w := right[k] - left[k] - 1
			a := w * h[k]
			if min(w, h[k]) > minside && a > rowBest && a <= maxarea {
				rowBest, rl, rr, rh = a, left[k], right[k], h[k]
			}
		}
		if rowBest > best {
			best, bi, bl, br, bh = rowBest, i, rl, rr, rh
		}
	}
	if best < minarea {
		return rect{}, false
	}
	r := rect{x1: bi - bh + 1, x2: bi, y1: bl + 3, y2: br + 1}
	for i := r.x1 - 1; i <= r.x2+1; i++ {
		for j := r.y1 - 1; j <= r.y2+1; j++ {
			g.free[i*Cols+j] = false
		}
	}
	return r, true
}

func (g *generator) rockBlock(i, c int) bool {
	for a := i - 1; a <= i+1; a++ {
		for b := c - 1; b <= c+1; b++ {
			if g.m[a][b] != 'R' {
				return false
			}
		}
	}
	return true
}

// treasure puts one more treasure at p; true when the count reaches exactly
// the target (the original's stop test).
func (g *generator) treasure(p Pos) bool {
	g.m[p.I][p.J] = 'T'
	g.t++
	return g.t == targetTreasures
}

// maze draws concentric granite rings with a rock door each and treasures in
// the rock bands between them (§4.5).
func (g *generator) maze() bool {
	r, ok := g.findSpace(9, 500, 100)
	if !ok {
		return false
	}
	var band []Pos
	var mark [cells]bool
	for r.x1+2 < r.x2 && r.y1+2 < r.y2 {
		for i := r.x1; i <= r.x2; i++ {
			g.m[i][r.y1], g.m[i][r.y2] = 'G', 'G'
		}
		for j := r.y1; j <= r.y2; j++ {
			g.m[r.x1][j], g.m[r.x2][j] = 'G', 'G'
		}
		switch d := g.r.Int(0, 3); d {
		case 0, 2:
			a := g.r.Int(r.x1+1, r.x2-2)
			c := r.y1
			if d == 2 {
				c = r.y2
			}
			g.m[a][c], g.m[a+1][c] = 'R', 'R'
		default:
			b := g.r.Int(r.y1+1, r.y2-2)
			q := r.x1
			if d == 3 {
				q = r.x2
			}
			g.m[q][b], g.m[q][b+1] = 'R', 'R'
		}
		clear(mark[:])
		for i := r.x1 + 1; i < r.x2; i++ {
			for _, j := range [4]int{r.y1 + 1, r.y1 + 2, r.y2 - 1, r.y2 - 2} {
				mark[i*Cols+j] = true
			}
		}
		for j := r.y1 + 1; j < r.y2; j++ {
			for _, i := range [4]int{r.x1 + 1, r.x1 + 2, r.x2 - 1, r.x2 - 2} {
				mark[i*Cols+j] = true
			}
		}
		band = band[:0]
		for k, m := range mark {
			if m {
				band = append(band, posOf(k))
			}
		}
		k := g.r.Int(8, 12)
		for ; k > 0 && len(band) > 0; k-- {
			idx := g.r.Int(0, len(band)-1)
			p := band[idx]
			band[idx] = band[len(band)-1]
			band = band[:len(band)-1]
			if g.treasure(p) {
				return true
			}
		}
		r.x1, r.x2, r.y1, r.y2 = r.x1+3, r.x2-3, r.y1+3, r.y2-3
	}
	return true
}

// chess draws a chessboard of granite (80% of one colour) and treasures (25%
// of the other colour) (§4.5).
func (g *generator) chess() bool {
	r, ok := g.findSpace(4, 300, 50)
	if !ok {
		return false
	}
	p := g.r.Int(0, 1)
	for i := r.x1; i <= r.x2; i++ {
		for j := r.y1; j <= r.y2; j++ {
			if (i+j)%2 == p && g.r.Int(0, 4) > 0 {
				g.m[i][j] = 'G'
			}
		}
	}
	for i := r.x1; i <= r.x2; i++ {
		for j := r.y1; j <= r.y2; j++ {
			if (i+j)%2 != p && g.r.Int(0, 3) == 0 {
				if g.treasure(Pos{I: i, J: j}) {
					return true
				}
			}
		}
	}
	return true
}
