// Command madmaxcompare reads Mad Max match files (the original Jutge
// engine's or edagym's, plain or gzipped), replays every round's performed
// moves on the state before it to tell what happened (steps, attacks,
// thunderdome fights, run-overs, crashes, deaths of thirst and hunger,
// refuels) and prints per-player behaviour statistics, averaged over every
// seat of the same player name and over the matches of each group:
//
//   - per match: final score and rank, cities taken and lost and when the
//     first was taken, warriors and cars lost by cause and gained, fights;
//     per group: when a city first changed hands and the final score spread;
//   - per span of rounds ((0,50], (50,100], (100,200], ... and the whole
//     match, "all"): cities, score at the span's end, warriors and cars
//     owned, where warriors stand (cities, roads, distance to a city, next
//     to water), how thirsty and hungry they are, cars' fuel, warriors and
//     cars standing still, how often a possible fight is started, fights,
//     run-overs, losses and gains per 100 rounds. Percentages pool every
//     unit-round of the span (the "all" column weighs rounds with more
//     units more).
//
// A "LABEL:" argument starts a group; the files after it belong to it. The
// original's dummy files are Dummy Demo Dummy Null, so compare them with
// edagym matches of the same lineup:
//
//	edagym play madmax Dummy Demo Dummy Null -s 1 -i ../shared/conformance/madmax/default.cnf -o /tmp/mmcmp/edagym-ddn-s1.out -q
//	go run ./internal/madmaxcompare -players Dummy original: ../shared/conformance/madmax/default-dummy-s*.out.gz \
//	    edagym: /tmp/mmcmp/edagym-ddn-s*.out
//	go run ./internal/madmaxcompare -spans 100,200,300,400,500 a.out b.out.gz
//
// The replay is checked against each next state (the last lines of the
// per-group table): captures it did not predict, survivors it got wrong,
// and thunderdome fights in which both fighters were captured, whose loser
// it had to choose (the choice that explains the next state).
package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
)

func main() {
	players := flag.String("players", "", "per-span table only for these player names (comma-separated; default every name)")
	spanList := flag.String("spans", "50,100,200,300,400,500", "the rounds that end the spans")
	flag.Parse()
	var spans []int
	for _, f := range strings.Split(*spanList, ",") {
		v, err := strconv.Atoi(f)
		if err != nil || len(spans) > 0 && v <= spans[len(spans)-1] {
			fail(fmt.Errorf("bad -spans %q", *spanList))
		}
		spans = append(spans, v)
	}
	st := &Stats{spans: spans, aggs: map[key]*agg{}, groupAgg: map[string]*groupAgg{}}
	group := "files"
	for _, a := range flag.Args() {
		if strings.HasSuffix(a, ":") {
			group = strings.TrimSuffix(a, ":")
			continue
		}
		m, err := ReadFile(a)
		if err != nil {
			fail(err)
		}
		st.Add(group, m)
	}
	if len(st.keys) == 0 {
		fail(fmt.Errorf("no match file given"))
	}
	var only []string
	if *players != "" {
		only = strings.Split(*players, ",")
	}
	st.Print(os.Stdout, only)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "madmaxcompare:", err)
	os.Exit(1)
}

// key is one column: a group of files and a player name in it.
type key struct{ group, name string }

// agg sums one column's statistics.
type agg struct {
	seats   float64               // seat-matches
	span    [][nCounters]float64  // per span, the last one the whole match
	scoreAt []float64             // score at each span's end (sum over seats)
	match   map[string]float64    // per-match statistics (sum over seats)
	cond    map[string][2]float64 // conditional means: sum, count
}

// groupAgg sums a group's per-match statistics.
type groupAgg struct {
	matches         float64
	firstChange     [2]float64 // round a city first changed hands: sum, matches with one
	changes, spread float64
	winnerName      map[string]float64
	check           Check
}

// Stats are every column's and group's sums.
type Stats struct {
	spans    []int
	keys     []key
	groups   []string
	aggs     map[key]*agg
	groupAgg map[string]*groupAgg
}

// Add replays one match and adds it to its group.
func (st *Stats) Add(group string, m *Match) {
	g := st.groupAgg[group]
	if g == nil {
		g = &groupAgg{winnerName: map[string]float64{}}
		st.groupAgg[group] = g
		st.groups = append(st.groups, group)
	}
	c := Replay(m, &g.check)
	last := &m.States[len(m.States)-1]
	g.matches++
	g.spread += float64(slices.Max(last.Score) - slices.Min(last.Score))
	best := slices.Max(last.Score)
	for t, n := range m.Names {
		if last.Score[t] == best {
			g.winnerName[n] += 1 / float64(count(last.Score, best))
		}
	}
	// City ownership changes, and the round each team first took a city.
	first := [4]int{-1, -1, -1, -1}
	var taken, lost [4]float64
	for r := 1; r < len(m.States); r++ {
		for city, o := range m.States[r].Owner {
			if p := m.States[r-1].Owner[city]; p != o {
				g.changes++
				if g.firstChange[1] < g.matches {
					g.firstChange[0] += float64(r)
					g.firstChange[1]++
				}
				taken[o]++
				lost[p]++
				if first[o] < 0 {
					first[o] = r
				}
			}
		}
	}
	for t, name := range m.Names {
		k := key{group, name}
		a := st.aggs[k]
		if a == nil {
			a = &agg{span: make([][nCounters]float64, len(st.spans)+1), scoreAt: make([]float64, len(st.spans)),
				match: map[string]float64{}, cond: map[string][2]float64{}}
			st.aggs[k] = a
			st.keys = append(st.keys, k)
		}
		a.seats++
		var total [nCounters]float64
		for r := 1; r < len(c); r++ {
			s, _ := slices.BinarySearch(st.spans, r)
			if s < len(st.spans) {
				for x := range a.span[s] {
					a.span[s][x] += c[r][t][x]
				}
			}
			for x := range total {
				total[x] += c[r][t][x]
			}
		}
		for x := range total {
			a.span[len(st.spans)][x] += total[x]
		}
		for s, r := range st.spans {
			a.scoreAt[s] += float64(m.States[min(r, len(m.States)-1)].Score[t])
		}
		sum := 0
		for _, v := range last.Score {
			sum += v
		}
		rank := 1
		for _, v := range last.Score {
			if v > last.Score[t] {
				rank++
			}
		}
		a.match["score"] += float64(last.Score[t])
		a.match["share"] += 100 * float64(last.Score[t]) / float64(max(sum, 1))
		a.match["rank"] += float64(rank)
		a.match["first"] += b2f(rank == 1)
		a.match["cities"] += float64(last.NumCities[t])
		a.match["taken"] += taken[t]
		a.match["lost"] += lost[t]
		a.match["tookAny"] += b2f(first[t] >= 0)
		if first[t] >= 0 {
			f := a.cond["firstTaken"]
			a.cond["firstTaken"] = [2]float64{f[0] + float64(first[t]), f[1] + 1}
		}
	}
}

func count(vs []int, v int) int {
	n := 0
	for _, x := range vs {
		if x == v {
			n++
		}
	}
	return n
}

// line is one statistic of the per-span table: a value from a span's
// counters (nan if its denominator is 0).
type line struct {
	label string
	val   func(c *[nCounters]float64) (num, den float64)
}

func ratio(num, den int, scale float64) func(c *[nCounters]float64) (float64, float64) {
	return func(c *[nCounters]float64) (float64, float64) { return scale * c[num], c[den] }
}

func sumOf(scale float64, den int, xs ...int) func(c *[nCounters]float64) (float64, float64) {
	return func(c *[nCounters]float64) (float64, float64) {
		s := 0.0
		for _, x := range xs {
			s += c[x]
		}
		return scale * s, c[den]
	}
}

var lost = []int{lThirst, lHunger, lRunOver, lThunder, lDrained, lSuicide, lOwnCar}

var spanLines = []line{
	{"cities held", ratio(sCities, sSeat, 1)},
	{"score at the span's end", nil},
	{"warriors owned", ratio(sWarriors, sSeat, 1)},
	{"cars owned", ratio(sCars, sSeat, 1)},
	{"warriors in a city %", ratio(sInCity, sWarriors, 100)},
	{"warriors in an own city %", ratio(sInOwnCity, sWarriors, 100)},
	{"warriors on a road %", ratio(sOnRoad, sWarriors, 100)},
	{"warrior steps to nearest city", ratio(sDistSum, sDistN, 1)},
	{"warriors next to water %", ratio(sNearWater, sWarriors, 100)},
	{"warriors water <= 10 %", ratio(sLowWater, sWarriors, 100)},
	{"warriors food <= 10 %", ratio(sLowFood, sWarriors, 100)},
	{"warriors' mean water", ratio(sWater, sWarriors, 1)},
	{"warriors idle on own turn %", ratio(eIdleW, eTurnW, 100)},
	{"  of those in a city %", ratio(eIdleCity, eTurnCity, 100)},
	{"water trips (refill from <= 30) /100r", ratio(eWaterTrip, sSeat, 100)},
	{"  water left on arrival", ratio(eWaterFrom, eWaterTrip, 1)},
	{"cars' mean fuel", ratio(sFuel, sCars, 1)},
	{"cars fuel < 20 %", ratio(sLowFuel, sCars, 100)},
	{"cars fuel 0 %", ratio(sNoFuel, sCars, 100)},
	{"cars on desert %", ratio(sCarDesert, sCars, 100)},
	{"cars next to a station %", ratio(sNearStation, sCars, 100)},
	{"car to rival warrior outside (Cheb.)", ratio(sCarHuntSum, sCarHuntN, 1)},
	{"movable cars not moving %", func(c *[nCounters]float64) (float64, float64) {
		return 100 * (c[eCarCan] - c[eCarMoved]), c[eCarCan]
	}},
	{"refuels (from <= 80) /100r", ratio(eRefuel, sSeat, 100)},
	{"  fuel left on arrival", ratio(eRefuelFrom, eRefuel, 1)},
	{"cities taken /100r", ratio(eCityTaken, sSeat, 100)},
	{"attacks started /100r", ratio(eAttack, sSeat, 100)},
	{"  on a warrior in a city /100r", ratio(eAttackCity, sSeat, 100)},
	{"could attack: did %", ratio(eAttackTook, eAttackOpp, 100)},
	{"could capture by attack: did %", ratio(eAttackTookWeak, eAttackOppWeak, 100)},
	{"attacked by rivals /100r", ratio(eAttacked, sSeat, 100)},
	{"thunderdomes started /100r", ratio(eThunder, sSeat, 100)},
	{"thunderdomes started: won %", ratio(eThunderWon, eThunder, 100)},
	{"could start a thunderdome: did %", ratio(eThunderTook, eThunderOpp, 100)},
	{"  with water >= rival's: did %", ratio(eThunderTookAdv, eThunderOppAdv, 100)},
	{"rivals run over /100r", ratio(eRunOver, sSeat, 100)},
	{"car crashes started /100r", ratio(eCrash, sSeat, 100)},
	{"warriors lost /100r", sumOf(100, sSeat, lost...)},
	{"  of thirst /100r", ratio(lThirst, sSeat, 100)},
	{"    in a city /100r", ratio(lThirstCity, sSeat, 100)},
	{"  of hunger /100r", ratio(lHunger, sSeat, 100)},
	{"  run over /100r", ratio(lRunOver, sSeat, 100)},
	{"  in thunderdomes /100r", ratio(lThunder, sSeat, 100)},
	{"  drained by attacks /100r", ratio(lDrained, sSeat, 100)},
	{"  into a car or own car /100r", sumOf(100, sSeat, lSuicide, lOwnCar)},
	{"warriors gained /100r", ratio(gWarriors, sSeat, 100)},
	{"cars lost in crashes /100r", ratio(lCar, sSeat, 100)},
}

// matchLines are the per-match table's rows: a name of agg.match, or a
// counter total over the match, per seat.
var matchLines = []struct {
	label string
	match string
	num   []int
}{
	{"final score", "score", nil},
	{"score share %", "share", nil},
	{"rank (1-4, ties share the best)", "rank", nil},
	{"first place (ties count) %", "first", nil},
	{"cities at the end", "cities", nil},
	{"cities taken", "taken", nil},
	{"cities lost", "lost", nil},
	{"seats that took a city %", "tookAny", nil},
	{"first city taken (round, if any)", "firstTaken", nil},
	{"warriors lost", "", lost},
	{"  of thirst", "", []int{lThirst}},
	{"    in a city", "", []int{lThirstCity}},
	{"  of hunger", "", []int{lHunger}},
	{"  run over by a rival car", "", []int{lRunOver}},
	{"  in thunderdomes", "", []int{lThunder}},
	{"  drained by attacks", "", []int{lDrained}},
	{"  moved into a car", "", []int{lSuicide}},
	{"  run over by an own car", "", []int{lOwnCar}},
	{"warriors gained (all causes)", "", []int{gWarriors}},
	{"  rivals run over by own cars", "", []int{eRunOver}},
	{"  thunderdomes started and won", "", []int{eThunderWon}},
	{"  rivals drained by attacks", "", []int{eDrainKill}},
	{"attacks started (not a thunderdome)", "", []int{eAttack}},
	{"  on a warrior in a city", "", []int{eAttackCity}},
	{"thunderdomes started", "", []int{eThunder}},
	{"fights on own warriors", "", []int{eAttackOwn, eThunderOwn}},
	{"cars lost in crashes", "", []int{lCar}},
	{"cars gained", "", []int{gCars}},
	{"refuels (from <= 80 fuel)", "", []int{eRefuel}},
	{"water trips (from <= 30 water)", "", []int{eWaterTrip}},
}

// Print writes the per-match table (every column), the per-group table and
// one per-span table per player name (only those in only, if any).
func (st *Stats) Print(w io.Writer, only []string) {
	var names []string
	for _, k := range st.keys {
		if !slices.Contains(names, k.name) {
			names = append(names, k.name)
		}
	}
	var cols []key
	for _, n := range names {
		for _, g := range st.groups {
			if st.aggs[key{g, n}] != nil {
				cols = append(cols, key{g, n})
			}
		}
	}
	const lw = 38
	cell := func(v float64) string {
		if v != v {
			return fmt.Sprintf(" %10s", "-")
		}
		return fmt.Sprintf(" %10.2f", v)
	}
	fmt.Fprintf(w, "Per match, mean over the seats of each player\n%-*s", lw, "")
	for _, k := range cols {
		fmt.Fprintf(w, " %10.10s", k.group)
	}
	fmt.Fprintf(w, "\n%-*s", lw, "")
	for _, k := range cols {
		fmt.Fprintf(w, " %10.10s", k.name)
	}
	fmt.Fprintf(w, "\n%-*s", lw, "seats")
	for _, k := range cols {
		fmt.Fprintf(w, " %10.0f", st.aggs[k].seats)
	}
	fmt.Fprintln(w)
	for _, l := range matchLines {
		fmt.Fprintf(w, "%-*s", lw, l.label)
		for _, k := range cols {
			a := st.aggs[k]
			v := 0.0
			switch {
			case l.num != nil:
				for _, x := range l.num {
					v += a.span[len(st.spans)][x]
				}
				v /= a.seats
			case l.match == "firstTaken":
				v = a.cond[l.match][0] / a.cond[l.match][1]
			default:
				v = a.match[l.match] / a.seats
			}
			if l.match == "first" || l.match == "tookAny" {
				v *= 100
			}
			fmt.Fprint(w, cell(v))
		}
		fmt.Fprintln(w)
	}

	fmt.Fprintf(w, "\nPer group, mean per match\n%-*s", lw, "")
	for _, g := range st.groups {
		fmt.Fprintf(w, " %10.10s", g)
	}
	fmt.Fprintln(w)
	grow := func(label string, f func(g *groupAgg) float64) {
		fmt.Fprintf(w, "%-*s", lw, label)
		for _, name := range st.groups {
			fmt.Fprint(w, cell(f(st.groupAgg[name])))
		}
		fmt.Fprintln(w)
	}
	grow("matches", func(g *groupAgg) float64 { return g.matches })
	grow("first city changes hands (round)", func(g *groupAgg) float64 { return g.firstChange[0] / g.firstChange[1] })
	grow("matches where a city changes hands %", func(g *groupAgg) float64 { return 100 * g.firstChange[1] / g.matches })
	grow("city ownership changes", func(g *groupAgg) float64 { return g.changes / g.matches })
	grow("final score spread (max - min)", func(g *groupAgg) float64 { return g.spread / g.matches })
	for _, n := range names {
		grow("won by "+n+" (ties shared) %", func(g *groupAgg) float64 { return 100 * g.winnerName[n] / g.matches })
	}
	grow("replay: captures missed or invented", func(g *groupAgg) float64 { return float64(g.check.Kills) })
	grow("replay: survivors wrong, moves odd", func(g *groupAgg) float64 { return float64(g.check.Wrong) })
	grow("replay: thunderdome losers guessed", func(g *groupAgg) float64 { return float64(g.check.Guessed) })

	for _, n := range names {
		if only != nil && !slices.Contains(only, n) {
			continue
		}
		fmt.Fprintf(w, "\n%s, per span of rounds (a,b] (per seat; /100r: per 100 rounds)\n%-*s %-10s", n, lw, "", "group")
		prev := 0
		for _, b := range st.spans {
			fmt.Fprintf(w, " %10s", fmt.Sprintf("%d-%d", prev+1, b))
			prev = b
		}
		fmt.Fprintf(w, " %10s\n", "all")
		for _, l := range spanLines {
			for gi, g := range st.groups {
				a := st.aggs[key{g, n}]
				if a == nil {
					continue
				}
				label := ""
				if gi == 0 {
					label = l.label
				}
				fmt.Fprintf(w, "%-*s %-10.10s", lw, label, g)
				for s := range a.span {
					v := math.NaN()
					if l.val == nil {
						if s < len(st.spans) {
							v = a.scoreAt[s] / a.seats
						}
					} else if num, den := l.val(&a.span[s]); den > 0 {
						v = num / den
					}
					fmt.Fprint(w, cell(v))
				}
				fmt.Fprintln(w)
			}
		}
	}
}
