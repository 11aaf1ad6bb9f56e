package export

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	_ "github.com/edagym/edagym/agents/orkisland"
	"github.com/edagym/edagym/env"
	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/export/exporttest"
	"github.com/edagym/edagym/policies"
)

// orkDump writes Ork Island states for the harness (dump.go).
type orkDump struct{}

func (orkDump) AppendMatch(dst []byte, label string, m env.Match) []byte {
	return AppendMatch(dst, label, m.(*ork.Match))
}

func (orkDump) AppendRound(dst []byte, m env.Match, me, repeat int) []byte {
	return AppendRound(dst, m.(*ork.Match), me, repeat, nil)
}

func (orkDump) Units(m env.Match, me int) []int { return m.(*ork.Match).Orks(me) }

// equivalence is an Ork Island comparison of an exported file with its Go
// reference, from the API stub in testdata/jutge.
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
	views      bool          // replay every round as each seat sees it
}

func (e equivalence) run(t *testing.T) {
	t.Helper()
	c := exporttest.Case{Game: "orkisland", Stub: "testdata/jutge", Dump: orkDump{}, NoOrder: int(ork.None),
		Src: e.src, Name: e.name, Ref: e.ref, Float: e.float, Seeds: e.seeds, Opponents: e.opponents,
		Views: e.views, Rows: e.rows, Mode: env.Plan}
	if e.config != nil {
		c.Config = e.config
	}
	if e.timeRepeat > 0 {
		c.Timing = &exporttest.Timing{Round: 100, Repeat: e.timeRepeat, MaxCalls: 60, BudgetNS: 5e6,
			State: func(dst []byte, m env.Match, me, repeat int) []byte {
				dst = AppendMatch(dst, "time", m.(*ork.Match))
				return AppendRound(dst, m.(*ork.Match), me, repeat, func(int) int { return me })
			}}
	}
	rep := c.Run(t)
	if e.rows != nil {
		checkCoverage(t, rep.WantRows, e.rows.Layout.CropLen, e.cover)
	}
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
	return exporttest.SaveNet(t, n, spec, file)
}

// TestExportedPlayerMatchesGo is the equivalence test of the default export
// (int8 weights, the default network size): 6 matches against Dummy, Demo,
// Random and Null, 1,200 rounds, each replayed as all four seats see it
// (so with the cities and paths Dummy and Demo hold, and at times all of
// them), comparing the orders and every input row, all 33 features.
func TestExportedPlayerMatchesGo(t *testing.T) {
	exporttest.Gxx(t)
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
	exporttest.Gxx(t)
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
	exporttest.Gxx(t)
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
	exporttest.Gxx(t)
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
func checkCoverage(t *testing.T, rows [][]exporttest.Row, cropLen int, required []string) {
	t.Helper()
	count := map[string]int{}
	total := 0
	for _, round := range rows {
		for _, r := range round {
			f := make([]float32, ork.NumPlanFeatures)
			for k, c := range r.Cols {
				if j := int(c) - cropLen; j >= 0 && j < len(f) {
					f[j] = math.Float32frombits(r.Bits[k])
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
