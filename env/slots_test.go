package env_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/all"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	_ "github.com/edagym/edagym/env/tiny" // the core's own test game, checked like the others
)

// TestSlotsDescribeTheUnitsTheyOrder checks, for every game and per-unit
// mode, that the order the env executes for slot s is for the unit slot s
// describes. Board mode names units by their cell, so for each occupied slot
// and each of its allowed actions, decoding that one action must give one
// order, the same order that decoding it from exactly one board cell gives;
// and slot s's crop must be the board planes around that cell, its mask row
// that cell's mask row. The globals of both modes must agree. States come
// from matches of four Random players, every seat observed.
func TestSlotsDescribeTheUnitsTheyOrder(t *testing.T) {
	for _, name := range env.GameNames() {
		g, _ := env.Lookup(name)
		for _, mode := range g.Modes {
			if !mode.PerUnit() {
				continue
			}
			cfg, err := g.Default()
			if err != nil {
				t.Fatal(err)
			}
			units, err := g.NewEncoder(cfg, mode)
			if err != nil {
				t.Fatal(err)
			}
			board, err := g.NewEncoder(cfg, env.Board)
			if err != nil {
				t.Fatal(err)
			}
			t.Run(fmt.Sprintf("%s/%s", name, mode), func(t *testing.T) {
				checked := 0
				for _, rounds := range []int{0, 7, 40} {
					m := playRandomly(t, name, cfg, 11, rounds)
					for me := 0; me < cfg.NumPlayers(); me++ {
						checked += checkSlots(t, m, me, units, board)
					}
				}
				if checked < 50 {
					t.Fatalf("only %d slot actions checked", checked)
				}
				t.Logf("%d slot actions checked", checked)
			})
		}
	}
}

// playRandomly starts a match and plays rounds rounds with four Random players.
func playRandomly(t *testing.T, game string, cfg env.Config, seed int32, rounds int) env.Match {
	t.Helper()
	m, err := cfg.NewMatch(seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	n := cfg.NumPlayers()
	players := make([]env.Player, n)
	orders := make([]jutge.Orders, n)
	lists := make([][]jutge.Order, n)
	for p := range players {
		f, err := agents.New(game, "Random")
		if err != nil {
			t.Fatal(err)
		}
		players[p] = f(p, jutge.NewRandom(jutge.PlayerSeed(seed, p)))
	}
	for r := 0; r < rounds && !m.Done(); r++ {
		for p, pl := range players {
			orders[p].Reset(m.NumUnits())
			pl.Play(m, p, &orders[p])
			lists[p] = orders[p].List()
		}
		m.Step(lists)
	}
	return m
}

// encoded is one seat's observation and mask in one mode, and the order
// each (slot, action) decodes to alone.
type encoded struct {
	spec  *env.Spec
	obs   [][]byte
	mask  []uint8
	idle  int32
	order map[[2]int]jutge.Order // (slot, action) → its single order
}

func encode(t *testing.T, enc env.Encoder, m env.Match, me int) *encoded {
	s := enc.Spec()
	e := &encoded{spec: s, mask: make([]uint8, s.Slots*s.Actions), idle: -1, order: map[[2]int]jutge.Order{}}
	for _, ts := range s.Obs {
		e.obs = append(e.obs, make([]byte, (ts.Bytes()+7)/8*8)[:ts.Bytes()])
	}
	enc.Observe(m, me, e.obs)
	enc.Mask(m, me, e.mask)
	probe := make([]int32, s.Slots)
	var out jutge.Orders
	decode := func() []jutge.Order {
		out.Reset(m.NumUnits())
		enc.Decode(m, me, probe, &out)
		return out.List()
	}
	for k := int32(s.Actions - 1); k >= 0 && e.idle < 0; k-- {
		for i := range probe {
			probe[i] = k
		}
		if len(decode()) == 0 {
			e.idle = k
		}
	}
	if e.idle < 0 {
		t.Fatalf("%s %s: no action decodes to no orders", s.Game, s.Mode)
	}
	for i := range probe {
		probe[i] = e.idle
	}
	for slot := 0; slot < s.Slots; slot++ {
		for k := 0; k < s.Actions; k++ {
			if int32(k) == e.idle || e.mask[slot*s.Actions+k] == 0 {
				continue
			}
			probe[slot] = int32(k)
			l := decode()
			if len(l) != 1 {
				t.Fatalf("%s %s: slot %d action %d alone decodes to %d orders", s.Game, s.Mode, slot, k, len(l))
			}
			e.order[[2]int{slot, k}] = l[0]
		}
		probe[slot] = e.idle
	}
	return e
}

func (e *encoded) tensor(name string) ([]byte, env.TensorSpec) {
	i, err := e.spec.ObsIndex(name)
	if err != nil {
		panic(err)
	}
	return e.obs[i], e.spec.Obs[i]
}

// checkSlots compares seat me's per-unit observation with its board one and
// returns how many (slot, action) pairs it checked.
func checkSlots(t *testing.T, m env.Match, me int, unitsEnc, boardEnc env.Encoder) int {
	t.Helper()
	u, b := encode(t, unitsEnc, m, me), encode(t, boardEnc, m, me)
	ug, _ := u.tensor(env.GlobalsTensor)
	bg, _ := b.tensor(env.GlobalsTensor)
	if !slices.Equal(ug, bg) {
		t.Fatalf("seat %d: units globals %v, board globals %v", me, env.Float32s(ug), env.Float32s(bg))
	}
	cellOf := map[jutge.Order]int{}
	for sk, o := range b.order {
		if c, dup := cellOf[o]; dup && c != sk[0] {
			t.Fatalf("seat %d: board cells %d and %d both decode to %v", me, c, sk[0], o)
		}
		cellOf[o] = sk[0]
	}
	crops, cs := u.tensor(env.CropsTensor)
	unitMask, _ := u.tensor(env.UnitMaskTensor)
	planes, bs := b.tensor("board")
	C, k, H, W := cs.Shape[1], cs.Shape[2], bs.Shape[1], bs.Shape[2]
	if bs.Shape[0] != C {
		t.Fatalf("%d crop planes, %d board planes", C, bs.Shape[0])
	}
	A, r := u.spec.Actions, k/2
	checked := 0
	for slot := 0; slot < u.spec.Slots; slot++ {
		row := u.mask[slot*A : (slot+1)*A]
		if unitMask[slot] == 0 {
			if slices.Contains(row, 1) {
				t.Fatalf("seat %d: empty slot %d allows %v", me, slot, row)
			}
			continue
		}
		cell := -1
		for a := 0; a < A; a++ {
			o, ok := u.order[[2]int{slot, a}]
			if !ok {
				continue
			}
			c, ok := cellOf[o]
			if !ok || (cell >= 0 && c != cell) {
				t.Fatalf("seat %d slot %d action %d orders %v, which board mode gives from cell %d (ok %v), not %d", me, slot, a, o, c, ok, cell)
			}
			cell = c
			checked++
		}
		if cell < 0 {
			continue // a unit with nowhere to go: nothing to tell it by
		}
		if !slices.Equal(row, b.mask[cell*A:(cell+1)*A]) {
			t.Fatalf("seat %d slot %d: mask %v, its cell %d's %v", me, slot, row, cell, b.mask[cell*A:(cell+1)*A])
		}
		ci, cj := cell/W, cell%W
		for p := 0; p < C; p++ {
			for di := -r; di <= r; di++ {
				for dj := -r; dj <= r; dj++ {
					i, j := ci+di, cj+dj
					if i < 0 || j < 0 || i >= H || j >= W {
						continue // off the board: each game pads in its own way
					}
					got := crops[((slot*C+p)*k+di+r)*k+dj+r]
					if want := planes[(p*H+i)*W+j]; got != want {
						t.Fatalf("seat %d slot %d (cell %d,%d): crop plane %d at offset (%d,%d) = %d, board %d", me, slot, ci, cj, p, di, dj, got, want)
					}
				}
			}
		}
	}
	return checked
}
