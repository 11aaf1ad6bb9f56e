package dominator

import (
	"errors"
	"fmt"
	"io"

	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// generate builds the board of cfg with the board generator rng.
func generate(cfg *Config, rng *jutge.Random, log io.Writer) (board, error) {
	b := newBoard(cfg.Rows, cfg.Cols)
	switch cfg.Generator {
	case Fixed:
		b.fixed(cfg.Grid)
		return b, nil
	case Generator1:
		return b, b.generator1(cfg.Params, rng, log)
	case Generator2:
		return b, b.generator2(rng, log)
	case Generator3:
		return b, b.generator3(rng)
	}
	return b, fmt.Errorf("Unknow grid generator.")
}

// fixed copies a FIXED grid: X a wall, '.' empty, a digit an empty cell
// owned by that player. The border is not checked.
func (b *board) fixed(grid []string) {
	for i, row := range grid {
		for j := 0; j < len(row); j++ {
			c := Cell{Type: Empty, Owner: -1, Unit: -1}
			switch ch := row[j]; {
			case ch == 'X':
				c.Type = Wall
			case '0' <= ch && ch <= '9':
				c.Owner = int8(ch - '0')
			}
			b.cells[i*b.cols+j] = c
		}
	}
}

// generator1 scatters q isolated walls: q = params[0], or random(params[0],
// params[1]) with two parameters; a wall is kept only if its 3×3
// neighbourhood had no wall.
func (b *board) generator1(params []int, rng *jutge.Random, log io.Writer) error {
	q := params[0]
	if len(params) == 2 {
		q = rng.Int(params[0], params[1])
	}
	b.basic()
	misses := 0
	for q != 0 {
		if log != nil {
			fmt.Fprintln(log, q)
		}
		i, j := rng.Int(2, b.rows-3), rng.Int(2, b.cols-3)
		if b.clearAround(i, j, 1) {
			b.at(Pos{I: i, J: j}).Type = Wall
			q--
			misses = 0
			continue
		}
		// The original would loop forever on a full board: check now and then.
		if misses++; misses%100000 == 0 && !b.anyClear1() {
			return errors.New("GENERATOR1: no room left for the requested walls")
		}
	}
	return nil
}

// clearAround reports whether the (2r+1)² square around (i, j) has no
// in-bounds wall.
func (b *board) clearAround(i, j, r int) bool {
	for x := -r; x <= r; x++ {
		for y := -r; y <= r; y++ {
			if b.wall(Pos{I: i + x, J: j + y}) {
				return false
			}
		}
	}
	return true
}

func (b *board) anyClear1() bool {
	for i := 2; i <= b.rows-3; i++ {
		for j := 2; j <= b.cols-3; j++ {
			if b.clearAround(i, j, 1) {
				return true
			}
		}
	}
	return false
}

// clear5 reports whether p, p+d, ..., p+4d are all in bounds and not walls.
func (b *board) clear5(p Pos, d grid.Dir) bool {
	for k := 0; k < 5; k++ {
		if !b.open(p) {
			return false
		}
		p = p.Add(d)
	}
	return true
}

func turn(d grid.Dir, k int) grid.Dir { return grid.Dir((int(d) + k) % 8) }

// extendable reports whether a snake at pos may grow one step along d.
func (b *board) extendable(pos Pos, d grid.Dir) bool {
	q := pos.Add(d)
	return b.clear5(q, d) && b.clear5(q, turn(d, 2)) && b.clear5(q, turn(d, 6)) &&
		b.open(q.Add(d).Add(turn(d, 6))) && b.open(q.Add(d).Add(turn(d, 2)))
}

// generator2 grows wall "snakes" from random open spots until no 9×9 open
// square is left, prunes snake cells that come near other walls, repairs
// diagonal pinches, and starts again if the board is not connected.
func (b *board) generator2(rng *jutge.Random, log io.Writer) error {
	sum := make([]int, (b.rows+1)*(b.cols+1))
	var cand []Pos
	var snake []Pos
	var keep []bool
	for attempt := 0; attempt < 1000; attempt++ {
		b.basic()
		for {
			cand = b.candidates(sum, cand[:0])
			if len(cand) == 0 {
				break
			}
			pos := cand[rng.Int(0, len(cand)-1)]
			b.at(pos).Type = Wall
			snake = append(snake[:0], pos)
			d := grid.Dir(2 * rng.Int(0, 4))
			for range 15 {
				var opts [3]grid.Dir
				n := 0
				for _, e := range [3]grid.Dir{d, turn(d, 2), turn(d, 6)} {
					if b.extendable(pos, e) {
						opts[n] = e
						n++
					}
				}
				if n == 0 {
					break
				}
				d = opts[rng.Int(0, n-1)]
				pos = pos.Add(d)
				b.at(pos).Type = Wall
				snake = append(snake, pos)
			}
			b.prune(snake, &keep, log)
		}
		b.repairPinches(rng)
		if b.connected() {
			return nil
		}
		if log != nil {
			fmt.Fprintln(log, "warning: unconected board discarted")
		}
	}
	return errors.New("GENERATOR2: no connected board after 1000 attempts")
}

// candidates lists, row-major, the cells with 4 <= i <= R-5, 4 <= j <= C-5
// whose 9×9 square holds no wall. sum is scratch for wall prefix sums.
func (b *board) candidates(sum []int, out []Pos) []Pos {
	w := b.cols + 1
	for i := 0; i < b.rows; i++ {
		row := 0
		for j := 0; j < b.cols; j++ {
			if b.cells[i*b.cols+j].Type == Wall {
				row++
			}
			sum[(i+1)*w+j+1] = sum[i*w+j+1] + row
		}
	}
	for i := 4; i <= b.rows-5; i++ {
		for j := 4; j <= b.cols-5; j++ {
			i0, j0, i1, j1 := i-4, j-4, i+5, j+5
			if sum[i1*w+j1]-sum[i0*w+j1]-sum[i1*w+j0]+sum[i0*w+j0] == 0 {
				out = append(out, Pos{I: i, J: j})
			}
		}
	}
	return out
}

// prune reverts every snake cell whose 7×7 square holds a wall that is not
// part of the snake.
func (b *board) prune(snake []Pos, keep *[]bool, log io.Writer) {
	k := (*keep)[:0]
	for _, p := range snake {
		ok := true
		for x := -3; x <= 3 && ok; x++ {
			for y := -3; y <= 3; y++ {
				q := Pos{I: p.I + x, J: p.J + y}
				if b.wall(q) && !contains(snake, q) {
					ok = false
					break
				}
			}
		}
		k = append(k, ok)
	}
	for n, p := range snake {
		if !k[n] {
			b.at(p).Type = Empty
		}
	}
	*keep = k
	if log != nil {
		order := make([]int, len(snake))
		for n := range order {
			order[n] = n
		}
		// Row-major order for the original's debug lines.
		for x := 1; x < len(order); x++ {
			for y := x; y > 0 && less(snake[order[y]], snake[order[y-1]]); y-- {
				order[y], order[y-1] = order[y-1], order[y]
			}
		}
		for _, n := range order {
			v := 0
			if k[n] {
				v = 1
			}
			fmt.Fprintf(log, "(%d, %d) %d\n", snake[n].I, snake[n].J, v)
		}
	}
}

func less(p, q Pos) bool { return p.I < q.I || p.I == q.I && p.J < q.J }

func contains(ps []Pos, q Pos) bool {
	for _, p := range ps {
		if p == q {
			return true
		}
	}
	return false
}

// repairPinches closes every 2×2 block whose walls touch only diagonally,
// with one draw per such block.
func (b *board) repairPinches(rng *jutge.Random) {
	w := func(i, j int) bool { return b.cells[i*b.cols+j].Type == Wall }
	set := func(i, j int) { b.cells[i*b.cols+j].Type = Wall }
	for i := 1; i <= b.rows-4; i++ {
		for j := 1; j <= b.cols-4; j++ {
			if w(i, j) && w(i+1, j+1) && !w(i, j+1) && !w(i+1, j) {
				if rng.Int(0, 1) == 1 {
					set(i, j+1)
				} else {
					set(i+1, j)
				}
			}
			if !w(i, j) && !w(i+1, j+1) && w(i, j+1) && w(i+1, j) {
				if rng.Int(0, 1) == 1 {
					set(i, j)
				} else {
					set(i+1, j+1)
				}
			}
		}
	}
}

// connected reports whether every open cell is reachable from (1, 1)
// through orthogonal steps.
func (b *board) connected() bool {
	seen := make([]bool, len(b.cells))
	for k, c := range b.cells {
		seen[k] = c.Type == Wall
	}
	start := 1*b.cols + 1
	seen[start] = true
	stack := []int{start}
	for len(stack) > 0 {
		k := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		p := Pos{I: k / b.cols, J: k % b.cols}
		for _, d := range [4]grid.Dir{grid.Bottom, grid.Right, grid.Top, grid.Left} {
			q := p.Add(d)
			if b.in(q) && !seen[q.I*b.cols+q.J] {
				seen[q.I*b.cols+q.J] = true
				stack = append(stack, q.I*b.cols+q.J)
			}
		}
	}
	for _, s := range seen {
		if !s {
			return false
		}
	}
	return true
}

// generator3 builds a maze of 5×5 rooms: a random spanning tree of the
// room graph (Kruskal over a random permutation of the edges), plus
// rr+cc of the remaining edges where both wall posts stay attached.
func (b *board) generator3(rng *jutge.Random) error {
	b.basic()
	for i := 6; i < b.rows; i += 6 {
		for j := 1; j < b.cols; j++ {
			b.at(Pos{I: i, J: j}).Type = Wall
		}
	}
	for j := 6; j < b.cols; j += 6 {
		for i := 1; i < b.rows; i++ {
			b.at(Pos{I: i, J: j}).Type = Wall
		}
	}
	rr, cc := b.rows/6, b.cols/6
	type edge struct {
		a, b int
		h    bool
	}
	var edges []edge
	for a := 0; a < rr; a++ {
		for c := 0; c < cc-1; c++ {
			edges = append(edges, edge{a, c, true})
		}
	}
	for a := 0; a < rr-1; a++ {
		for c := 0; c < cc; c++ {
			edges = append(edges, edge{a, c, false})
		}
	}
	perm := rng.Permutation(len(edges), nil)
	parent := make([]int, rr*cc)
	for k := range parent {
		parent[k] = k
	}
	var find func(int) int
	find = func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	openEdge := func(e edge) {
		for k := 1; k <= 5; k++ {
			if e.h {
				b.at(Pos{I: 6*e.a + k, J: 6*e.b + 6}).Type = Empty
			} else {
				b.at(Pos{I: 6*e.a + 6, J: 6*e.b + k}).Type = Empty
			}
		}
	}
	var rest []edge
	for _, k := range perm {
		e := edges[k]
		r1 := e.a*cc + e.b
		r2 := r1 + 1
		if !e.h {
			r2 = r1 + cc
		}
		if x, y := find(r1), find(r2); x != y {
			parent[x] = y
			openEdge(e)
		} else {
			rest = append(rest, e)
		}
	}
	if len(rest) < rr+cc {
		return fmt.Errorf("GENERATOR3: only %d spare edges, need %d", len(rest), rr+cc)
	}
	w := func(i, j int) bool { return b.wall(Pos{I: i, J: j}) }
	for _, e := range rest[:rr+cc] {
		var ok1, ok2 bool
		if !e.h {
			r0 := 6*e.a + 6
			ok1 = (6*e.b > 0 && w(r0, 6*e.b-1)) || w(r0-1, 6*e.b) || w(r0+1, 6*e.b)
			ok2 = (6*e.b+7 < b.cols && w(r0, 6*e.b+7)) || w(r0-1, 6*e.b+6) || w(r0+1, 6*e.b+6)
		} else {
			c0 := 6*e.b + 6
			ok1 = (6*e.a > 0 && w(6*e.a-1, c0)) || w(6*e.a, c0-1) || w(6*e.a, c0+1)
			ok2 = (6*e.a+7 < b.rows && w(6*e.a+7, c0)) || w(6*e.a+6, c0-1) || w(6*e.a+6, c0+1)
		}
		if ok1 && ok2 {
			openEdge(e)
		}
	}
	return nil
}
