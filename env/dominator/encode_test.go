package dominator_test

import (
	"testing"

	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

const planes = dom.NumPlanes

func newEncoder(t *testing.T, mode env.Mode) (*dom.Encoder, *dom.Match) {
	t.Helper()
	cfg := dom.Default()
	e, err := dom.NewEncoder(cfg, mode)
	if err != nil {
		t.Fatal(err)
	}
	m, err := cfg.New(5, nil)
	if err != nil {
		t.Fatal(err)
	}
	return e, m
}

func buffers(s *env.Spec) [][]byte {
	var out [][]byte
	for _, ts := range s.Obs {
		out = append(out, make([]byte, ts.Bytes()))
	}
	return out
}

// wantPlanes is the plane vector of view cell p, built from the game's own
// View (its rotation and relative players), not from the encoder.
func wantPlanes(m *dom.Match, v dom.View, p dom.Pos) [planes]uint8 {
	var w [planes]uint8
	if !v.PosOK(p) {
		w[0] = 1
		return w
	}
	c := v.Cell(p)
	if c.Type == dom.Wall {
		w[0] = 1
		return w
	}
	if c.Owner >= 0 {
		w[1+c.Owner] = 1
	}
	if c.Haunted {
		w[5] = 1
	}
	if c.Unit >= 0 {
		u := v.Unit(int(c.Unit))
		w[6+4*int(u.Type)+u.Player] = 1
		if u.Type == dom.Witch {
			if u.Active {
				w[19] = 1
			}
		} else {
			w[18] = uint8(u.Health * 255 / m.Cfg().MaxHealth(u.Type))
		}
	}
	return w
}

func TestSpecs(t *testing.T) {
	cfg := dom.Default()
	for mode, want := range map[env.Mode]struct{ slots, bytes int }{
		env.Units: {128, 128*planes*81 + 128*dom.NumFeatures*4 + 128 + dom.NumGlobals*4},
		env.Plan:  {128, 128*planes*81 + 128*dom.NumPlanFeatures*4 + 128 + dom.NumGlobals*4},
		env.Facts: {128, 128*planes*81 + 128*dom.NumFactsFeatures*4 + 128 + dom.NumGlobals*4 + 128*9*4}, // and the progress tensor
		env.Board: {37 * 37, planes*37*37 + dom.NumGlobals*4},
	} {
		e, err := dom.NewEncoder(cfg, mode)
		if err != nil {
			t.Fatal(err)
		}
		s := e.Spec()
		bytes := 0
		for _, ts := range s.Obs {
			bytes += ts.Bytes()
		}
		if s.Slots != want.slots || s.Actions != 9 || len(s.Names) != 9 || bytes != want.bytes {
			t.Errorf("%s: slots %d actions %d obs bytes %d, want %d, 9, %d", mode, s.Slots, s.Actions, bytes, want.slots, want.bytes)
		}
	}
	if _, err := dom.NewEncoder(cfg, "pixels"); err == nil {
		t.Error("unknown mode: no error")
	}
}

// TestBoardPlanesFollowTheView: for every observer, the board planes are the
// View's cells (rotated, relative owners and players), and the globals are
// relative.
func TestBoardPlanesFollowTheView(t *testing.T) {
	e, m := newEncoder(t, env.Board)
	obs := buffers(e.Spec())
	step(m, 3) // some land and haunting
	n := m.Rows()
	for me := 0; me < 4; me++ {
		e.Observe(m, me, obs)
		v := m.View(me)
		for i := 0; i < n; i++ {
			for j := 0; j < n; j++ {
				want := wantPlanes(m, v, dom.Pos{I: i, J: j})
				for c := range want {
					if got := obs[0][(c*n+i)*n+j]; got != want[c] {
						t.Fatalf("me %d cell (%d,%d) plane %d = %d, want %d", me, i, j, c, got, want[c])
					}
				}
			}
		}
		g := env.Float32s(obs[1])
		if g[0] != 3.0/200 {
			t.Errorf("round fraction %v", g[0])
		}
		if g[5] != float32(m.Land(me))/float32(openCells(m)) || g[6] != float32(m.Land((me+1)%4))/float32(openCells(m)) {
			t.Errorf("me %d: land shares %v not relative", me, g[5:9])
		}
	}
}

func openCells(m *dom.Match) int {
	n := 0
	for i := 0; i < m.Rows(); i++ {
		for j := 0; j < m.Cols(); j++ {
			if m.CellType(dom.Pos{I: i, J: j}) != dom.Wall {
				n++
			}
		}
	}
	return n
}

// TestUnitCrops: slot s is my s-th unit in id order; its crop is the
// 9×9 window of the View around it (walls outside the board), and its
// features give its type, health and view position.
func TestUnitCrops(t *testing.T) {
	e, m := newEncoder(t, env.Units)
	obs := buffers(e.Spec())
	step(m, 2)
	r := dom.CropSize / 2
	for me := 0; me < 4; me++ {
		e.Observe(m, me, obs)
		v := m.View(me)
		crops, feats, mask := obs[0], env.Float32s(obs[1]), obs[2]
		s := 0
		for id, u := range m.Units() {
			if u.Player != me {
				continue
			}
			if mask[s] != 1 {
				t.Fatalf("me %d slot %d: unit mask 0", me, s)
			}
			vu := v.Unit(id)
			for di := -r; di <= r; di++ {
				for dj := -r; dj <= r; dj++ {
					want := wantPlanes(m, v, dom.Pos{I: vu.Pos.I + di, J: vu.Pos.J + dj})
					for c := range want {
						k := ((s*planes+c)*dom.CropSize+di+r)*dom.CropSize + dj + r
						if crops[k] != want[c] {
							t.Fatalf("me %d unit %d offset (%d,%d) plane %d = %d, want %d", me, id, di, dj, c, crops[k], want[c])
						}
					}
				}
			}
			f := feats[s*dom.NumFeatures:]
			if f[u.Type] != 1 || f[4] != float32(vu.Pos.I)/37 || f[5] != float32(vu.Pos.J)/37 {
				t.Fatalf("me %d unit %d features %v", me, id, f[:dom.NumFeatures])
			}
			if u.Type != dom.Witch && f[3] != float32(u.Health)/float32(m.Cfg().MaxHealth(u.Type)) {
				t.Fatalf("unit %d health feature %v", id, f[3])
			}
			if want := todo(v, vu.Pos); want != [4]float32(f[17:21]) {
				t.Fatalf("me %d unit %d at view %v: land left above/below/left/right %v, want %v", me, id, vu.Pos, f[17:21], want)
			}
			s++
		}
		for ; s < e.Spec().Slots; s++ {
			if mask[s] != 0 {
				t.Fatalf("me %d: empty slot %d has unit mask 1", me, s)
			}
		}
	}
}

// ownSlot is one of a seat's units and its action slot.
type ownSlot struct{ id, slot int }

// ownSlots lists seat me's units in ascending ids, each with its action
// slot in mode: the s-th of mine, or in board mode its cell of me's view.
func ownSlots(m *dom.Match, me int, mode env.Mode) []ownSlot {
	var out []ownSlot
	for id, u := range m.Units() {
		if u.Player != me {
			continue
		}
		slot := len(out)
		if mode == env.Board {
			p := m.View(me).Unit(id).Pos
			slot = p.I*37 + p.J
		}
		out = append(out, ownSlot{id, slot})
	}
	return out
}

// TestMaskByType: farmers and witches never move diagonally; every own
// unit may stay; nobody walks into a wall.
func TestMaskByType(t *testing.T) {
	for _, mode := range []env.Mode{env.Units, env.Plan, env.Facts, env.Board} {
		e, m := newEncoder(t, mode)
		mask := make([]uint8, e.Spec().Slots*9)
		for me := 0; me < 4; me++ {
			e.Mask(m, me, mask)
			v := m.View(me)
			for _, o := range ownSlots(m, me, mode) {
				id, slot := o.id, o.slot
				u, vu := m.Unit(id), v.Unit(id)
				row := mask[slot*9 : slot*9+9]
				if row[grid.None] != 1 {
					t.Fatalf("%s: unit %d cannot stay", mode, id)
				}
				for d := grid.Bottom; d < grid.None; d++ {
					if row[d] == 0 {
						continue
					}
					if d.Diagonal() && u.Type != dom.Knight {
						t.Fatalf("%s: %v unit %d may move diagonally", mode, u.Type, id)
					}
					if to := vu.Pos.Add(d); v.Cell(to).Type == dom.Wall {
						t.Fatalf("%s: unit %d may walk into the wall at view %v", mode, id, to)
					}
				}
			}
		}
	}
}

// TestDecodeMovesInTheView: for every observer, a farmer ordered "right" in
// the view ends one cell to the right in the view, wherever that is on the
// real board.
func TestDecodeMovesInTheView(t *testing.T) {
	for _, mode := range []env.Mode{env.Units, env.Plan, env.Facts, env.Board} {
		for me := 0; me < 4; me++ {
			e, m := newEncoder(t, mode)
			mask := make([]uint8, e.Spec().Slots*9)
			actions := make([]int32, e.Spec().Slots)
			e.Mask(m, me, mask)
			v := m.View(me)
			id := -1
			for _, o := range ownSlots(m, me, mode) {
				k, slot := o.id, o.slot
				actions[slot] = int32(grid.None)
				to := v.Unit(k).Pos.Add(grid.Right)
				if id < 0 && m.Unit(k).Type == dom.Farmer && mask[slot*9+int(grid.Right)] == 1 && v.Cell(to).Unit < 0 && !v.Cell(to).Haunted {
					id, actions[slot] = k, int32(grid.Right)
				}
			}
			if id < 0 {
				t.Fatalf("%s me %d: no farmer can move right", mode, me)
			}
			want := v.Unit(id).Pos.Add(grid.Right)
			orders := make([][]jutge.Order, 4)
			var out jutge.Orders
			out.Reset(m.NumUnits())
			e.Decode(m, me, actions, &out)
			if len(out.List()) != 1 {
				t.Fatalf("%s me %d: %d orders for one move", mode, me, len(out.List()))
			}
			orders[me] = out.List()
			m.Step(orders)
			if got := m.View(me).Unit(id).Pos; got != want {
				t.Errorf("%s me %d: farmer %d at view %v, want %v", mode, me, id, got, want)
			}
		}
	}
}

func TestEncoderAllocatesNothing(t *testing.T) {
	for _, mode := range []env.Mode{env.Units, env.Plan, env.Facts, env.Board} {
		e, m := newEncoder(t, mode)
		obs := buffers(e.Spec())
		mask := make([]uint8, e.Spec().Slots*9)
		actions := make([]int32, e.Spec().Slots)
		var out jutge.Orders
		out.Reset(m.NumUnits())
		if n := testing.AllocsPerRun(20, func() {
			for me := 0; me < 4; me++ {
				e.Observe(m, me, obs)
				e.Mask(m, me, mask)
				out.Reset(m.NumUnits())
				e.Decode(m, me, actions, &out)
			}
		}); n != 0 {
			t.Errorf("%s: %v allocations", mode, n)
		}
	}
}

// step plays k rounds of Random-like fixed orders: every farmer of every
// player moves right in its view when it can.
func step(m *dom.Match, k int) {
	orders := make([][]jutge.Order, 4)
	for range k {
		for p := range orders {
			orders[p] = orders[p][:0]
			for _, id := range m.Farmers(p) {
				orders[p] = append(orders[p], jutge.Order{Unit: id, Dir: int(grid.Right)})
			}
			for _, id := range m.Knights(p) {
				orders[p] = append(orders[p], jutge.Order{Unit: id, Dir: int(grid.BR)})
			}
			for _, id := range m.Witches(p) {
				orders[p] = append(orders[p], jutge.Order{Unit: id, Dir: int(grid.Bottom)})
			}
		}
		m.Step(orders)
	}
}

// todo counts the open cells not owned by the viewer in the view's rows
// above and below p and columns left and right of it, / open cells.
func todo(v dom.View, p dom.Pos) [4]float32 {
	var n [4]int
	open := 0
	for i := 0; i < v.Rows(); i++ {
		for j := 0; j < v.Cols(); j++ {
			c := v.Cell(dom.Pos{I: i, J: j})
			if c.Type == dom.Wall {
				continue
			}
			open++
			if c.Owner == 0 {
				continue
			}
			if i < p.I {
				n[0]++
			}
			if i > p.I {
				n[1]++
			}
			if j < p.J {
				n[2]++
			}
			if j > p.J {
				n[3]++
			}
		}
	}
	var out [4]float32
	for k := range n {
		out[k] = float32(n[k]) / float32(open)
	}
	return out
}

// TestFactsProgress: per unit and move it can make, the progress tensor is
// 2 for a farmer or knight entering a haunted cell (it dies), 1 + 0.5 ×
// feature 38-46 where it would stand within four steps of a rival witch
// (staying too), 1 for a witch's move (staying too) that leaves her active
// with my farmers or knights in her haunt area (features 85-94); for a
// knight below 3/4 of its health with no rival beside it (features 56-71
// all 0), -1 for staying and one more than its goal field's change for a
// move; and otherwise the change of its goal field (features 22-29). The
// moves it cannot make and empty slots read 0. Each kind must be seen.
func TestFactsProgress(t *testing.T) {
	e, m := newEncoder(t, env.Facts)
	obs := buffers(e.Spec())
	seen := map[string]int{}
	kinds := []string{"dies", "risk", "haunts mine", "heals", "goal"}
	all := func() bool {
		for _, k := range kinds {
			if seen[k] == 0 {
				return false
			}
		}
		return true
	}
	for round := 0; round < 120 && !all(); round++ {
		step(m, 1)
		for me := range 4 {
			e.Observe(m, me, obs)
			f, prog, units := env.Float32s(obs[1]), env.Float32s(obs[4]), obs[2]
			mask := make([]uint8, e.Spec().Slots*9)
			e.Mask(m, me, mask)
			for s := range e.Spec().Slots {
				row := f[s*dom.NumFactsFeatures:]
				mortal := row[dom.Witch] == 0
				heals := row[dom.Knight] == 1 && row[3] < 0.75
				for _, v := range row[56:72] {
					heals = heals && v == 0
				}
				for d := range 9 {
					want, kind := float32(0), ""
					j := min(d/2, 4) // a witch's move: bottom, right, top, left, none
					if units[s] != 0 && mask[s*9+d] == 1 {
						switch {
						case !mortal && row[85+j] > 0 && row[90+j] == 0:
							want, kind = 1, "haunts mine"
						case d < 8 && row[30+d] != 0:
							want, kind = 2, "dies"
						case mortal && row[38+d] > 0:
							want, kind = 1+0.5*row[38+d], "risk"
						case heals && d == 8:
							want, kind = -1, "heals"
						case heals:
							want, kind = row[22+d]+1, "heals"
						case d < 8:
							want, kind = row[22+d], "goal"
						}
					}
					if got := prog[s*9+d]; got != want {
						t.Fatalf("round %d seat %d slot %d move %d: progress %v, want %v (%s)", round, me, s, d, got, want, kind)
					}
					if kind != "" {
						seen[kind]++
					}
				}
			}
		}
	}
	t.Logf("moves of each kind: %v", seen)
	if !all() {
		t.Errorf("not every kind of progress seen: %v", seen)
	}
}
