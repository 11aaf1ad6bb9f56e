package export

import (
	"bufio"
	"bytes"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/agents/orkisland"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/policies"
)

// cxxFlags are stricter than the original Makefile's (-std=c++11 -fPIC -Wall
// -Wno-unused-variable -O2): any output of the compiler fails the test.
var cxxFlags = []string{"-std=c++11", "-O2", "-Wall", "-Wextra", "-pedantic", "-fPIC"}

// gxx finds g++; without it the C++ tests skip, except under CI=true.
func gxx(t testing.TB) string {
	t.Helper()
	p, err := exec.LookPath("g++")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("g++ not found (CI=true: the exported player must be compiled)")
		}
		t.Skip("g++ not found")
	}
	return p
}

// buildHarness compiles the harness with the stub API and one exported
// player file; any compiler output (a warning) fails.
func buildHarness(t testing.TB, src []byte, name string, rows bool) string {
	t.Helper()
	cxx := gxx(t)
	dir := t.TempDir()
	ai := filepath.Join(dir, "AI"+name+".cc")
	if err := os.WriteFile(ai, src, 0o644); err != nil {
		t.Fatal(err)
	}
	stub, err := filepath.Abs("testdata/jutge")
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "harness")
	args := append(append([]string{}, cxxFlags...), "-I", stub, filepath.Join(stub, "harness.cc"), ai, "-o", bin)
	if rows { // the harness includes the player file to read its input rows
		args = append(append([]string{}, cxxFlags...), "-I", stub, `-DEXPORT_ROWS="`+ai+`"`, filepath.Join(stub, "harness.cc"), "-o", bin)
	}
	out, err := exec.Command(cxx, args...).CombinedOutput()
	if err != nil || len(out) > 0 {
		t.Fatalf("g++ %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return bin
}

// harnessLine is one play() as the harness reports it.
type harnessLine struct {
	label           string
	round           int
	medianNS, maxNS int64
	calls, warnings int
	orders          []jutge.Order
	rows            []row
}

// row is the nonzeros of one ork's network input: columns and float32 bits.
type row struct {
	id   int
	cols []int32
	bits []uint32
}

func runHarness(t testing.TB, bin, name string, input []byte) []harnessLine {
	t.Helper()
	cmd := exec.Command(bin, name)
	cmd.Stdin = bytes.NewReader(input)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil || stderr.Len() > 0 {
		t.Fatalf("harness: %v\n%s", err, stderr.Bytes())
	}
	var lines []harnessLine
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) >= 3 && f[0] == "row" && len(lines) > 0 {
			last := &lines[len(lines)-1]
			r := row{id: atoi(t, f[1])}
			for k := 3; k+1 < len(f); k += 2 {
				r.cols = append(r.cols, int32(atoi(t, f[k])))
				r.bits = append(r.bits, uint32(atoi(t, f[k+1])))
			}
			if len(r.cols) != atoi(t, f[2]) {
				t.Fatalf("harness line %q", sc.Text())
			}
			last.rows = append(last.rows, r)
			continue
		}
		if len(f) < 6 || len(f)%2 != 0 {
			t.Fatalf("harness line %q", sc.Text())
		}
		n := make([]int64, len(f))
		for k := 1; k < len(f); k++ {
			if n[k], err = strconv.ParseInt(f[k], 10, 64); err != nil {
				t.Fatalf("harness line %q: %v", sc.Text(), err)
			}
		}
		l := harnessLine{label: f[0], round: int(n[1]), medianNS: n[2], maxNS: n[3], calls: int(n[4]), warnings: int(n[5])}
		for k := 6; k < len(f); k += 2 {
			l.orders = append(l.orders, jutge.Order{Unit: int(n[k]), Dir: int(n[k+1])})
		}
		lines = append(lines, l)
	}
	return lines
}

// testNet is a randomly initialised network with a trained network's
// channel scales (health is an intensity plane) and a policy head large
// enough that the logits differ.
func testNet(t testing.TB, c policies.NetConfig, seed uint64) (*policies.Net, *env.Spec) {
	t.Helper()
	enc, err := ork.NewEncoder(ork.Default(), env.Plan)
	if err != nil {
		t.Fatal(err)
	}
	n, err := policies.NewNet(enc.Spec(), c, seed)
	if err != nil {
		t.Fatal(err)
	}
	n.Scale[10] = 1.0 / 255
	for i := range n.W3() {
		n.W3()[i] *= 300
	}
	for i := range n.B1() {
		n.B1()[i] = float32(i%7-3) / 10
	}
	return n, enc.Spec()
}

// saveNet writes a network as a checkpoint and returns its nn: player.
func saveNet(t testing.TB, n *policies.Net, spec *env.Spec, file string) env.PlayerFactory {
	t.Helper()
	path := filepath.Join(t.TempDir(), file)
	if err := policies.NewCheckpoint(n, spec).Save(path); err != nil {
		t.Fatal(err)
	}
	f, err := agents.New("orkisland", "nn:"+path)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// recorder plays the Go reference player and records, for every round, the
// state it saw (in the harness format), its orders and, when rows is set,
// the encoder's input rows of every ork it owns. other, if set, is asked too
// and its agreement counted (the float32 network against the quantised one).
// With views, every round is also recorded as the reference would play it
// in each of the other seats (their orks, the cities they hold).
type recorder struct {
	label       string
	ref, other  env.Player
	rows        *policies.Net // reads the input rows with its channel scales
	views       bool
	rec         *recording
	otherOrders jutge.Orders
	viewOrders  jutge.Orders
	enc         *ork.Encoder
	obs         [][]byte
	started     bool
	onRound     func(m *ork.Match, me int)
}

// recording is what the recorders of all matches collect.
type recording struct {
	dump        []byte
	want        [][]jutge.Order
	seats       []int // per state: the seat it is seen from
	wantRows    [][]row
	same, total int // per-ork agreement of other with ref
}

func (r *recorder) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*ork.Match)
	if !r.started {
		r.started = true
		r.rec.dump = AppendMatch(r.rec.dump, r.label, m)
	}
	r.record(m, me, out)
	if r.views {
		for q := range m.Settings().Players {
			if q != me {
				r.viewOrders.Reset(m.NumUnits())
				r.record(m, q, &r.viewOrders)
			}
		}
	}
	if r.other != nil {
		r.otherOrders.Reset(m.NumUnits())
		r.other.Play(m, me, &r.otherOrders)
		for _, id := range m.Orks(me) {
			if dirOf(out.List(), id) == dirOf(r.otherOrders.List(), id) {
				r.rec.same++
			}
			r.rec.total++
		}
	}
	if r.onRound != nil {
		r.onRound(m, me)
	}
}

// record dumps the state as seat me sees it and records the reference's
// orders (in out) and input rows there.
func (r *recorder) record(m *ork.Match, me int, out *jutge.Orders) {
	r.rec.dump = AppendRound(r.rec.dump, m, me, 1, nil)
	r.rec.seats = append(r.rec.seats, me)
	if r.rows != nil {
		r.rec.wantRows = append(r.rec.wantRows, r.inputRows(m, me))
	}
	r.ref.Play(m, me, out)
	r.rec.want = append(r.rec.want, append([]jutge.Order(nil), out.List()...))
}

// inputRows is what the Go network reads for each of my orks: the units
// observation of env/orkisland/encode.go turned into rows by policies.
func (r *recorder) inputRows(m *ork.Match, me int) []row {
	if r.enc == nil {
		var err error
		if r.enc, err = ork.NewEncoder(m.Settings(), env.Plan); err != nil {
			panic(err)
		}
		for _, t := range r.enc.Spec().Obs {
			r.obs = append(r.obs, make([]byte, t.Bytes()))
		}
	}
	r.enc.Observe(m, me, r.obs)
	l := r.rows.Layout
	feats := env.Float32s(r.obs[l.Feats])
	var out []row
	for s, id := range m.Orks(me) {
		var rs policies.Rows
		r.rows.AppendRow(&rs, r.obs[l.Crops][s*l.CropLen:(s+1)*l.CropLen], feats[s*l.Features:(s+1)*l.Features])
		w := row{id: id, cols: rs.Col}
		for _, v := range rs.Val {
			w.bits = append(w.bits, math.Float32bits(v))
		}
		out = append(out, w)
	}
	return out
}

// equivalence is one comparison of an exported file with its Go reference.
type equivalence struct {
	src        []byte
	name       string
	ref, float env.PlayerFactory // float, if set, is the unquantised network
	seeds      []int32
	opponents  []string
	rows       *policies.Net // compare the encoder's input rows too
	timeRepeat int           // > 0: time a state where the player holds every ork
	cover      []string      // route-feature cases (routeCases) the compared rows must include
	config     *ork.Config   // nil: the default
	views      bool          // replay every round as each seat sees it (recorder.views)
}

// run plays one match per seed with the reference player in one seat
// against the opponents, replays every round into the exported player and
// compares the orders (and the input rows).
func (e equivalence) run(t *testing.T) {
	bin := buildHarness(t, e.src, e.name, e.rows != nil)
	rec := &recording{}
	var timing []byte
	for k, seed := range e.seeds {
		seats := make([]env.Seat, 4)
		at := int(seed) % 4
		for p := range seats {
			s, err := agents.Seat("orkisland", e.opponents[(p+k)%len(e.opponents)])
			if err != nil {
				t.Fatal(err)
			}
			seats[p] = s
		}
		r := &recorder{label: fmt.Sprintf("s%d", seed), ref: e.ref(at, nil), rows: e.rows, views: e.views, rec: rec}
		if e.float != nil {
			r.other = e.float(at, nil)
		}
		if e.timeRepeat > 0 && k == 0 {
			r.onRound = func(m *ork.Match, me int) {
				if m.Round() == 100 {
					timing = AppendMatch(timing, "time", m)
					timing = AppendRound(timing, m, me, e.timeRepeat, func(int) int { return me })
				}
			}
		}
		seats[at] = env.Seat{Name: "Exported", New: func(int, *jutge.Random) env.Player { return r }}
		cfg := e.config
		if cfg == nil {
			cfg = ork.Default()
		}
		if _, err := (&env.MatchRun{Config: cfg, Seed: seed, Seats: seats}).Run(); err != nil {
			t.Fatal(err)
		}
	}
	lines := runHarness(t, bin, e.name, append(rec.dump, timing...))
	if len(lines) != len(rec.want)+boolInt(timing != nil) {
		t.Fatalf("harness answered %d rounds, want %d", len(lines), len(rec.want)+boolInt(timing != nil))
	}
	identical, mismatches, orks, orksSame, rowsSame, rowsAll := 0, 0, 0, 0, 0, 0
	var times []int64
	for k, w := range rec.want {
		got := lines[k]
		times = append(times, got.medianNS)
		if got.warnings != 0 || got.calls != len(got.orders) || got.calls > jutge.MaxOrders {
			t.Errorf("%s round %d seat %d: %d calls, %d commands, %d API warnings", got.label, got.round, rec.seats[k], got.calls, len(got.orders), got.warnings)
		}
		if ordersEqual(got.orders, w) {
			identical++
		} else if mismatches++; mismatches <= 5 {
			t.Errorf("%s round %d seat %d: exported player gave %v, Go nn: player %v", got.label, got.round, rec.seats[k], got.orders, w)
		}
		ids := map[int]bool{}
		for _, o := range got.orders {
			if ids[o.Unit] {
				t.Errorf("%s round %d seat %d: two commands for ork %d", got.label, got.round, rec.seats[k], o.Unit)
			}
			ids[o.Unit] = true
		}
		for _, o := range w {
			ids[o.Unit] = true
		}
		for id := range ids {
			orks++
			if dirOf(got.orders, id) == dirOf(w, id) {
				orksSame++
			}
		}
		if e.rows != nil {
			wr := rec.wantRows[k]
			if len(got.rows) != len(wr) {
				t.Fatalf("%s round %d seat %d: %d input rows, Go has %d", got.label, got.round, rec.seats[k], len(got.rows), len(wr))
			}
			for u := range wr {
				rowsAll++
				if d := rowDiff(got.rows[u], wr[u]); d == "" {
					rowsSame++
				} else if rowsAll-rowsSame <= 5 {
					t.Errorf("%s round %d seat %d: %s", got.label, got.round, rec.seats[k], d)
				}
			}
		}
	}
	what := "rounds"
	if e.views {
		what = "states (rounds × seats)"
	}
	t.Logf("%d/%d %s identical (%.2f%%) over %d matches; %d/%d ordered orks agree",
		identical, len(rec.want), what, 100*float64(identical)/float64(len(rec.want)), len(e.seeds), orksSame, orks)
	if e.rows != nil {
		t.Logf("input rows: %d/%d identical bit for bit", rowsSame, rowsAll)
		checkCoverage(t, rec.wantRows, e.rows.Layout.CropLen, e.cover)
	}
	if rec.total > 0 {
		t.Logf("quantised vs float32 Go player: %d/%d ork decisions agree (%.2f%%)", rec.same, rec.total, 100*float64(rec.same)/float64(rec.total))
	}
	sort.Slice(times, func(a, b int) bool { return times[a] < times[b] })
	t.Logf("play() over the recorded rounds: median %.3f ms, max %.3f ms", float64(times[len(times)/2])/1e6, float64(times[len(times)-1])/1e6)
	if timing != nil {
		tl := lines[len(lines)-1]
		if tl.warnings != 0 || tl.calls > 60 || tl.calls != len(tl.orders) {
			t.Errorf("60-ork state: %d calls, %d commands, %d warnings", tl.calls, len(tl.orders), tl.warnings)
		}
		t.Logf("play() holding all 60 orks: median %.3f ms over %d calls (slowest %.3f ms: the first call decodes the weights)",
			float64(tl.medianNS)/1e6, e.timeRepeat, float64(tl.maxNS)/1e6)
		if tl.medianNS > 5e6 {
			t.Errorf("play() holding 60 orks takes %.3f ms, over the 5 ms budget", float64(tl.medianNS)/1e6)
		}
	}
}

// rowDiff describes the first difference between two input rows.
func rowDiff(got, want row) string {
	if got.id != want.id {
		return fmt.Sprintf("row for ork %d, Go's is for ork %d", got.id, want.id)
	}
	for k := 0; k < min(len(got.cols), len(want.cols)); k++ {
		if got.cols[k] != want.cols[k] || got.bits[k] != want.bits[k] {
			return fmt.Sprintf("ork %d: nonzero %d is input %d = %g, Go has input %d = %g", got.id, k,
				got.cols[k], math.Float32frombits(got.bits[k]), want.cols[k], math.Float32frombits(want.bits[k]))
		}
	}
	if len(got.cols) != len(want.cols) {
		return fmt.Sprintf("ork %d: %d nonzero inputs, Go has %d", got.id, len(got.cols), len(want.cols))
	}
	return ""
}

func atoi(t testing.TB, s string) int {
	v, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func dirOf(l []jutge.Order, id int) int {
	for _, o := range l {
		if o.Unit == id {
			return o.Dir
		}
	}
	return int(ork.None)
}

func ordersEqual(a, b []jutge.Order) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if a[k] != b[k] {
			return false
		}
	}
	return true
}

// TestExportedPlayerMatchesGo is the equivalence test of the default export
// (int8 weights, the default network size): 6 matches against Dummy, Demo,
// Random and Null, 1,200 rounds, each replayed as all four seats see it
// (so with the cities and paths Dummy and Demo hold, and at times all of
// them), comparing the orders and every input row, all 33 features.
func TestExportedPlayerMatchesGo(t *testing.T) {
	gxx(t)
	net, spec := testNet(t, policies.DefaultNet, 7)
	res, err := Generate(net, Options{Name: "EdaTest", Checkpoint: "random test network"})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("AIEdaTest.cc: %d bytes (%d weight bytes, int8) for a %d×%d network", len(res.Source), res.BlobBytes,
		net.Config.Hidden1, net.Config.Hidden2)
	equivalence{src: res.Source, name: "EdaTest", ref: saveNet(t, res.Net, spec, "quantised.ckpt"),
		float: saveNet(t, net, spec, "float.ckpt"), seeds: []int32{1, 2, 3, 4, 5, 6},
		opponents: []string{"Dummy", "Demo", "Random", "Null"}, rows: res.Net, views: true,
		cover: []string{"target reached", "target unreached", "enemy reached", "on an object", "on an object I hold",
			"on an object I do not hold", "other orks of mine on it", "enemy orks on it", "enemy orks near it",
			"holding its object", "errand", "errand from a later search", "free without errand",
			"free without errand, target reached", "danger beside a move", "danger where it stands",
			"an attack it wins", "an attack it loses"}}.run(t)
}

// TestExportedPlayerCrowded compares orders and input rows, seen from all
// seats, on a FIXED board of another size where everyone converges on one
// big city (crowdedConfig): the object census counts pass 8 (clipped),
// several enemies stand on the city at once, and my orks hold it, are sent
// to it, or are left without an errand when nearer ones suffice.
func TestExportedPlayerCrowded(t *testing.T) {
	gxx(t)
	net, spec := testNet(t, policies.DefaultNet, 5)
	res, err := Generate(net, Options{Name: "EdaCrowd"})
	if err != nil {
		t.Fatal(err)
	}
	equivalence{src: res.Source, name: "EdaCrowd", ref: saveNet(t, res.Net, spec, "quantised.ckpt"),
		seeds: []int32{1, 2, 3}, opponents: []string{"Dummy", "Demo"}, rows: res.Net, config: crowdedConfig(t),
		views: true, cover: []string{"target reached", "target unreached", "on an object I hold",
			"on an object I do not hold", "enemy orks on it", "a count clipped at 8", "holding its object", "errand",
			"free without errand, target reached", "danger beside a move", "danger where it stands",
			"an attack it wins", "an attack it loses"}}.run(t)
}

// crowdedConfig is a 30×30 grass island with one 6×6 city in the middle, no
// path, 9 orks per player (the most the board allows) and 200 rounds.
func crowdedConfig(t *testing.T) *ork.Config {
	t.Helper()
	const n, lo, hi = 30, 12, 17 // the city's rows and columns are lo..hi
	var b strings.Builder
	b.WriteString("OrkIsland 1.0\nnb_players 4\nrows 30\ncols 30\nnb_rounds 200\ninitial_health 100\nnb_orks 9\n" +
		"cost_grass 1\ncost_forest 2\ncost_sand 3\ncost_city 0\ncost_path 0\n" +
		"bonus_per_city_cell 1\nbonus_per_path_cell 1\nfactor_connected_component 2\n\nFIXED\ncolumns\nlabels\n")
	var city []string
	for i := 0; i < n; i++ {
		row := []byte(strings.Repeat(".", n))
		for j := range row {
			switch {
			case i == 0 || j == 0 || i == n-1 || j == n-1:
				row[j] = 'W'
			case i >= lo && i <= hi && j >= lo && j <= hi:
				row[j] = 'C'
				city = append(city, fmt.Sprintf("%d %d", i, j))
			}
		}
		fmt.Fprintf(&b, "%02d %s\n", i, row)
	}
	fmt.Fprintf(&b, "cities 1\n%d\n%s\npaths 0\n", len(city), strings.Join(city, "\n"))
	c, err := ork.ParseConfig("crowded.cnf", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestExportedPlayerTiming times play() with the player compiled on its own
// (as the Game links it) in a state where it holds all 60 orks.
func TestExportedPlayerTiming(t *testing.T) {
	gxx(t)
	net, spec := testNet(t, policies.DefaultNet, 7)
	res, err := Generate(net, Options{Name: "EdaTest"})
	if err != nil {
		t.Fatal(err)
	}
	equivalence{src: res.Source, name: "EdaTest", ref: saveNet(t, res.Net, spec, "quantised.ckpt"),
		seeds: []int32{8}, opponents: []string{"Null"}, timeRepeat: 201}.run(t)
}

// TestExportFormats checks the f16 and f32 decoders on a small network,
// against Null (so the player keeps its orks).
func TestExportFormats(t *testing.T) {
	gxx(t)
	if testing.Short() {
		t.Skip("short")
	}
	for _, f := range []Format{Float16, Float32} {
		t.Run(string(f), func(t *testing.T) {
			net, spec := testNet(t, policies.NetConfig{Hidden1: 8, Hidden2: 8}, 11)
			name := "Small" + strings.ToUpper(string(f))
			res, err := Generate(net, Options{Name: name, Format: f})
			if err != nil {
				t.Fatal(err)
			}
			equivalence{src: res.Source, name: name, ref: saveNet(t, res.Net, spec, "ref.ckpt"),
				seeds: []int32{9}, opponents: []string{"Null", "Random"}}.run(t)
		})
	}
}

// The route and tactics features' offsets in the plan-mode feature row
// (env/orkisland/routes.go, tactics.go): 5 each, except the hold flag and
// the 4 win and lose flags.
const (
	featTarget = 12 // distance to the target field, then its change moving bottom, right, top, left
	featEnemy  = 17 // the same for the enemy field
	featObject = 22 // on an object, held by me, my orks on it, most enemy orks of one player, enemy orks near
	featHold   = 27 // one of the orks its object needs to stay
	featErrand = 28 // the field of the search that assigned the ork an object, as the target field; 1s when none
	featEnd    = featErrand + 5
	featDanger = 33 // per direction bottom, right, top, left, none
	featWin    = 38 // per move
	featLose   = 42 // per move
)

// routeCases name the states of the route features an equivalence test can
// require its compared input rows to include, each tested on one ork's
// features.
var routeCases = []struct {
	name string
	in   func(f []float32) bool
}{
	{"target reached", func(f []float32) bool { return f[featTarget] < 1 }},
	{"target unreached", func(f []float32) bool { return allOnes(f[featTarget : featTarget+5]) }},
	{"enemy reached", func(f []float32) bool { return f[featEnemy] < 1 }},
	{"enemy unreached", func(f []float32) bool { return allOnes(f[featEnemy : featEnemy+5]) }},
	{"on an object", func(f []float32) bool { return f[featObject] == 1 }},
	{"on an object I hold", func(f []float32) bool { return f[featObject+1] == 1 }},
	{"on an object I do not hold", func(f []float32) bool { return f[featObject] == 1 && f[featObject+1] == 0 }},
	{"other orks of mine on it", func(f []float32) bool { return f[featObject+2] > 1.0/8 }},
	{"enemy orks on it", func(f []float32) bool { return f[featObject+3] > 0 }},
	{"enemy orks near it", func(f []float32) bool { return f[featObject+4] > 0 }},
	{"a count clipped at 8", func(f []float32) bool { return slices.Contains(f[featObject+2:featObject+5], 1) }},
	{"holding its object", func(f []float32) bool { return f[featHold] == 1 }},
	{"errand", func(f []float32) bool { return !allOnes(f[featErrand:featEnd]) }},
	// The first search is the target field; an errand that differs from it
	// comes from a later one (one that equals it may too).
	{"errand from a later search", func(f []float32) bool {
		return !allOnes(f[featErrand:featEnd]) && !slices.Equal(f[featErrand:featEnd], f[featTarget:featTarget+5])
	}},
	{"free without errand", func(f []float32) bool { return f[featHold] == 0 && allOnes(f[featErrand:featEnd]) }},
	{"free without errand, target reached", func(f []float32) bool {
		return f[featHold] == 0 && allOnes(f[featErrand:featEnd]) && f[featTarget] < 1
	}},
	{"danger beside a move", func(f []float32) bool { return slices.ContainsFunc(f[featDanger:featDanger+4], nonzero) }},
	{"danger where it stands", func(f []float32) bool { return f[featDanger+4] > 0 }},
	{"an attack it wins", func(f []float32) bool { return slices.Contains(f[featWin:featWin+4], 1) }},
	{"an attack it loses", func(f []float32) bool { return slices.Contains(f[featLose:featLose+4], 1) }},
}

func nonzero(x float32) bool { return x != 0 }

// checkCoverage logs how many of the rows are in each feature case and fails
// when one of the required cases has none.
func checkCoverage(t *testing.T, rows [][]row, cropLen int, required []string) {
	t.Helper()
	count := map[string]int{}
	total := 0
	for _, round := range rows {
		for _, r := range round {
			f := make([]float32, ork.NumPlanFeatures)
			for k, c := range r.cols {
				if j := int(c) - cropLen; j >= 0 && j < len(f) {
					f[j] = math.Float32frombits(r.bits[k])
				}
			}
			total++
			for _, c := range routeCases {
				if c.in(f) {
					count[c.name]++
				}
			}
		}
	}
	var parts []string
	for _, c := range routeCases {
		parts = append(parts, fmt.Sprintf("%s %d", c.name, count[c.name]))
	}
	t.Logf("route and tactics features over %d rows: %s", total, strings.Join(parts, ", "))
	for _, name := range required {
		if count[name] == 0 {
			t.Errorf("no compared input row has route case %q", name)
		}
	}
}

func allOnes(f []float32) bool {
	for _, v := range f {
		if v != 1 {
			return false
		}
	}
	return true
}
