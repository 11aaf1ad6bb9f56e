package moria

import (
	"slices"
	"testing"

	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

func outsideRing(p Pos) bool { return ok(p) && !inner(p) }

func performed(m *Match, id int, d grid.Dir) bool {
	for _, o := range m.performed {
		if o.Unit == id && o.Dir == int(d) {
			return true
		}
	}
	return false
}

// ruleCase is one rule scenario: a hand-built board, some rounds of orders,
// and the state expected afterwards.
type ruleCase struct {
	name    string
	cfg     func(*Config)
	seed    int32
	picture string
	units   []at
	setup   func(m *Match)
	rounds  [][][]jutge.Order
	check   func(t *testing.T, m *Match)
}

func TestRules(t *testing.T) {
	cases := []ruleCase{
		{
			name:    "a dwarf stepping on a cave conquers it and picks its treasure; score is cells + 10·treasures",
			picture: "..T",
			units:   []at{u(0, 10, 11)},
			rounds:  [][][]jutge.Order{orders([3]int{0, 0, int(grid.Right)})},
			check: func(t *testing.T, m *Match) {
				c := m.CellAt(10, 12)
				if m.Unit(0).Pos != (Pos{I: 10, J: 12}) || c.Owner != 0 || c.Treasure || m.NbTreasures(0) != 1 {
					t.Errorf("dwarf at %v, cell %+v, treasures %d", m.Unit(0).Pos, c, m.NbTreasures(0))
				}
				if m.NbCells(0) != 2 || m.Score(0) != 2+10*1 {
					t.Errorf("nb_cells %d, score %d; want 2 and 12", m.NbCells(0), m.Score(0))
				}
			},
		},
		{
			name:    "a wizard moves without conquering",
			picture: "...",
			units:   []at{u(1, 10, 10)},
			rounds:  [][][]jutge.Order{orders([3]int{0, 1, int(grid.Right)})},
			check: func(t *testing.T, m *Match) {
				if m.Unit(1).Pos != (Pos{I: 10, J: 11}) || m.CellAt(10, 11).Owner != -1 {
					t.Errorf("wizard at %v, owner %d", m.Unit(1).Pos, m.CellAt(10, 11).Owner)
				}
			},
		},
		{
			name:    "a wizard's diagonal order is rejected",
			picture: "...\n...",
			units:   []at{u(1, 10, 10)},
			rounds:  [][][]jutge.Order{orders([3]int{0, 1, int(grid.BR)})},
			check: func(t *testing.T, m *Match) {
				if m.Unit(1).Pos != (Pos{I: 10, J: 10}) || m.Accepts(0, 1, grid.BR) || !m.Accepts(0, 1, grid.Bottom) {
					t.Errorf("wizard at %v", m.Unit(1).Pos)
				}
			},
		},
		{
			name:    "orders for another clan's unit, an unknown id or a bad direction are rejected",
			picture: "...",
			units:   []at{u(0, 10, 11)},
			rounds:  [][][]jutge.Order{orders([3]int{1, 0, int(grid.Right)}, [3]int{0, 0, 9}, [3]int{0, 999, 0})},
			check: func(t *testing.T, m *Match) {
				if m.Unit(0).Pos != (Pos{I: 10, J: 11}) || len(m.performed) != 2 { // the troll's and the Balrog's
					t.Errorf("dwarf at %v, performed %v", m.Unit(0).Pos, m.performed)
				}
				if m.Accepts(1, 0, grid.Right) || m.Accepts(0, 999, grid.Right) || m.Accepts(0, 0, 9) || m.Accepts(0, 0, grid.None) || m.Accepts(0, 8, grid.Right) {
					t.Error("Accepts accepted a bad order")
				}
			},
		},
		{
			name:    "a dwarf digs rock_resistance times, without moving, and the rock breaks",
			picture: ".R",
			units:   []at{u(0, 10, 10)},
			rounds: [][][]jutge.Order{
				orders([3]int{0, 0, int(grid.Right)}),
				orders([3]int{0, 0, int(grid.Right)}),
			},
			check: func(t *testing.T, m *Match) {
				c := m.CellAt(10, 11)
				if m.Unit(0).Pos != (Pos{I: 10, J: 10}) || c.Type != Cave && c.Type != Abyss || c.Owner != -1 {
					t.Errorf("dwarf at %v, cell %+v", m.Unit(0).Pos, c)
				}
			},
		},
		{
			name:    "one dig leaves the rock with one turn less",
			picture: ".R",
			units:   []at{u(0, 10, 10)},
			rounds:  [][][]jutge.Order{orders([3]int{0, 0, int(grid.Right)})},
			check: func(t *testing.T, m *Match) {
				if c := m.CellAt(10, 11); c.Type != Rock || c.Turns != 1 || !performed(m, 0, grid.Right) {
					t.Errorf("cell %+v", c)
				}
			},
		},
		{
			name:    "granite cannot be dug",
			picture: ".G",
			units:   []at{u(0, 10, 10)},
			rounds:  [][][]jutge.Order{orders([3]int{0, 0, int(grid.Right)})},
			check: func(t *testing.T, m *Match) {
				if m.CellAt(10, 11).Type != Granite || performed(m, 0, grid.Right) {
					t.Error("granite changed or the order was performed")
				}
			},
		},
		{
			name:    "a dwarf falling into an abyss goes to another clan, reborn outside at full health",
			picture: ".A",
			units:   []at{{id: 0, p: Pos{I: 10, J: 10}, health: 40, owner: -2}},
			rounds:  [][][]jutge.Order{orders([3]int{0, 0, int(grid.Right)})},
			check: func(t *testing.T, m *Match) {
				d := m.Unit(0)
				if d.Owner == 0 || d.Owner < 0 || d.Health != DwarfHealth || !outsideRing(d.Pos) || m.CellAt(10, 11).Unit != -1 {
					t.Errorf("dwarf %+v", d)
				}
				if m.Cell(d.Pos).Unit != 0 {
					t.Error("reborn dwarf not on its cell")
				}
			},
		},
		{
			name:    "a dwarf hits an enemy for 20..40 and stays",
			picture: "..",
			units:   []at{u(0, 10, 10), u(2, 10, 11)},
			rounds:  [][][]jutge.Order{orders([3]int{0, 0, int(grid.Right)})},
			check: func(t *testing.T, m *Match) {
				if h := m.Unit(2).Health; h < 60 || h > 80 || m.Unit(0).Pos != (Pos{I: 10, J: 10}) {
					t.Errorf("enemy health %d, attacker at %v", h, m.Unit(0).Pos)
				}
				wantCaptors(t, m) // wounded, not captured
			},
		},
		{
			name:    "a dwarf killing an enemy captures it",
			picture: "..",
			units:   []at{u(0, 10, 10), {id: 3, p: Pos{I: 10, J: 11}, health: 15, owner: -2}},
			rounds:  [][][]jutge.Order{orders([3]int{0, 0, int(grid.Right)})},
			check: func(t *testing.T, m *Match) {
				w := m.Unit(3)
				if w.Owner != 0 || w.Health != WizardHealth || !outsideRing(w.Pos) {
					t.Errorf("captured wizard %+v", w)
				}
				if len(m.Wizards(0)) != 2 || len(m.Wizards(1)) != 0 {
					t.Errorf("wizard lists %v %v", m.Wizards(0), m.Wizards(1))
				}
				wantCaptors(t, m, 0)
			},
		},
		{
			name:    "a dwarf killing an orc captures no unit",
			picture: "..",
			units:   []at{u(0, 10, 10), {id: 8, p: Pos{I: 10, J: 11}, health: 10, owner: -2}},
			rounds:  [][][]jutge.Order{orders([3]int{0, 0, int(grid.Right)})},
			check: func(t *testing.T, m *Match) {
				if m.Unit(8).Health != 0 {
					t.Errorf("orc %+v", m.Unit(8))
				}
				wantCaptors(t, m)
			},
		},
		{
			name:    "a unit of the same clan is not attacked",
			picture: "..",
			units:   []at{u(0, 10, 10), {id: 1, p: Pos{I: 10, J: 11}, health: 15, owner: -2}},
			rounds:  [][][]jutge.Order{orders([3]int{0, 0, int(grid.Right)})},
			check: func(t *testing.T, m *Match) {
				if m.Unit(1).Health != 15 || performed(m, 0, grid.Right) {
					t.Error("own wizard attacked")
				}
			},
		},
		{
			name:    "a clan's orders keep their order: a file of dwarves moves in one round",
			cfg:     func(c *Config) { c.Dwarves = 3 },
			picture: ".....",
			units:   []at{u(0, 10, 11), u(1, 10, 12), u(2, 10, 13), u(4, 12, 12)},
			rounds: [][][]jutge.Order{orders(
				[3]int{0, 0, int(grid.Left)}, [3]int{0, 1, int(grid.Left)}, [3]int{0, 2, int(grid.Left)},
				[3]int{1, 4, int(grid.Top)}, // another clan interleaved: digs rock
			)},
			check: func(t *testing.T, m *Match) {
				for id, j := range []int{10, 11, 12} {
					if m.Unit(id).Pos != (Pos{I: 10, J: j}) {
						t.Errorf("dwarf %d at %v", id, m.Unit(id).Pos)
					}
				}
			},
		},
		{
			name:    "stepping next to the Balrog kills",
			picture: ".....",
			units:   []at{u(0, 10, 12), {id: 11, p: Pos{I: 10, J: 14}}},
			rounds:  [][][]jutge.Order{orders([3]int{0, 0, int(grid.Right)})},
			check: func(t *testing.T, m *Match) {
				if d := m.Unit(0); d.Owner == 0 || !outsideRing(d.Pos) {
					t.Errorf("dwarf %+v", d)
				}
				wantCaptors(t, m) // the Balrog's kill has no captor
			},
		},
		{
			name:    "an orc attacks an adjacent dwarf for 15..30",
			picture: "...",
			units:   []at{u(0, 10, 10), {id: 8, p: Pos{I: 10, J: 11}}},
			check: func(t *testing.T, m *Match) {
				if h := m.Unit(0).Health; h < 70 || h > 85 || m.Unit(8).Pos != (Pos{I: 10, J: 11}) {
					t.Errorf("dwarf health %d, orc at %v", h, m.Unit(8).Pos)
				}
			},
		},
		{
			name:    "an orc approaches the nearest dwarf and unconquers the cave",
			picture: ".....11A",
			units:   []at{u(0, 10, 10), {id: 9, p: Pos{I: 10, J: 17}}},
			check: func(t *testing.T, m *Match) {
				if m.Unit(9).Pos != (Pos{I: 10, J: 16}) || m.CellAt(10, 16).Owner != -1 || m.CellAt(10, 15).Owner != 1 {
					t.Errorf("orc at %v", m.Unit(9).Pos)
				}
				if !performed(m, 9, grid.Left) {
					t.Errorf("performed %v", m.performed)
				}
			},
		},
		{
			name:    "an orc with nothing to do still lists None",
			picture: "A",
			units:   []at{{id: 8, p: Pos{I: 10, J: 10}}},
			check: func(t *testing.T, m *Match) {
				if !performed(m, 8, grid.None) {
					t.Errorf("performed %v", m.performed)
				}
			},
		},
		{
			name:    "a troll inside moves only onto caves",
			picture: "A.A\nAAA",
			units:   []at{{id: 10, p: Pos{I: 9, J: 10}}},
			setup:   func(m *Match) { m.cells[index(Pos{I: 9, J: 10})].Type = Cave },
			check: func(t *testing.T, m *Match) {
				if m.Unit(10).Pos != (Pos{I: 10, J: 11}) {
					t.Errorf("troll at %v", m.Unit(10).Pos)
				}
			},
		},
		{
			name:  "a troll outside walks to the nearest cave",
			units: []at{{id: 10, p: Pos{I: 1, J: 20}}},
			setup: func(m *Match) { m.cells[index(Pos{I: 2, J: 20})] = Cell{Type: Cave, Owner: 2, Unit: -1} },
			check: func(t *testing.T, m *Match) {
				if m.Unit(10).Pos != (Pos{I: 2, J: 20}) || m.CellAt(2, 20).Owner != -1 {
					t.Errorf("troll at %v", m.Unit(10).Pos)
				}
			},
		},
		{
			name:    "a troll hits for 50..150",
			picture: "..",
			units:   []at{u(0, 10, 10), {id: 10, p: Pos{I: 10, J: 11}}},
			check: func(t *testing.T, m *Match) {
				d := m.Unit(0)
				if d.Owner == 0 && (d.Health < 1 || d.Health > 50) || d.Owner != 0 && !outsideRing(d.Pos) {
					t.Errorf("dwarf %+v", d)
				}
			},
		},
		{
			name:    "the Balrog approaches the nearest dwarf, kills its neighbours and unconquers around",
			picture: ".1111\n.....\n.....",
			units:   []at{u(0, 10, 10), {id: 11, p: Pos{I: 10, J: 14}}, {id: 8, p: Pos{I: 11, J: 13}}},
			check: func(t *testing.T, m *Match) {
				if m.Unit(11).Pos != (Pos{I: 10, J: 13}) || !performed(m, 11, grid.Left) {
					t.Errorf("balrog at %v", m.Unit(11).Pos)
				}
				if o := m.Unit(8); o.Health != 0 || o.Pos != (Pos{I: -1, J: -1}) {
					t.Errorf("orc %+v", o)
				}
				if m.CellAt(10, 12).Owner != -1 || m.CellAt(10, 13).Owner != -1 || m.CellAt(10, 14).Owner != -1 || m.CellAt(10, 11).Owner != 1 || m.Unit(0).Pos != (Pos{I: 10, J: 10}) {
					t.Errorf("wrong cells unconquered or dwarf moved: %d %d %v", m.CellAt(10, 12).Owner, m.CellAt(10, 11).Owner, m.Unit(0).Pos)
				}
			},
		},
		{
			name:    "the Balrog kills a dwarf next to its new cell",
			picture: "....",
			units:   []at{u(0, 10, 11), {id: 11, p: Pos{I: 10, J: 13}}},
			check: func(t *testing.T, m *Match) {
				if m.Unit(11).Pos != (Pos{I: 10, J: 12}) || m.Unit(0).Owner == 0 || !outsideRing(m.Unit(0).Pos) {
					t.Errorf("balrog at %v, dwarf %+v", m.Unit(11).Pos, m.Unit(0))
				}
			},
		},
		{
			name: "with no dwarf or wizard inside, the Balrog stays",
			check: func(t *testing.T, m *Match) {
				if m.Unit(11).Pos != (Pos{I: 50, J: 50}) || !performed(m, 11, grid.None) {
					t.Errorf("balrog at %v", m.Unit(11).Pos)
				}
			},
		},
		{
			name:    "a wizard heals orthogonal allies, not diagonal ones nor itself",
			picture: "...\n...",
			units: []at{
				{id: 0, p: Pos{I: 10, J: 10}, health: 30, owner: -2},
				{id: 1, p: Pos{I: 10, J: 11}, health: 20, owner: -2},
				{id: 2, p: Pos{I: 11, J: 12}, health: 30, owner: 0},
				{id: 4, p: Pos{I: 11, J: 11}, health: 30, owner: -2},
			},
			check: func(t *testing.T, m *Match) {
				if m.Unit(0).Health != 100 || m.Unit(1).Health != 20 || m.Unit(2).Health != 30 || m.Unit(4).Health != 30 {
					t.Errorf("healths %d %d %d %d", m.Unit(0).Health, m.Unit(1).Health, m.Unit(2).Health, m.Unit(4).Health)
				}
			},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg := testConfig()
			if c.cfg != nil {
				c.cfg(cfg)
			}
			m := scenario(t, cfg, c.seed+1, c.picture, c.units...)
			if c.setup != nil {
				c.setup(m)
			}
			rounds := c.rounds
			if len(rounds) == 0 {
				rounds = [][][]jutge.Order{nil}
			}
			for _, o := range rounds {
				m.Step(o)
			}
			c.check(t, m)
		})
	}
}

// wantCaptors checks the units the last round lists as captors.
func wantCaptors(t *testing.T, m *Match, want ...int) {
	t.Helper()
	if got := m.Captors(nil); !slices.Equal(got, want) {
		t.Errorf("captors %v, want %v", got, want)
	}
}

// TestOrcsSpawn: abysses spawn the highest-id waiting orc first, with full
// health, and never more orcs than max_nb_orcs.
func TestOrcsSpawn(t *testing.T) {
	m := scenario(t, testConfig(), 5, "AAAAAAAAAA\nAAAAAAAAAA\nAAAAAAAAAA")
	first := -1
	for r := 0; r < 200 && len(m.Orcs()) < 2; r++ {
		m.Step(nil)
		if first < 0 && len(m.Orcs()) > 0 {
			first = m.Orcs()[0]
		}
	}
	if first != 9 {
		t.Errorf("first orc %d, want 9", first)
	}
	if len(m.Orcs()) != 2 {
		t.Fatalf("orcs %v", m.Orcs())
	}
	for r := 0; r < 20; r++ {
		m.Step(nil)
	}
	for _, id := range m.Orcs() {
		if o := m.Unit(id); m.Cell(o.Pos).Type != Abyss || o.Health != OrcHealth {
			t.Errorf("orc %+v", o)
		}
	}
}

// TestCounters: the unit totals never change and every unit stands on its cell.
func TestInvariants(t *testing.T) {
	m, err := NewMatch(DefaultConfig(), 11, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := jutge.NewRandom(99)
	lists := make([][]jutge.Order, 4)
	for !m.Done() {
		for p := range 4 {
			lists[p] = lists[p][:0]
			for _, id := range append(append([]int(nil), m.Dwarves(p)...), m.Wizards(p)...) {
				lists[p] = append(lists[p], jutge.Order{Unit: id, Dir: r.Int(0, 8)})
			}
		}
		m.Step(lists)
		nd, nw := 0, 0
		for c := range 4 {
			nd += len(m.Dwarves(c))
			nw += len(m.Wizards(c))
		}
		if nd != 80 || nw != 20 || len(m.Trolls()) != 4 || len(m.Orcs()) > 20 {
			t.Fatalf("round %d: %d dwarves %d wizards", m.Round(), nd, nw)
		}
		for _, u := range m.Units() {
			if u.Type == Orc && u.Health == 0 {
				continue
			}
			if !ok(u.Pos) || int(m.Cell(u.Pos).Unit) != u.ID {
				t.Fatalf("round %d: unit %+v not on its cell", m.Round(), u)
			}
		}
	}
}
