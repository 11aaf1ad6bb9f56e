package dominator

import (
	"slices"
	"strings"
	"testing"

	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// spec is a unit of a hand-built scenario.
type spec struct {
	t      UnitType
	player int
	i, j   int
	health int // 0: the type's maximum
}

// emptyGrid is a 21×21 board with border walls and the given extra walls.
func emptyGrid(walls ...Pos) []string {
	rows := make([][]byte, 21)
	for i := range rows {
		rows[i] = []byte(strings.Repeat(".", 21))
		rows[i][0], rows[i][20] = 'X', 'X'
	}
	for j := range 21 {
		rows[0][j], rows[20][j] = 'X', 'X'
	}
	for _, w := range walls {
		rows[w.I][w.J] = 'X'
	}
	out := make([]string, 21)
	for i := range rows {
		out[i] = string(rows[i])
	}
	return out
}

// build makes a match on grid holding exactly units (ids in order), with
// haunting computed as after a witch move.
func build(t *testing.T, grid []string, units ...spec) *Match {
	t.Helper()
	cfg := &Config{Players: 4, Rounds: 10, FarmersHealth: 100, KnightsHealth: 200,
		FarmersRegen: 30, KnightsRegen: 30, DamageMin: 60, DamageMax: 90,
		Rows: len(grid), Cols: len(grid), Generator: Fixed, Grid: grid, file: "test"}
	m, err := cfg.New(1, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range units {
		u := Unit{Type: s.t, ID: len(m.units), Player: s.player, Health: s.health}
		if s.health == 0 {
			u.Health = cfg.MaxHealth(s.t)
		}
		m.units = append(m.units, u)
		m.put(&m.units[u.ID], Pos{I: s.i, J: s.j})
		if s.t == Witch {
			m.witches[s.player] = append(m.witches[s.player], u.ID)
		}
	}
	n := len(m.units)
	m.killed, m.moved = make([]bool, n), make([]bool, n)
	m.rebuildLists()
	m.haunt()
	m.land, m.total = [4]int{}, [4]int{}
	m.computeScores()
	return m
}

// orders builds each player's order list from (player, unit, dir) triples,
// dir being a real-board direction; it is turned into the player's view.
func orders(triples ...[3]int) [][]jutge.Order {
	out := make([][]jutge.Order, 4)
	for _, x := range triples {
		d := x[2]
		if d >= 0 && d < int(grid.None) {
			d = (d - 2*x[0] + 8) % 8
		}
		out[x[0]] = append(out[x[0]], jutge.Order{Unit: x[1], Dir: d})
	}
	return out
}

// viewOrders builds order lists from triples whose dir is in the player's view.
func viewOrders(triples ...[3]int) [][]jutge.Order {
	out := make([][]jutge.Order, 4)
	for _, x := range triples {
		out[x[0]] = append(out[x[0]], jutge.Order{Unit: x[1], Dir: x[2]})
	}
	return out
}

func TestRules(t *testing.T) {
	type want struct {
		id     int
		player int
		pos    Pos // {I: -9, J: -9}: anywhere (respawned)
		health int // -9: any
	}
	any := Pos{I: -9, J: -9}
	cases := []struct {
		name    string
		walls   []Pos
		units   []spec
		orders  [][3]int
		want    []want
		owner   map[Pos]int // expected cell owners
		done    int         // expected successful movements
		view    bool        // orders are in the players' views, not real directions
		captors []int       // the knights whose attacks captured (Captors)
	}{
		{
			name:   "farmer paints the cell it moves into",
			units:  []spec{{Farmer, 0, 5, 5, 0}},
			orders: [][3]int{{0, 0, int(grid.Right)}},
			want:   []want{{0, 0, Pos{I: 5, J: 6}, 100}},
			owner:  map[Pos]int{{I: 5, J: 5}: 0, {I: 5, J: 6}: 0},
			done:   1,
		},
		{
			name:   "a move into a wall fails and does not heal",
			walls:  []Pos{{I: 5, J: 6}},
			units:  []spec{{Farmer, 0, 5, 5, 40}},
			orders: [][3]int{{0, 0, int(grid.Right)}},
			want:   []want{{0, 0, Pos{I: 5, J: 5}, 40}},
			done:   0,
		},
		{
			name:   "an idle unit heals up to its maximum",
			units:  []spec{{Farmer, 0, 5, 5, 40}, {Knight, 0, 7, 7, 190}},
			orders: [][3]int{{0, 0, int(grid.None)}},
			want:   []want{{0, 0, Pos{I: 5, J: 5}, 70}, {1, 0, Pos{I: 7, J: 7}, 200}},
		},
		{
			name:   "a diagonal farmer order is dropped, so the farmer heals",
			units:  []spec{{Farmer, 0, 5, 5, 40}},
			orders: [][3]int{{0, 0, int(grid.BR)}},
			want:   []want{{0, 0, Pos{I: 5, J: 5}, 70}},
		},
		{
			name:   "an order for a rival unit is ignored",
			units:  []spec{{Farmer, 1, 5, 5, 0}},
			orders: [][3]int{{0, 0, int(grid.Right)}},
			want:   []want{{0, 1, Pos{I: 5, J: 5}, 100}},
		},
		{
			name:   "a farmer cannot move into an occupied cell",
			units:  []spec{{Farmer, 0, 5, 5, 50}, {Farmer, 1, 5, 6, 0}},
			orders: [][3]int{{0, 0, int(grid.Right)}},
			want:   []want{{0, 0, Pos{I: 5, J: 5}, 50}, {1, 1, Pos{I: 5, J: 6}, 100}},
		},
		{
			name:   "a knight wounds a rival farmer without moving",
			units:  []spec{{Knight, 0, 5, 5, 0}, {Farmer, 1, 6, 6, 100}},
			orders: [][3]int{{0, 0, int(grid.BR)}},
			want:   []want{{0, 0, Pos{I: 5, J: 5}, 200}},
			done:   1,
		},
		{
			name:    "a knight captures a rival farmer whose health drops to 0",
			units:   []spec{{Knight, 0, 5, 5, 0}, {Farmer, 1, 6, 6, 50}},
			orders:  [][3]int{{0, 0, int(grid.BR)}},
			want:    []want{{0, 0, Pos{I: 5, J: 5}, 200}, {1, 0, any, 100}},
			done:    1,
			captors: []int{0},
		},
		{
			name: "a knight's capture is listed among the captors, a witch's spell is not",
			units: []spec{{Knight, 0, 5, 5, 0}, {Knight, 1, 6, 6, 50},
				{Witch, 1, 12, 9, -1}, {Farmer, 0, 12, 12, 0}},
			orders:  [][3]int{{0, 0, int(grid.BR)}, {1, 2, int(grid.Right)}},
			want:    []want{{1, 0, any, 200}, {2, 1, Pos{I: 12, J: 10}, -1}, {3, 1, any, 100}},
			done:    2,
			captors: []int{0},
		},
		{
			name:   "attacking an own unit is invalid and does not heal",
			units:  []spec{{Knight, 0, 5, 5, 100}, {Farmer, 0, 6, 6, 50}},
			orders: [][3]int{{0, 0, int(grid.BR)}},
			want:   []want{{0, 0, Pos{I: 5, J: 5}, 100}, {1, 0, Pos{I: 6, J: 6}, 80}},
		},
		{
			name:   "attacking a witch is invalid",
			units:  []spec{{Knight, 0, 5, 5, 100}, {Witch, 1, 6, 6, -1}},
			orders: [][3]int{{0, 0, int(grid.BR)}},
			want:   []want{{0, 0, Pos{I: 5, J: 5}, 100}, {1, 1, Pos{I: 6, J: 6}, -1}},
		},
		{
			name:   "a farmer entering a haunted cell dies, is captured, and paints nothing",
			units:  []spec{{Witch, 1, 5, 9, -1}, {Farmer, 0, 5, 6, 0}},
			orders: [][3]int{{0, 1, int(grid.Right)}},
			want:   []want{{1, 1, any, 100}},
			owner:  map[Pos]int{{I: 5, J: 7}: -1},
			done:   0,
		},
		{
			name:   "a knight entering a haunted cell of its own witch goes to another team",
			units:  []spec{{Witch, 0, 5, 9, -1}, {Knight, 0, 5, 6, 0}},
			orders: [][3]int{{0, 1, int(grid.Right)}},
			want:   []want{{1, -1, any, 200}}, // -1: any player but 0
		},
		{
			name:   "units may stand still next to a haunted area",
			units:  []spec{{Witch, 1, 5, 9, -1}, {Farmer, 0, 5, 6, 0}},
			orders: nil,
			want:   []want{{1, 0, Pos{I: 5, J: 6}, 100}},
		},
		{
			name:   "a moving witch kills every farmer and knight it comes to haunt",
			units:  []spec{{Witch, 1, 5, 9, -1}, {Farmer, 0, 5, 6, 0}, {Knight, 2, 7, 8, 0}, {Farmer, 1, 3, 8, 0}},
			orders: [][3]int{{1, 0, int(grid.Left)}},
			want:   []want{{0, 1, Pos{I: 5, J: 8}, -1}, {1, 1, any, 100}, {2, 1, any, 200}, {3, -1, any, 100}},
			done:   1,
		},
		{
			name:   "witches within distance 2 of each other are inactive and haunt nothing",
			units:  []spec{{Witch, 1, 5, 9, -1}, {Witch, 2, 5, 10, -1}, {Farmer, 0, 5, 6, 0}},
			orders: [][3]int{{0, 2, int(grid.Right)}},
			want:   []want{{2, 0, Pos{I: 5, J: 7}, 100}},
			done:   1,
		},
		{
			name:   "a witch moving away reactivates the other, whose spell falls on nearby units",
			units:  []spec{{Witch, 1, 5, 9, -1}, {Witch, 2, 5, 11, -1}, {Farmer, 0, 5, 7, 0}},
			orders: [][3]int{{2, 1, int(grid.Right)}},
			want:   []want{{1, 2, Pos{I: 5, J: 12}, -1}, {2, 1, any, 100}},
			done:   1,
		},
		{
			name:   "rotation: player 1's Right is the real Top",
			units:  []spec{{Farmer, 1, 15, 5, 0}},
			orders: [][3]int{{1, 0, int(grid.Right)}},
			want:   []want{{0, 1, Pos{I: 14, J: 5}, 100}},
			done:   1,
			view:   true,
		},
		{
			name:   "rotation: player 2's Right is the real Left, player 3's the real Bottom",
			units:  []spec{{Farmer, 2, 15, 15, 0}, {Knight, 3, 5, 15, 0}},
			orders: [][3]int{{2, 0, int(grid.Right)}, {3, 1, int(grid.Right)}},
			want:   []want{{0, 2, Pos{I: 15, J: 14}, 100}, {1, 3, Pos{I: 6, J: 15}, 200}},
			done:   2,
			view:   true,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := build(t, emptyGrid(c.walls...), c.units...)
			if c.view {
				m.Step(viewOrders(c.orders...))
			} else {
				m.Step(orders(c.orders...))
			}
			for _, w := range c.want {
				u := m.Unit(w.id)
				switch {
				case w.player >= 0 && u.Player != w.player,
					w.player < 0 && u.Player == c.units[w.id].player:
					t.Errorf("unit %d: player %d, want %d", w.id, u.Player, w.player)
				}
				if w.pos != any && u.Pos != w.pos {
					t.Errorf("unit %d: at %v, want %v", w.id, u.Pos, w.pos)
				}
				if w.pos == any && m.UnitAt(u.Pos) != w.id {
					t.Errorf("unit %d: not back on the board (at %v)", w.id, u.Pos)
				}
				if w.health != -9 && u.Health != w.health {
					t.Errorf("unit %d: health %d, want %d", w.id, u.Health, w.health)
				}
			}
			for p, o := range c.owner {
				if got := m.Owner(p); got != o {
					t.Errorf("owner of %v: %d, want %d", p, got, o)
				}
			}
			if len(m.done) != c.done {
				t.Errorf("%d movements listed, want %d", len(m.done), c.done)
			}
			if got := m.Captors(nil); !slices.Equal(got, c.captors) {
				t.Errorf("captors %v, want %v", got, c.captors)
			}
		})
	}
}

// TestKnightDamage: an attack takes between damage_min and damage_max.
func TestKnightDamage(t *testing.T) {
	seen := map[int]bool{}
	for seed := range 300 {
		m := build(t, emptyGrid(), spec{Knight, 0, 5, 5, 0}, spec{Knight, 1, 6, 6, 0})
		m.rng.Seed(int32(seed))
		m.Step(orders([3]int{0, 0, int(grid.BR)}))
		dmg := 200 - m.Unit(1).Health + 30 // the victim did not move, so it healed 30
		if dmg < 60 || dmg > 90 {
			t.Fatalf("seed %d: damage %d outside [60, 90]", seed, dmg)
		}
		seen[dmg] = true
	}
	if !seen[60] || !seen[90] || len(seen) != 31 {
		t.Errorf("damages seen: %d distinct values, want all 31", len(seen))
	}
}

// TestCaptureBySeveralWitches: the new team is drawn in proportion to the
// rival witches in range; own witches do not count when a rival is there.
func TestCaptureBySeveralWitches(t *testing.T) {
	count := map[int]int{}
	for seed := range 400 {
		// A player-0 farmer steps into the area haunted by one witch of
		// player 1 (at distance 2) and two of player 2, with one of its own.
		// The witches are at distance >= 3 from one another so all are active.
		m := build(t, emptyGrid(),
			spec{Farmer, 0, 10, 9, 0},
			spec{Witch, 1, 10, 12, -1},
			spec{Witch, 2, 12, 10, -1},
			spec{Witch, 2, 8, 10, -1},
			spec{Witch, 0, 13, 13, -1})
		m.rng.Seed(int32(seed))
		m.Step(orders([3]int{0, 0, int(grid.Right)}))
		count[m.Unit(0).Player]++
	}
	if count[0] != 0 || count[3] != 0 {
		t.Fatalf("captured for players %v; only 1 and 2 have witches in range", count)
	}
	if r := float64(count[2]) / 400; r < 0.58 || r > 0.75 {
		t.Errorf("player 2 (two witches) got %.2f of the captures, want about 2/3", r)
	}
}

// TestOwnWitchSpell: killed only by its own team's witches, a unit goes to
// each other team with equal chance.
func TestOwnWitchSpell(t *testing.T) {
	count := map[int]int{}
	for seed := range 300 {
		m := build(t, emptyGrid(), spec{Witch, 2, 10, 12, -1}, spec{Knight, 2, 10, 9, 0})
		m.rng.Seed(int32(seed))
		m.Step(orders([3]int{2, 1, int(grid.Right)}))
		count[m.Unit(1).Player]++
	}
	if count[2] != 0 || count[0] == 0 || count[1] == 0 || count[3] == 0 {
		t.Errorf("captures by team: %v; want teams 0, 1 and 3, never 2", count)
	}
}

// TestViewRotation: every player sees itself as player 0 at the top left,
// and an order given in the view moves the unit to the view's neighbouring
// cell.
func TestViewRotation(t *testing.T) {
	for me := range 4 {
		for d := grid.Bottom; d < grid.None; d++ {
			m := build(t, emptyGrid(), spec{Knight, me, 0, 0, 0})
			bx := m.homeBox(me)
			m.b.at(Pos{I: 0, J: 0}).Unit = -1
			m.put(&m.units[0], Pos{I: (bx.I0 + bx.I1) / 2, J: (bx.J0 + bx.J1) / 2})
			v := m.View(me)
			before := v.Unit(0)
			if before.Player != 0 || before.Pos.I > 10 || before.Pos.J > 10 {
				t.Fatalf("player %d sees its knight as player %d at %v, want player 0 top left", me, before.Player, before.Pos)
			}
			if got := v.Cell(before.Pos).Unit; got != 0 {
				t.Fatalf("player %d: view cell %v holds %d", me, before.Pos, got)
			}
			m.Step(viewOrders([3]int{me, 0, int(d)}))
			if after := v.Unit(0).Pos; after != before.Pos.Add(d) {
				t.Errorf("player %d, view direction %d: unit went from %v to %v, want %v", me, d, before.Pos, after, before.Pos.Add(d))
			}
		}
	}
}
