// Command madmaxagree plays a Mad Max player against three Dummies (seat
// g mod 4 in game g, seed --seed+g, as edagym eval does) and, for each of
// its units with a choice (more than one legal move), asks whether its
// order is the Immortan's for the same state, counted by what the
// Immortan does with the unit: a warrior keeping a city it stands in,
// heading for a city, walking to water or to food; a car; each split into
// an attack, a step and staying. It also counts the orders that send two
// of the player's units onto one cell or one onto its own unit (the
// encoder keeps a policy's moves apart: env/madmax/apart.go). Then the
// player's ledger: the units it lost, by where they stood the round
// before (a warrior with 1 food or water left starves), the units it
// gained (captured, or given when a rival loses one), and its warriors and
// cities every 100 rounds.
//
//	go run ./internal/madmaxagree -player nn:checkpoints/madmax-scratch.ckpt -games 10
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/all"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
	mm "github.com/edagym/edagym/env/madmax"
)

// tally is one category's units with a choice and how many agreed.
type tally struct{ Rows, Agree int }

// stats are a run's counts.
type stats struct {
	Games, Firsts   int
	ByWhat          map[string]*tally
	SameCell, OnOwn int // orders onto a cell another of my orders targets / onto my own unit

	// The ledger, summed over the games.
	Lost     map[string]int // units lost, by lostWhere
	Gained   int            // units gained
	Units    int            // units at the last round's play
	Warriors [ledgerRounds]int
	Cities   [ledgerRounds]int
}

// ledgerRounds: the ledger counts warriors and cities at rounds 100, 200,
// 300 and 400.
const ledgerRounds = 4

// lostWhere names where a unit the player lost stood the round before.
func lostWhere(m *mm.Match, u mm.Unit) string {
	switch {
	case u.Kind == mm.Car:
		return "car"
	case u.Food <= 1 || u.Water <= 1:
		return "warrior starving"
	case m.CellType(u.Pos) == mm.City:
		return "warrior in a city"
	}
	return "warrior outside"
}

func (s *stats) add(what string, agree bool) {
	t := s.ByWhat[what]
	if t == nil {
		t = &tally{}
		s.ByWhat[what] = t
	}
	t.Rows++
	if agree {
		t.Agree++
	}
}

// watcher wraps the player: before it plays, the Immortan plans the same
// state; after, the player's orders are compared with the plan.
type watcher struct {
	inner  env.Player
	plan   *mm.Planner
	st     *stats
	target map[int]bool
	prev   map[int]mm.Unit // my units at my last play, by id
}

func (w *watcher) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*mm.Match)
	w.ledger(m, me)
	w.plan.Plan(m, me)
	w.inner.Play(em, me, out)
	given := map[int]grid.Dir{}
	clear(w.target)
	for _, o := range out.List() {
		given[o.Unit] = grid.Dir(o.Dir)
		q := m.Unit(o.Unit).Pos.Add(grid.Dir(o.Dir))
		k := m.Board().Index(q)
		if w.target[k] {
			w.st.SameCell++
		}
		w.target[k] = true
		if v := m.UnitAt(q); v >= 0 && m.Unit(v).Team == me {
			w.st.OnOwn++
		}
	}
	for _, u := range m.Units() {
		if u.Team != me || !m.CanMove(u.ID) || legalMoves(m, me, u.ID) < 2 {
			continue
		}
		got, ok := given[u.ID]
		if !ok {
			got = grid.None
		}
		want := w.plan.OrderOf(u.ID)
		w.st.add(what(m, w.plan, me, u, want), got == want)
	}
}

// ledger counts the units I lost and gained since my last play, and my
// warriors and cities every 100 rounds.
func (w *watcher) ledger(m *mm.Match, me int) {
	now := map[int]mm.Unit{}
	for _, u := range m.Units() {
		if u.Team == me {
			now[u.ID] = u
			if _, had := w.prev[u.ID]; !had && m.Round() > 0 {
				w.st.Gained++
			}
		}
	}
	for id, u := range w.prev {
		if _, kept := now[id]; !kept {
			w.st.Lost[lostWhere(m, u)]++
		}
	}
	w.prev = now
	if r := m.Round(); r > 0 && r%100 == 0 && r/100 <= ledgerRounds {
		w.st.Warriors[r/100-1] += len(m.Warriors(me))
		w.st.Cities[r/100-1] += m.NumCities(me)
	}
}

// legalMoves counts unit id's legal actions, None included.
func legalMoves(m *mm.Match, me, id int) int {
	n := 1
	for d := grid.Dir(0); d < grid.None; d++ {
		if m.Legal(me, id, d) {
			n++
		}
	}
	return n
}

// what names what the Immortan does with unit u.
func what(m *mm.Match, p *mm.Planner, me int, u mm.Unit, want grid.Dir) string {
	name := "car"
	if u.Kind == mm.Warrior {
		switch g := p.GoalOf(u.ID); {
		case g >= 0 && m.CellType(u.Pos) == mm.City:
			name = "warrior, in a city"
		case g >= 0:
			name = "warrior, to a city"
		case g == mm.GoalWater:
			name = "warrior, to water"
		default:
			name = "warrior, to food"
		}
	}
	switch {
	case want == grid.None:
		return name + ": stays"
	case m.UnitAt(u.Pos.Add(want)) >= 0 && m.Unit(m.UnitAt(u.Pos.Add(want))).Team != me:
		return name + ": attacks"
	}
	return name + ": steps"
}

// run plays games matches of player against three Dummies.
func run(player string, games int, seed int32) (*stats, error) {
	f, err := agents.New("madmax", player)
	if err != nil {
		return nil, err
	}
	dummy, err := agents.Seat("madmax", "Dummy")
	if err != nil {
		return nil, err
	}
	_, cfg, err := env.LookupDefault("madmax")
	if err != nil {
		return nil, err
	}
	st := &stats{ByWhat: map[string]*tally{}, Lost: map[string]int{}}
	for g := 0; g < games; g++ {
		seats := []env.Seat{dummy, dummy, dummy, dummy}
		me := g % 4
		var w *watcher
		seats[me] = env.Seat{Name: "watched", New: func(p int, r *jutge.Random) env.Player {
			w = &watcher{inner: f(p, r), plan: mm.NewPlanner(mm.ImmortanStyle), st: st, target: map[int]bool{}}
			return w
		}}
		res, err := (&env.MatchRun{Config: cfg, Seed: seed + int32(g), Seats: seats}).Run()
		if err != nil {
			return nil, err
		}
		if res.Aborted[me] != "" {
			return nil, fmt.Errorf("game %d: %s was aborted: %s", g, player, res.Aborted[me])
		}
		st.Games++
		st.Units += len(w.prev)
		if res.Scores[me] == slices.Max(res.Scores) { // first, ties shared, as edagym eval counts
			st.Firsts++
		}
	}
	return st, nil
}

func (s *stats) print(w io.Writer) {
	fmt.Fprintf(w, "%d games against three Dummies, first in %d\n", s.Games, s.Firsts)
	var keys []string
	all := tally{}
	for k, t := range s.ByWhat {
		keys = append(keys, k)
		all.Rows += t.Rows
		all.Agree += t.Agree
	}
	sort.Strings(keys)
	fmt.Fprintf(w, "%-28s %8s %7s %7s\n", "the Immortan's order", "choices", "share", "agree")
	for _, k := range keys {
		t := s.ByWhat[k]
		fmt.Fprintf(w, "%-28s %8d %6.1f%% %6.1f%%\n", k, t.Rows, 100*float64(t.Rows)/float64(max(all.Rows, 1)), 100*float64(t.Agree)/float64(t.Rows))
	}
	fmt.Fprintf(w, "%-28s %8d %6.1f%% %6.1f%%\n", "all", all.Rows, 100.0, 100*float64(all.Agree)/float64(max(all.Rows, 1)))
	fmt.Fprintf(w, "orders per match onto a cell another of its orders targets: %.1f; onto its own unit: %.1f\n",
		float64(s.SameCell)/float64(max(s.Games, 1)), float64(s.OnOwn)/float64(max(s.Games, 1)))
	g := float64(max(s.Games, 1))
	fmt.Fprintf(w, "units per match: gained %.1f, lost", float64(s.Gained)/g)
	for _, k := range []string{"warrior in a city", "warrior outside", "warrior starving", "car"} {
		fmt.Fprintf(w, "; %s %.1f", k, float64(s.Lost[k])/g)
	}
	fmt.Fprintf(w, "\nwarriors and cities at rounds 100-400 (mean per match):")
	for r := range ledgerRounds {
		fmt.Fprintf(w, " %d: %.1f, %.1f;", 100*(r+1), float64(s.Warriors[r])/g, float64(s.Cities[r])/g)
	}
	fmt.Fprintln(w)
}

func main() {
	player := flag.String("player", "nn:checkpoints/madmax-scratch.ckpt", "the player to watch: a registered name or nn:CHECKPOINT")
	games := flag.Int("games", 10, "matches to play")
	seed := flag.Int("seed", 1, "the first match's seed")
	flag.Parse()
	st, err := run(*player, *games, int32(*seed))
	if err != nil {
		fmt.Fprintln(os.Stderr, "madmaxagree:", err)
		os.Exit(1)
	}
	st.print(os.Stdout)
}
