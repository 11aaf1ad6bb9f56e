// Command studentstats reads Ork Island match files (the original engine's
// or edagym's, plain or gzipped) or plays edagym matches, and prints
// per-player statistics per round, averaged over every seat of the same
// name: cities and paths held, orks alive, on objects or roaming, standing
// still, fights started and their health margins, the score and where its
// points come from. It is the analysis behind the Student player
// (docs/students.md).
//
//	go run ./internal/studentstats ../shared/students/orkisland/Marti8-Dummy-Dummy-Dummy-s*.out.gz
//	go run ./internal/studentstats -lineup Student,Dummy,Dummy,Dummy -seeds 1-10
//	go run ./internal/studentstats -phases Marti8 ../shared/students/orkisland/Marti8-D*.gz
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/agents/orkisland"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/internal/tally"
)

func main() {
	lineup := flag.String("lineup", "", "play edagym matches with these four players (comma-separated) instead of reading files")
	seeds := flag.String("seeds", "1-10", "the seeds of -lineup: A-B or a comma list")
	phases := flag.String("phases", "", "also print this player's statistics per phase of the match")
	flag.Parse()
	var ms []*Match
	var err error
	if *lineup != "" {
		ms, err = playAll(strings.Split(*lineup, ","), *seeds)
	} else {
		ms, err = readAll(flag.Args())
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "studentstats:", err)
		os.Exit(1)
	}
	if len(ms) == 0 {
		fmt.Fprintln(os.Stderr, "studentstats: no match (give files or -lineup)")
		os.Exit(2)
	}
	groups := Collect(ms, Phases)
	Print(os.Stdout, groups, -1)
	if *phases != "" {
		for _, g := range groups {
			if g.Name == *phases {
				fmt.Println()
				PrintPhases(os.Stdout, g)
			}
		}
	}
}

func readAll(names []string) ([]*Match, error) {
	ms := make([]*Match, len(names))
	for i, n := range names {
		m, err := ReadFile(n)
		if err != nil {
			return nil, err
		}
		ms[i] = m
	}
	return ms, nil
}

// playAll plays one edagym match per seed and reads back its match file.
func playAll(names []string, seedList string) ([]*Match, error) {
	seeds, err := parseSeeds(seedList)
	if err != nil {
		return nil, err
	}
	g, err := env.Lookup("orkisland")
	if err != nil {
		return nil, err
	}
	cfg, err := g.Default()
	if err != nil {
		return nil, err
	}
	seats := make([]env.Seat, len(names))
	for i, n := range names {
		if seats[i], err = agents.Seat("orkisland", n); err != nil {
			return nil, err
		}
	}
	ms := make([]*Match, len(seeds))
	errs := make([]error, len(seeds))
	var wg sync.WaitGroup
	for i, s := range seeds {
		wg.Go(func() {
			var buf bytes.Buffer
			run := env.MatchRun{Config: cfg, Seed: s, Seats: seats, Out: &buf}
			if _, errs[i] = run.Run(); errs[i] == nil {
				ms[i], errs[i] = Read(&buf)
			}
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return ms, nil
}

func parseSeeds(s string) ([]int32, error) {
	var out []int32
	for _, part := range strings.Split(s, ",") {
		a, b, isRange := strings.Cut(part, "-")
		lo, err := strconv.Atoi(a)
		if err != nil {
			return nil, fmt.Errorf("bad seed %q", part)
		}
		hi := lo
		if isRange {
			if hi, err = strconv.Atoi(b); err != nil || hi < lo {
				return nil, fmt.Errorf("bad seed range %q", part)
			}
		}
		for v := lo; v <= hi; v++ {
			out = append(out, int32(v))
		}
	}
	return out, nil
}

// Phase is a span of rounds, both ends included.
type Phase struct {
	Name     string
	From, To int
}

// Phases are the spans PrintPhases shows: the opening rush, the middle
// game and the last 25 rounds.
var Phases = []Phase{{"1-25", 1, 25}, {"26-100", 26, 100}, {"101-175", 101, 175}, {"176-200", 176, 200}}

// Group is every seat of one player name over a set of matches.
type Group struct {
	Name    string
	Seats   int
	Firsts  int     // seats strictly first at the end
	Share   float64 // summed final shares
	All     Tally   // every round
	ByPhase []Tally
	Curve   [8]float64 // mean total score after rounds 25, 50, ..., 200
	Trips   []Trips    // per phase
	AllTrip Trips
}

// Collect analyzes each match and sums its seats by name, in order of
// first appearance.
func Collect(ms []*Match, phases []Phase) []*Group {
	var out []*Group
	byName := map[string]*Group{}
	for _, m := range ms {
		rounds := Analyze(m)
		trips := tripsOf(m, phases)
		for p, name := range m.Names {
			g := byName[name]
			if g == nil {
				g = &Group{Name: name, ByPhase: make([]Tally, len(phases)), Trips: make([]Trips, len(phases))}
				byName[name] = g
				out = append(out, g)
			}
			g.Seats++
			for k := range phases {
				tally.Add(&g.Trips[k], &trips[p][k])
				tally.Add(&g.AllTrip, &trips[p][k])
			}
			last := rounds[p][len(rounds[p])-1]
			g.Firsts += last.First
			g.Share += last.ScoreShare
			for r := range rounds[p] {
				t := &rounds[p][r]
				g.All.Add(t)
				for k, ph := range phases {
					if r+1 >= ph.From && r+1 <= ph.To {
						g.ByPhase[k].Add(t)
					}
				}
				if (r+1)%25 == 0 && (r+1)/25 <= len(g.Curve) {
					g.Curve[(r+1)/25-1] += float64(t.Score)
				}
			}
		}
	}
	for _, g := range out {
		for k := range g.Curve {
			g.Curve[k] /= float64(g.Seats)
		}
	}
	return out
}

// row is one line of a statistics table: a label and how to compute it
// from a tally.
type row struct {
	label string
	f     func(t *Tally) float64
}

func per(x int, t *Tally) float64 { return float64(x) / float64(max(t.N, 1)) }

func dec(t *Tally, x int) float64 { return 100 * ratio(x, t.Dec.OrkRounds) }

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

var rows = []row{
	{"points a round", func(t *Tally) float64 { return per(t.Points, t) }},
	{"  from cities %", func(t *Tally) float64 { return 100 * ratio(t.CityPts, t.Points) }},
	{"  from paths %", func(t *Tally) float64 { return 100 * ratio(t.PathPts, t.Points) }},
	{"  from the graph %", func(t *Tally) float64 { return 100 * ratio(t.GraphPts, t.Points) }},
	{"cities held", func(t *Tally) float64 { return per(t.Cities, t) }},
	{"paths held", func(t *Tally) float64 { return per(t.Paths, t) }},
	{"city cells held", func(t *Tally) float64 { return per(t.CityCells, t) }},
	{"path cells held", func(t *Tally) float64 { return per(t.PathCells, t) }},
	{"largest component (cities)", func(t *Tally) float64 { return per(t.BigComp, t) }},
	{"held with no ork on it", func(t *Tally) float64 { return per(t.EmptyHeld, t) }},
	{"objects gained a round", func(t *Tally) float64 { return per(t.Gained, t) }},
	{"  joined to what I held %", func(t *Tally) float64 { return 100 * ratio(t.Dec.GainLinked, t.Dec.Gains) }},
	{"objects lost a round", func(t *Tally) float64 { return per(t.LostObj, t) }},
	{"orks", func(t *Tally) float64 { return per(t.Orks, t) }},
	{"  on cities", func(t *Tally) float64 { return per(t.OnCity, t) }},
	{"  on paths", func(t *Tally) float64 { return per(t.OnPath, t) }},
	{"  on objects I hold", func(t *Tally) float64 { return per(t.OnHeld, t) }},
	{"  extra guards (beyond 1/object)", func(t *Tally) float64 { return per(t.ExtraGuards, t) }},
	{"  off objects: mean steps to one", func(t *Tally) float64 { return ratio(t.OffDist, t.Orks-t.OnCity-t.OnPath) }},
	{"  more than 5 steps from any", func(t *Tally) float64 { return per(t.Far, t) }},
	{"  standing still %", func(t *Tally) float64 { return 100 * ratio(t.Still, t.Orks) }},
	{"  of the still, on objects %", func(t *Tally) float64 { return 100 * ratio(t.StillOn, t.Still) }},
	{"  mean health", func(t *Tally) float64 { return ratio(t.Health, t.Orks) }},
	{"moves a round", func(t *Tally) float64 { return per(t.Moves, t) }},
	{"  onto grass/forest/sand %", func(t *Tally) float64 {
		return 100 * ratio(t.MoveTo[0]+t.MoveTo[1]+t.MoveTo[2], t.MoveTo[0]+t.MoveTo[1]+t.MoveTo[2]+t.MoveTo[3]+t.MoveTo[4])
	}},
	{"  onto sand %", func(t *Tally) float64 {
		return 100 * ratio(t.MoveTo[2], t.MoveTo[0]+t.MoveTo[1]+t.MoveTo[2]+t.MoveTo[3]+t.MoveTo[4])
	}},
	{"fights started /100 rounds", func(t *Tally) float64 { return 100 * per(t.AttWon+t.AttLost, t) }},
	{"  won %", func(t *Tally) float64 { return 100 * ratio(t.AttWon, t.AttWon+t.AttLost) }},
	{"  at equal health %", func(t *Tally) float64 { return 100 * ratio(t.TieFights, t.AttWon+t.AttLost) }},
	{"  margin <0 %", func(t *Tally) float64 { return 100 * ratio(t.Margin[0]+t.Margin[1], t.AttWon+t.AttLost) }},
	{"  margin 1-5 %", func(t *Tally) float64 { return 100 * ratio(t.Margin[3], t.AttWon+t.AttLost) }},
	{"  margin 6-20 %", func(t *Tally) float64 { return 100 * ratio(t.Margin[4], t.AttWon+t.AttLost) }},
	{"  margin >20 %", func(t *Tally) float64 { return 100 * ratio(t.Margin[5], t.AttWon+t.AttLost) }},
	{"fights suffered /100 rounds", func(t *Tally) float64 { return 100 * per(t.DefWon+t.DefLost, t) }},
	{"  won %", func(t *Tally) float64 { return 100 * ratio(t.DefWon, t.DefWon+t.DefLost) }},
	{"orks won - lost /100 rounds", func(t *Tally) float64 { return 100 * per(t.AttWon+t.DefWon-t.AttLost-t.DefLost, t) }},
	{"exhausted /100 rounds", func(t *Tally) float64 { return 100 * per(t.Exhausted, t) }},
	{"decisions: attack %", func(t *Tally) float64 { return dec(t, t.Dec.Attack) }},
	{"  hold still on an object %", func(t *Tally) float64 { return dec(t, t.Dec.HoldStill) }},
	{"  move along objects %", func(t *Tally) float64 { return dec(t, t.Dec.ShiftOn) }},
	{"  leave an object %", func(t *Tally) float64 { return dec(t, t.Dec.LeaveObj) }},
	{"  walk to an object I lack %", func(t *Tally) float64 { return dec(t, t.Dec.ToUnheld) }},
	{"  walk to an object I hold %", func(t *Tally) float64 { return dec(t, t.Dec.ToHeld) }},
	{"  walk to an enemy %", func(t *Tally) float64 { return dec(t, t.Dec.Hunt) }},
	{"  idle off objects %", func(t *Tally) float64 { return dec(t, t.Dec.IdleOff) }},
	{"  other moves %", func(t *Tally) float64 { return dec(t, t.Dec.Other) }},
	{"beatable enemy beside: attacked %", func(t *Tally) float64 { return 100 * ratio(t.Dec.WinTaken, t.Dec.WinOpp) }},
	{"  (chances /100 ork-rounds)", func(t *Tally) float64 { return dec(t, t.Dec.WinOpp) }},
	{"  standing on an object: attacked %", func(t *Tally) float64 { return 100 * ratio(t.Dec.WinTakenOn, t.Dec.WinOppOn) }},
	{"    the enemy on an object: attacked %", func(t *Tally) float64 { return 100 * ratio(t.Dec.OnTakenOn, t.Dec.OnOppOn) }},
	{"    the enemy off objects: attacked %", func(t *Tally) float64 {
		return 100 * ratio(t.Dec.WinTakenOn-t.Dec.OnTakenOn, t.Dec.WinOppOn-t.Dec.OnOppOn)
	}},
	{"  off objects: attacked %", func(t *Tally) float64 {
		return 100 * ratio(t.Dec.WinTaken-t.Dec.WinTakenOn, t.Dec.WinOpp-t.Dec.WinOppOn)
	}},
	{"  best margin 1-5: attacked %", func(t *Tally) float64 { return 100 * ratio(t.Dec.TakenBy[3], t.Dec.OppBy[3]) }},
	{"  best margin 6-20: attacked %", func(t *Tally) float64 { return 100 * ratio(t.Dec.TakenBy[4], t.Dec.OppBy[4]) }},
	{"  best margin >20: attacked %", func(t *Tally) float64 { return 100 * ratio(t.Dec.TakenBy[5], t.Dec.OppBy[5]) }},
	{"attacks on an ork there before %", func(t *Tally) float64 { return 100 * ratio(t.Dec.Planned, t.Dec.Attack) }},
	{"moves along objects: back again %", func(t *Tally) float64 { return 100 * ratio(t.Dec.Reverse, t.Dec.OnMoves) }},
	{"  closer to an object I lack %", func(t *Tally) float64 { return 100 * ratio(t.Dec.OnToUnheld, t.Dec.OnMoves) }},
	{"  else closer to an enemy %", func(t *Tally) float64 { return 100 * ratio(t.Dec.OnToEnemy, t.Dec.OnMoves) }},
	{"  on the same object %", func(t *Tally) float64 { return 100 * ratio(t.Dec.OnSameObj, t.Dec.OnMoves) }},
	{"tie beside: attacked %", func(t *Tally) float64 { return 100 * ratio(t.Dec.TieTaken, t.Dec.TieOpp) }},
	{"  (chances /100 ork-rounds)", func(t *Tally) float64 { return dec(t, t.Dec.TieOpp) }},
	{"stronger enemy beside /100 ork-rounds", func(t *Tally) float64 { return dec(t, t.Dec.Threat) }},
	{"  stays %", func(t *Tally) float64 { return 100 * ratio(t.Dec.ThreatStay, t.Dec.Threat) }},
	{"  steps out of reach %", func(t *Tally) float64 { return 100 * ratio(t.Dec.ThreatAway, t.Dec.Threat) }},
	{"  attacks %", func(t *Tally) float64 { return 100 * ratio(t.Dec.ThreatAttack, t.Dec.Threat) }},
	{"enemy within 3 steps %", func(t *Tally) float64 { return dec(t, t.Dec.NearEnemy) }},
	{"  a healthier one %", func(t *Tally) float64 { return dec(t, t.Dec.NearStronger) }},
	{"own ork within 2 steps %", func(t *Tally) float64 { return dec(t, t.Dec.OwnNear) }},
	{"replay failures", func(t *Tally) float64 { return float64(t.Unexplained) }},
}

var tripRows = []struct {
	label string
	f     func(t *Trips) float64
}{
	{"  rounds a trip", func(t *Trips) float64 { return ratio(t.Rounds, t.N) }},
	{"  steps / fewest steps", func(t *Trips) float64 { return ratio(t.Steps, t.MinStep) }},
	{"  health spent a trip", func(t *Trips) float64 { return ratio(t.Health, t.N) }},
	{"  least health that way", func(t *Trips) float64 { return ratio(t.MinHP, t.N) }},
	{"  to the nearest object %", func(t *Trips) float64 { return 100 * ratio(t.Nearest, t.N) }},
	{"  to one I lacked %", func(t *Trips) float64 { return 100 * ratio(t.Unheld, t.N) }},
	{"  to a city %", func(t *Trips) float64 { return 100 * ratio(t.ToCity, t.N) }},
}

// Print writes one column per group: the whole match (phase < 0) or one
// phase.
func Print(w io.Writer, groups []*Group, phase int) {
	fmt.Fprintf(w, "| %-34s |", "statistic (per seat and round)")
	for _, g := range groups {
		fmt.Fprintf(w, " %12s |", g.Name)
	}
	fmt.Fprintf(w, "\n|%s|", strings.Repeat("-", 36))
	for range groups {
		fmt.Fprintf(w, "%s:|", strings.Repeat("-", 13))
	}
	fmt.Fprintln(w)
	line := func(label string, f func(g *Group) float64) {
		fmt.Fprintf(w, "| %-34s |", label)
		for _, g := range groups {
			fmt.Fprintf(w, " %12.1f |", f(g))
		}
		fmt.Fprintln(w)
	}
	line("seats", func(g *Group) float64 { return float64(g.Seats) })
	line("first at the end %", func(g *Group) float64 { return 100 * float64(g.Firsts) / float64(g.Seats) })
	line("final share of points %", func(g *Group) float64 { return 100 * g.Share / float64(g.Seats) })
	for k := range 8 {
		line(fmt.Sprintf("score after round %d", 25*(k+1)), func(g *Group) float64 { return g.Curve[k] })
	}
	line("trips to an object a round", func(g *Group) float64 {
		if phase < 0 {
			return float64(g.AllTrip.N) / float64(g.Seats*max(g.All.N/max(g.Seats, 1), 1))
		}
		return float64(g.Trips[phase].N) / float64(max(g.ByPhase[phase].N, 1))
	})
	for _, r := range tripRows {
		line(r.label, func(g *Group) float64 {
			if phase < 0 {
				return r.f(&g.AllTrip)
			}
			return r.f(&g.Trips[phase])
		})
	}
	for _, r := range rows {
		line(r.label, func(g *Group) float64 {
			if phase < 0 {
				return r.f(&g.All)
			}
			return r.f(&g.ByPhase[phase])
		})
	}
}

// PrintPhases writes one group's statistics with one column per phase.
func PrintPhases(w io.Writer, g *Group) {
	fmt.Fprintf(w, "| %-34s |", g.Name+" by rounds")
	for _, ph := range Phases {
		fmt.Fprintf(w, " %9s |", ph.Name)
	}
	fmt.Fprintf(w, "\n|%s|", strings.Repeat("-", 36))
	for range Phases {
		fmt.Fprintf(w, "%s:|", strings.Repeat("-", 10))
	}
	fmt.Fprintln(w)
	for _, r := range rows {
		fmt.Fprintf(w, "| %-34s |", r.label)
		for k := range Phases {
			fmt.Fprintf(w, " %9.1f |", r.f(&g.ByPhase[k]))
		}
		fmt.Fprintln(w)
	}
}
