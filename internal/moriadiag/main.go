// Command moriadiag plays a Moria checkpoint greedily and sampled on the same
// seeds against three Random (as edagym eval does: seat g mod 4 in game g,
// seed --seed+g) and prints per unit-round statistics of its play: orders of
// none, units that do not move, go back to the cell of two rounds ago, repeat
// their action, dig, attack or are blocked; neighbours choosing the same
// direction; the policy's max-probability distribution and entropy
// (recomputed in float64 from the weights; for greedy play the argmax is
// checked against the actor's pick). "greedy" and "sampled" play exactly as
// the nn: and nn-sample: players; "noreverse" is greedy play in which a unit
// that moved last round never takes the reverse direction (it takes its
// next most likely allowed action instead), the loop-breaking experiment.
//
//	go run ./internal/moriadiag -checkpoint runs/scratch-moria/policy.ckpt -games 200 -modes greedy,sampled,noreverse
package main

import (
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"sync"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/all"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/env/moria"
	"github.com/edagym/edagym/internal/tally"
	"github.com/edagym/edagym/policies"
)

type stats struct {
	Games, Firsts                 int
	UnitRounds                    int
	None                          int
	MoveOrders                    int // non-none orders whose outcome was seen
	Moved, Dug, Attacked, Blocked int
	StillRounds                   int // position unchanged from the last round
	Osc                           int // back to the cell of two rounds ago, not staying
	Repeat                        int // same action as the unit's last round
	Stuck5                        int // unit-rounds with the same cell for >= 5 rounds
	NearPairs, NearSame           int // own units within Chebyshev 2, both moving, same direction
	SameTarget                    int // orders whose target cell another own unit also targets
	ArgmaxMismatch                int // greedy: the actor's pick vs the argmax of its recorded probabilities
	PickedArgmax                  int
	MaxProb                       [10]int // histogram of the max allowed probability
	SumMaxProb, SumEntropy        float64
	Dirs                          [9]int
	Cells, Treasures, Score       int // at the end, my seat
	Visited                       int // distinct cells my units stood on
	OwnUnitsEnd                   int
	Trans                         [9][9]int // last round's action -> this round's, when the unit moved
	MeanProb                      [9]float64
	Gap                           float64 // mean top-1 minus top-2 probability
	Overridden                    int
	OscSum                        [2][120]int // A-B-A along the BR/TL diagonal: [0] by i+j, [1] by i-j+60
}

type hist struct {
	round     int // the round of the last decision
	pos, prev moria.Pos
	act       int
	target    int // 0 empty, 1 rock, 2 unit
	still     int
	ok        bool
}

// player plays like nn: (rng nil) or nn-sample: and records statistics.
type player struct {
	n      *policies.Net
	ck     *policies.Checkpoint
	enc    env.Encoder
	actor  *policies.Actor
	rng    *rand.Rand
	obs    [][]byte
	mask   []uint8
	acts   []int32
	st     *stats
	h      map[int]*hist
	seen   map[int]bool
	greedy bool
	mode   string
}

func (p *player) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*moria.Match)
	if p.enc == nil {
		g, _ := env.Lookup("moria")
		enc, err := g.NewEncoder(m.Config(), p.ck.Spec.Mode)
		if err != nil {
			panic(err)
		}
		if p.n, err = p.ck.NetFor(enc.Spec()); err != nil {
			panic(err)
		}
		s := enc.Spec()
		p.enc, p.actor = enc, p.n.NewActor()
		p.actor.RecordProbs()
		p.obs = s.NewObs()
		p.mask = make([]uint8, s.Slots*s.Actions)
		p.acts = make([]int32, s.Slots)
	}
	p.enc.Observe(m, me, p.obs)
	p.enc.Mask(m, me, p.mask)
	p.actor.Act(p.obs, p.mask, p.acts, p.rng, nil)
	probs := p.unitProbs()
	var own []int
	for id := range m.NumUnits() {
		u := m.Unit(id)
		if (u.Type == moria.Dwarf || u.Type == moria.Wizard) && u.Owner == me {
			own = append(own, id)
		}
	}
	if p.mode == "noreverse" {
		// greedy, but never straight back to the cell the unit just left
		for s, id := range own {
			h := p.h[id]
			u := m.Unit(id)
			if h == nil || !h.ok || h.round != m.Round()-1 || h.act == 8 || u.Pos == h.pos || moria.Chebyshev(u.Pos, h.pos) > 1 {
				continue
			}
			back := (h.act + 4) % 8
			if int(p.acts[s]) != back {
				continue
			}
			best := -1
			for k, q := range probs[s] {
				if k != back && q > 0 && (best < 0 || q > probs[s][best]) {
					best = k
				}
			}
			if best >= 0 {
				p.acts[s] = int32(best)
				p.st.Overridden++
			}
		}
	}
	A := 9
	st := p.st
	targets := map[moria.Pos]int{}
	for s, id := range own {
		a := int(p.acts[s])
		u := m.Unit(id)
		if a != A-1 {
			targets[u.Pos.Add(grid.Dir(a))]++
		}
	}
	for s, id := range own {
		u := m.Unit(id)
		a := int(p.acts[s])
		pr := probs[s]
		best, mx, ent := 0, -1.0, 0.0
		for k := range A {
			if pr[k] > mx {
				best, mx = k, pr[k]
			}
			if pr[k] > 0 {
				ent -= pr[k] * math.Log(pr[k])
			}
		}
		if a == best {
			st.PickedArgmax++
		} else if p.greedy {
			st.ArgmaxMismatch++
		}
		st.UnitRounds++
		st.Dirs[a]++
		st.MaxProb[min(9, int(mx*10))]++
		st.SumMaxProb += mx
		st.SumEntropy += ent
		second := 0.0
		for k := range A {
			st.MeanProb[k] += pr[k]
			if k != best {
				second = max(second, pr[k])
			}
		}
		st.Gap += mx - second
		if a == A-1 {
			st.None++
		} else if targets[u.Pos.Add(grid.Dir(a))] > 1 {
			st.SameTarget++
		}
		p.seen[u.Pos.I*moria.Cols+u.Pos.J] = true
		h := p.h[id]
		if h == nil {
			h = &hist{}
			p.h[id] = h
		}
		if h.ok && h.round == m.Round()-1 && moria.Chebyshev(h.pos, u.Pos) <= 1 {
			if h.act != A-1 {
				st.MoveOrders++
				switch {
				case u.Pos != h.pos:
					st.Moved++
				case h.target == 1:
					st.Dug++
				case h.target == 2:
					st.Attacked++
				default:
					st.Blocked++
				}
			}
			if u.Pos == h.pos {
				st.StillRounds++
				h.still++
			} else {
				h.still = 0
			}
			if h.still >= 4 {
				st.Stuck5++
			}
			if u.Pos == h.prev && u.Pos != h.pos {
				st.Osc++
				if (h.act == 1 || h.act == 5) && (a == 1 || a == 5) {
					st.OscSum[0][u.Pos.I+u.Pos.J]++
					st.OscSum[1][u.Pos.I-u.Pos.J+60]++
				}
			}
			if a == h.act {
				st.Repeat++
			}
			if u.Pos != h.pos {
				st.Trans[h.act][a]++
			}
			h.prev = h.pos
		} else {
			h.still, h.prev = 0, moria.Pos{I: -9, J: -9}
		}
		h.ok, h.round, h.pos, h.act = true, m.Round(), u.Pos, a
		h.target = 0
		if a != A-1 {
			t := u.Pos.Add(grid.Dir(a))
			c := m.Cell(t)
			switch {
			case c.Unit >= 0:
				h.target = 2
			case c.Type == moria.Rock:
				h.target = 1
			}
		}
	}
	for i, x := range own {
		for j := i + 1; j < len(own); j++ {
			ui, uj := m.Unit(x), m.Unit(own[j])
			ai, aj := p.acts[i], p.acts[j]
			if moria.Chebyshev(ui.Pos, uj.Pos) <= 2 && ai != 8 && aj != 8 {
				st.NearPairs++
				if ai == aj {
					st.NearSame++
				}
			}
		}
	}
	p.enc.Decode(m, me, p.acts, out)
	if m.Round() == m.Config().NumRounds()-1 {
		st.Visited += len(p.seen)
		st.OwnUnitsEnd += len(own)
	}
}

// unitProbs is the last Act's masked action probabilities, one row per
// occupied slot, as the nn: player computed them.
func (p *player) unitProbs() [][]float64 {
	flat, A := p.actor.UnitProbs(), p.n.Layout.Actions
	rows := make([][]float64, len(flat)/A)
	for u := range rows {
		rows[u] = flat[u*A : (u+1)*A]
	}
	return rows
}

func run(ck *policies.Checkpoint, mode string, games int, seed int32, workers int) *stats {
	sample := mode == "sampled"
	g, _ := env.Lookup("moria")
	cfg, _ := g.Default()
	total := &stats{}
	var mu sync.Mutex
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for gi := range jobs {
				st := &stats{Games: 1}
				me := gi % 4
				seats := make([]env.Seat, 4)
				for p := range seats {
					if p == me {
						seats[p] = env.Seat{Name: "nn", New: func(me int, r *jutge.Random) env.Player {
							pl := &player{ck: ck, st: st, h: map[int]*hist{}, seen: map[int]bool{}, greedy: mode == "greedy", mode: mode}
							if sample {
								pl.rng = policies.Sampler(me, r) // as the nn-sample: player
							}
							return pl
						}}
						continue
					}
					s, err := agents.Seat("moria", "Random")
					if err != nil {
						panic(err)
					}
					seats[p] = s
				}
				res, err := (&env.MatchRun{Config: cfg, Seed: seed + int32(gi), Seats: seats}).Run()
				if err != nil {
					panic(err)
				}
				best := 0
				for _, s := range res.Scores {
					best = max(best, s)
				}
				if res.Scores[me] == best {
					st.Firsts++
				}
				st.Score = res.Scores[me]
				mu.Lock()
				tally.Add(total, st)
				mu.Unlock()
			}
		}()
	}
	for gi := range games {
		jobs <- gi
	}
	close(jobs)
	wg.Wait()
	return total
}

func main() {
	path := flag.String("checkpoint", "", "Moria checkpoint")
	games := flag.Int("games", 200, "games")
	seed := flag.Int("seed", 1, "first seed")
	workers := flag.Int("workers", 1, "parallel games")
	modes := flag.String("modes", "greedy,sampled", "greedy, sampled, noreverse (greedy, never straight back)")
	flag.Parse()
	ck, err := policies.Load(*path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for _, name := range strings.Split(*modes, ",") {
		s := run(ck, name, *games, int32(*seed), *workers)
		ur := float64(s.UnitRounds)
		pct := func(a int, b float64) string { return fmt.Sprintf("%.1f%%", 100*float64(a)/b) }
		fmt.Printf("== %s: %d games, first %s, mean score %.1f, distinct cells stood on per game %.1f, own units at the end %.1f\n",
			name, s.Games, pct(s.Firsts, float64(s.Games)), float64(s.Score)/float64(s.Games), float64(s.Visited)/float64(s.Games), float64(s.OwnUnitsEnd)/float64(s.Games))
		fmt.Printf("unit-rounds %d: none %s; position unchanged %s; stuck >=5 rounds %s; oscillating (A-B-A) %s; same action as last round %s\n",
			s.UnitRounds, pct(s.None, ur), pct(s.StillRounds, ur), pct(s.Stuck5, ur), pct(s.Osc, ur), pct(s.Repeat, ur))
		mo := float64(s.MoveOrders)
		fmt.Printf("move orders %d: moved %s, dug %s, attacked %s, blocked (empty target, did not move) %s; orders sharing a target with another own unit %s\n",
			s.MoveOrders, pct(s.Moved, mo), pct(s.Dug, mo), pct(s.Attacked, mo), pct(s.Blocked, mo), pct(s.SameTarget, ur-float64(s.None)))
		fmt.Printf("own units within 2 cells, both moving: %d pairs, same direction %s\n", s.NearPairs, pct(s.NearSame, float64(s.NearPairs)))
		fmt.Printf("policy: mean max prob %.3f, mean entropy %.3f nats; picked the argmax %s (greedy: actor vs float64 forward mismatches %d)\n",
			s.SumMaxProb/ur, s.SumEntropy/ur, pct(s.PickedArgmax, ur), s.ArgmaxMismatch)
		fmt.Printf("max prob histogram (0.0-0.1 ... 0.9-1.0):")
		for _, c := range s.MaxProb {
			fmt.Printf(" %s", pct(c, ur))
		}
		fmt.Printf("\nactions (bottom, BR, right, RT, top, TL, left, LB, none):")
		for _, c := range s.Dirs {
			fmt.Printf(" %s", pct(c, ur))
		}
		fmt.Printf("\nmean probability of each action:")
		for _, q := range s.MeanProb {
			fmt.Printf(" %.3f", q/ur)
		}
		fmt.Printf("\nmean gap between the two most likely actions %.3f; reversals overridden %d\n", s.Gap/ur, s.Overridden)
		type tr struct{ a, b, n int }
		var trs []tr
		tot := 0
		for a := range s.Trans {
			for b := range s.Trans[a] {
				trs = append(trs, tr{a, b, s.Trans[a][b]})
				tot += s.Trans[a][b]
			}
		}
		sort.Slice(trs, func(i, j int) bool { return trs[i].n > trs[j].n })
		names := []string{"bottom", "BR", "right", "RT", "top", "TL", "left", "LB", "none"}
		rev := 0
		for a := range 8 {
			rev += s.Trans[a][(a+4)%8]
		}
		fmt.Printf("after a move, the next action is its exact reverse %s; top 6 of %d:", pct(rev, float64(tot)), tot)
		for _, t := range trs[:6] {
			fmt.Printf(" %s→%s %s", names[t.a], names[t.b], pct(t.n, float64(tot)))
		}
		fmt.Println()
		for k, what := range []string{"i+j", "i-j"} {
			tot := 0
			for _, c := range s.OscSum[k] {
				tot += c
			}
			if tot == 0 {
				continue
			}
			fmt.Printf("BR/TL oscillations (%d) by %s (value: share, >=2%%):", tot, what)
			for v, c := range s.OscSum[k] {
				if 50*c >= tot {
					fmt.Printf(" %d:%s", v-60*k, pct(c, float64(tot)))
				}
			}
			fmt.Println()
		}
	}
}
