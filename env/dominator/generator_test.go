package dominator

import (
	"testing"

	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// TestGenerator2Vectors: the engine specification's table for default.cnf:
// walls (border included) and the board generator's state afterwards.
func TestGenerator2Vectors(t *testing.T) {
	cases := []struct {
		seed  int32
		walls int
		state uint32
	}{{1, 255, 417007007}, {2, 254, 378125000}, {3, 243, 448703767}}
	for _, c := range cases {
		rng := jutge.NewRandom(c.seed)
		b, err := generate(Default(), rng, nil)
		if err != nil {
			t.Fatal(err)
		}
		walls := 0
		for _, cell := range b.cells {
			if cell.Type == Wall {
				walls++
			}
		}
		if walls != c.walls || rng.State() != c.state {
			t.Errorf("seed %d: %d walls, state %d; want %d, %d", c.seed, walls, rng.State(), c.walls, c.state)
		}
		if !b.connected() {
			t.Errorf("seed %d: board not connected", c.seed)
		}
	}
}

// TestGenerator3Maze: a GENERATOR3 board is a connected lattice of rooms
// with walls on every row and column multiple of 6 except opened edges.
func TestGenerator3Maze(t *testing.T) {
	c := *Default()
	c.Generator = Generator3
	for seed := range int32(20) {
		b, err := generate(&c, jutge.NewRandom(seed), nil)
		if err != nil {
			t.Fatal(err)
		}
		if !b.connected() {
			t.Errorf("seed %d: maze not connected", seed)
		}
		if !b.wall(Pos{I: 6, J: 6}) || !b.wall(Pos{I: 12, J: 30}) {
			t.Errorf("seed %d: lattice posts missing", seed)
		}
	}
}

// TestGenerator1Walls: GENERATOR1 places the drawn number of isolated walls.
func TestGenerator1Walls(t *testing.T) {
	c := *Default()
	c.Generator, c.Params = Generator1, []int{40}
	b, err := generate(&c, jutge.NewRandom(4), nil)
	if err != nil {
		t.Fatal(err)
	}
	inner := 0
	for i := 1; i < b.rows-1; i++ {
		for j := 1; j < b.cols-1; j++ {
			if b.wall(Pos{I: i, J: j}) {
				inner++
				for d := grid.Bottom; d < grid.None; d++ {
					if q := (Pos{I: i, J: j}).Add(d); b.wall(q) && q.I > 0 && q.J > 0 && q.I < b.rows-1 && q.J < b.cols-1 {
						t.Errorf("walls %v and %v touch", Pos{I: i, J: j}, q)
					}
				}
			}
		}
	}
	if inner != 40 {
		t.Errorf("%d inner walls, want 40", inner)
	}
}
