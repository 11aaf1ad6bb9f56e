package dominator_test

import (
	"fmt"
	"math"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/internal/playertest"
)

// The facts' feature indices, as docs/observations-dominator.md lists them.
const (
	fGoal, fGoalStep, fHaunted, fWitchNear, fKnightsNear = 21, 22, 30, 38, 47
	fFarmerPrey, fKnightPrey, fCapture                   = 56, 64, 72
	fSpellRivals, fSpellMine, fSpellOff                  = 80, 85, 90
)

// TestFactsMatchTheRules plays matches of mixed players and, in states
// along them, from every seat, checks facts mode against units mode (the
// same crops, mask and globals, the same first 21 features) and every
// unit's facts against ruleFacts, a plain second reading of the rules over
// the seat's View. It logs how often each group of facts is nonzero and
// fails if one never is.
func TestFactsMatchTheRules(t *testing.T) {
	cfg := dom.Default()
	units, err := dom.NewEncoder(cfg, env.Units)
	if err != nil {
		t.Fatal(err)
	}
	facts, err := dom.NewEncoder(cfg, env.Facts)
	if err != nil {
		t.Fatal(err)
	}
	uo, fo := buffers(units.Spec()), buffers(facts.Spec())
	groups := []struct {
		name     string
		from, to int
	}{{"goal", fGoal, fGoalStep}, {"goal step", fGoalStep, fHaunted}, {"haunted", fHaunted, fWitchNear},
		{"witch near", fWitchNear, fKnightsNear}, {"knights near", fKnightsNear, fFarmerPrey},
		{"farmer prey", fFarmerPrey, fKnightPrey}, {"knight prey", fKnightPrey, fCapture}, {"capture", fCapture, fSpellRivals},
		{"spell rivals", fSpellRivals, fSpellMine}, {"spell mine", fSpellMine, fSpellOff}, {"spell off", fSpellOff, dom.NumFactsFeatures}}
	seen := map[string]int{}
	rows := 0
	for _, seed := range []int32{1, 2} {
		m, err := cfg.New(seed, nil)
		if err != nil {
			t.Fatal(err)
		}
		lineup := []string{"Dummy", "Overlord", "Random", "Dummy"}
		for stop := 1; stop < cfg.Rounds; stop += 12 {
			play(t, m, lineup, stop)
			for me := range 4 {
				units.Observe(m, me, uo)
				facts.Observe(m, me, fo)
				for _, k := range []int{0, 2, 3} {
					if !reflect.DeepEqual(uo[k], fo[k]) {
						t.Fatalf("seed %d round %d seat %d: tensor %d differs between units and facts mode", seed, m.Round(), me, k)
					}
				}
				uf, ff := env.Float32s(uo[1]), env.Float32s(fo[1])
				for s, id := range mine(m, me) {
					row := ff[s*dom.NumFactsFeatures : (s+1)*dom.NumFactsFeatures]
					if !reflect.DeepEqual(row[:dom.NumFeatures], uf[s*dom.NumFeatures:(s+1)*dom.NumFeatures]) {
						t.Fatalf("seed %d round %d seat %d unit %d: the first %d features are not units mode's", seed, m.Round(), me, id, dom.NumFeatures)
					}
					want := ruleFacts(m, me, id)
					for k := dom.NumFeatures; k < dom.NumFactsFeatures; k++ {
						if row[k] != want[k] {
							t.Fatalf("seed %d round %d seat %d unit %d (%v): feature %d = %v, the rules give %v",
								seed, m.Round(), me, id, m.Unit(id).Type, k, row[k], want[k])
						}
					}
					rows++
					for _, g := range groups {
						for k := g.from; k < g.to; k++ {
							if row[k] != 0 && !(g.name == "goal step" && row[k] == 1) {
								seen[g.name]++
								break
							}
						}
					}
					if row[fGoal] == 1 {
						seen["goal unreached"]++
					}
					for d := range 8 {
						if c := row[fCapture+d]; c > 0 && c < 1 {
							seen["capture maybe"]++
							break
						}
					}
				}
			}
		}
	}
	var names []string
	for k := range seen {
		names = append(names, fmt.Sprintf("%s %d", k, seen[k]))
	}
	sort.Strings(names)
	t.Logf("%d rows agree with the rules; rows with each group nonzero: %s", rows, strings.Join(names, ", "))
	for _, g := range groups {
		if seen[g.name] == 0 {
			t.Errorf("no row has a nonzero %s fact", g.name)
		}
	}
}

// play plays m up to round stop with the lineup's players, made afresh
// (their own generators seeded from the match seed).
func play(t testing.TB, m *dom.Match, lineup []string, stop int) {
	t.Helper()
	players := make([]env.Player, 4)
	for p := range players {
		f, err := agents.New("dominator", lineup[p])
		if err != nil {
			t.Fatal(err)
		}
		players[p] = f(p, jutge.NewRandom(jutge.PlayerSeed(m.Seed()+int32(m.Round()), p)))
	}
	playertest.PlayTo(m, players, stop)
}

// mine lists seat me's units on the board, ascending ids: its slots.
func mine(m *dom.Match, me int) []int {
	var out []int
	for id, u := range m.Units() {
		if u.Player == me && onBoard(m, id) {
			out = append(out, id)
		}
	}
	return out
}

func onBoard(m *dom.Match, id int) bool {
	p := m.Unit(id).Pos
	return p.In(m.Rows(), m.Cols()) && m.UnitAt(p) == id
}

// ruleFacts works out unit id's facts (features 21 to 94) from seat me's
// View, read cell by cell and unit by unit as a player would.
func ruleFacts(m *dom.Match, me, id int) [dom.NumFactsFeatures]float32 {
	var x [dom.NumFactsFeatures]float32
	v := m.View(me)
	n := v.Rows()
	cfg := m.Cfg()
	open := func(p dom.Pos) bool { return v.PosOK(p) && v.Cell(p).Type != dom.Wall }
	at := func(p dom.Pos) (dom.Unit, bool) {
		if !v.PosOK(p) || v.Cell(p).Unit < 0 {
			return dom.Unit{}, false
		}
		return v.Unit(int(v.Cell(p).Unit)), true
	}
	rival := func(p dom.Pos) bool { u, ok := at(p); return ok && u.Player != 0 && u.Type != dom.Witch }
	var onboard []dom.Unit // every unit on the board, as the view shows it
	for k := range m.Units() {
		if onBoard(m, k) {
			onboard = append(onboard, v.Unit(k))
		}
	}
	u := v.Unit(id)
	orth := []grid.Dir{grid.Bottom, grid.Right, grid.Top, grid.Left}
	all := []grid.Dir{grid.Bottom, grid.BR, grid.Right, grid.RT, grid.Top, grid.TL, grid.Left, grid.LB}

	// The goal of the unit's type, breadth first from every source.
	source, dirs := rival, orth
	switch u.Type {
	case dom.Farmer:
		source = func(p dom.Pos) bool { return open(p) && v.Cell(p).Owner != 0 }
	case dom.Knight:
		dirs = all
	}
	dist := make([]int, n*n)
	var queue []dom.Pos
	for i := range n {
		for j := range n {
			p := dom.Pos{I: i, J: j}
			dist[i*n+j] = -1
			if source(p) {
				dist[i*n+j] = 0
				queue = append(queue, p)
			}
		}
	}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, d := range dirs {
			if q := p.Add(d); open(q) && dist[q.I*n+q.J] < 0 {
				dist[q.I*n+q.J] = dist[p.I*n+p.J] + 1
				queue = append(queue, q)
			}
		}
	}
	here := dist[u.Pos.I*n+u.Pos.J]
	x[fGoal] = 1
	if here >= 0 {
		x[fGoal] = float32(min(here, 2*n)) / float32(2*n)
	}
	for d := grid.Bottom; d < grid.None; d++ {
		x[fGoalStep+int(d)] = 1
		q := u.Pos.Add(d)
		if (u.Type == dom.Knight || !d.Diagonal()) && open(q) && here >= 0 && dist[q.I*n+q.J] >= 0 {
			x[fGoalStep+int(d)] = float32(dist[q.I*n+q.J] - here)
		}
	}

	if u.Type == dom.Witch {
		for j, d := range []grid.Dir{grid.Bottom, grid.Right, grid.Top, grid.Left, grid.None} {
			q := u.Pos
			if d != grid.None {
				q = u.Pos.Add(d)
				if _, taken := at(q); !open(q) || taken {
					continue
				}
			}
			off, rivals, mine := false, 0, 0
			for _, o := range onboard {
				switch {
				case o.Type == dom.Witch && o.ID != id && o.Pos.Dist(q) <= 2:
					off = true
				case o.Type != dom.Witch && o.Pos.Dist(q) <= 2 && o.Player != 0:
					rivals++
				case o.Type != dom.Witch && o.Pos.Dist(q) <= 2:
					mine++
				}
			}
			if off {
				x[fSpellOff+j] = 1
			}
			x[fSpellRivals+j] = float32(min(rivals, 4)) / 4
			x[fSpellMine+j] = float32(min(mine, 4)) / 4
		}
		return x
	}
	for d := grid.Bottom; d <= grid.None; d++ {
		stand, ok := u.Pos, true
		if d != grid.None {
			q := u.Pos.Add(d)
			t, taken := at(q)
			switch {
			case d.Diagonal() && u.Type != dom.Knight, !open(q):
				ok = false
			case !taken:
				stand = q
				if v.Cell(q).Haunted {
					x[fHaunted+int(d)] = 1
				}
			case u.Type == dom.Knight && t.Player != 0 && t.Type != dom.Witch:
				slot := fFarmerPrey
				if t.Type == dom.Knight {
					slot = fKnightPrey
				}
				x[slot+int(d)] = float32(t.Health) / float32(cfg.MaxHealth(t.Type))
				kills := 0
				for dmg := cfg.DamageMin; dmg <= cfg.DamageMax; dmg++ {
					if t.Health <= dmg {
						kills++
					}
				}
				x[fCapture+int(d)] = float32(kills) / float32(cfg.DamageMax-cfg.DamageMin+1)
			default:
				ok = false
			}
		}
		if !ok {
			continue
		}
		near, knights := math.MaxInt, 0
		for _, o := range onboard {
			if o.Player == 0 {
				continue
			}
			if o.Type == dom.Witch {
				near = min(near, o.Pos.Dist(stand))
			}
			if o.Type == dom.Knight && max(grid.Abs(o.Pos.I-stand.I), grid.Abs(o.Pos.J-stand.J)) <= 2 {
				knights++
			}
		}
		if near <= 4 {
			x[fWitchNear+int(d)] = float32(5-near) / 4
		}
		x[fKnightsNear+int(d)] = float32(min(knights, 4)) / 4
	}
	return x
}
