package export

import (
	"bufio"
	"bytes"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
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
	enc, err := ork.NewEncoder(ork.Default(), env.Units)
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
type recorder struct {
	label       string
	ref, other  env.Player
	rows        *policies.Net // reads the input rows with its channel scales
	rec         *recording
	otherOrders jutge.Orders
	enc         *ork.Encoder
	obs         [][]byte
	started     bool
	onRound     func(m *ork.Match, me int)
}

// recording is what the recorders of all matches collect.
type recording struct {
	dump        []byte
	want        [][]jutge.Order
	wantRows    [][]row
	same, total int // per-ork agreement of other with ref
}

func (r *recorder) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*ork.Match)
	if !r.started {
		r.started = true
		r.rec.dump = AppendMatch(r.rec.dump, r.label, m)
	}
	r.rec.dump = AppendRound(r.rec.dump, m, me, 1, nil)
	if r.rows != nil {
		r.rec.wantRows = append(r.rec.wantRows, r.inputRows(m, me))
	}
	r.ref.Play(m, me, out)
	r.rec.want = append(r.rec.want, append([]jutge.Order(nil), out.List()...))
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

// inputRows is what the Go network reads for each of my orks: the units
// observation of env/orkisland/encode.go turned into rows by policies.
func (r *recorder) inputRows(m *ork.Match, me int) []row {
	if r.enc == nil {
		var err error
		if r.enc, err = ork.NewEncoder(m.Settings(), env.Units); err != nil {
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
		r := &recorder{label: fmt.Sprintf("s%d", seed), ref: e.ref(at, nil), rows: e.rows, rec: rec}
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
		if _, err := (&env.MatchRun{Config: ork.Default(), Seed: seed, Seats: seats}).Run(); err != nil {
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
			t.Errorf("%s round %d: %d calls, %d commands, %d API warnings", got.label, got.round, got.calls, len(got.orders), got.warnings)
		}
		if ordersEqual(got.orders, w) {
			identical++
		} else if mismatches++; mismatches <= 5 {
			t.Errorf("%s round %d: exported player gave %v, Go nn: player %v", got.label, got.round, got.orders, w)
		}
		ids := map[int]bool{}
		for _, o := range got.orders {
			if ids[o.Unit] {
				t.Errorf("%s round %d: two commands for ork %d", got.label, got.round, o.Unit)
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
				t.Fatalf("%s round %d: %d input rows, Go has %d", got.label, got.round, len(got.rows), len(wr))
			}
			for u := range wr {
				rowsAll++
				if d := rowDiff(got.rows[u], wr[u]); d == "" {
					rowsSame++
				} else if rowsAll-rowsSame <= 5 {
					t.Errorf("%s round %d: %s", got.label, got.round, d)
				}
			}
		}
	}
	t.Logf("%d/%d rounds identical (%.2f%%) over %d matches; %d/%d ordered orks agree",
		identical, len(rec.want), 100*float64(identical)/float64(len(rec.want)), len(e.seeds), orksSame, orks)
	if e.rows != nil {
		t.Logf("input rows: %d/%d identical bit for bit", rowsSame, rowsAll)
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
// Random and Null, 1,200 rounds, comparing the orders and every input row.
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
		opponents: []string{"Dummy", "Demo", "Random", "Null"}, rows: res.Net}.run(t)
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
