package orkisland

import (
	"fmt"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/export/exporttest"
)

// TestExportedPlayerMatchesGo is the equivalence test of the default export
// (int8 weights, the default network size): 6 matches against Dummy, Demo,
// Random and Null, 1,200 rounds, each replayed as all four seats see it
// (so with the cities and paths Dummy and Demo hold, and at times all of
// them), comparing the orders and every input row, all 33 features.
func TestExportedPlayerMatchesGo(t *testing.T) {
	exporttest.Exported(t, "", 7, exporttest.Case{Harness: harness(), Name: "EdaTest", Seeds: []int32{1, 2, 3, 4, 5, 6},
		Opponents: []string{"Dummy", "Demo", "Random", "Null"}, Views: true,
		Cover: []string{"target reached", "target unreached", "enemy reached", "on an object", "on an object I hold",
			"on an object I do not hold", "other orks of mine on it", "enemy orks on it", "enemy orks near it",
			"holding its object", "errand", "errand from a later search", "free without errand",
			"free without errand, target reached", "danger beside a move", "danger where it stands",
			"an attack it wins", "an attack it loses"}}, exporttest.Float|exporttest.Rows).Run(t)
}

// TestExportedFactsPlayerMatchesGo is the facts-mode export's equivalence
// test: the same matches and seats as the plan-mode one, orders and every
// input row (42 features: the plan's row cut, the object's need and the ork's rank on it).
func TestExportedFactsPlayerMatchesGo(t *testing.T) {
	exporttest.Exported(t, env.Facts, 7, exporttest.Case{Harness: harness(), Name: "EdaFacts", Seeds: []int32{1, 2, 3, 4, 5, 6},
		Opponents: []string{"Dummy", "Demo", "Random", "Null"}, Views: true}, exporttest.Float|exporttest.Rows).Run(t)
}

// TestExportedRoadPlanPlayerMatchesGo is the roadplan-mode export's
// equivalence test: plan mode's features, their fields searched with the
// RoadStudent's weights (kTerrainScale 28, kMaxTerrain 43); the same
// matches and seats, orders and every input row, every route case covered.
func TestExportedRoadPlanPlayerMatchesGo(t *testing.T) {
	exporttest.Exported(t, env.RoadPlan, 7, exporttest.Case{Harness: harness(), Name: "EdaRoad", Seeds: []int32{1, 2, 3, 4, 5, 6},
		Opponents: []string{"Dummy", "Demo", "Random", "Null"}, Views: true,
		Cover: []string{"target reached", "target unreached", "enemy reached", "on an object", "on an object I hold",
			"on an object I do not hold", "holding its object", "errand", "errand from a later search",
			"free without errand", "danger beside a move", "an attack it wins", "an attack it loses"}}, exporttest.Float|exporttest.Rows).Run(t)
}

// TestExportedPlayerCrowded compares orders and input rows, seen from all
// seats, on a FIXED board of another size where everyone converges on one
// big city (crowdedConfig): the object census counts pass 8 (clipped),
// several enemies stand on the city at once, and my orks hold it, are sent
// to it, or are left without an errand when nearer ones suffice.
func TestExportedPlayerCrowded(t *testing.T) {
	exporttest.Exported(t, "", 5, exporttest.Case{Harness: harness(), Name: "EdaCrowd", Seeds: []int32{1, 2, 3}, Opponents: []string{"Dummy", "Demo"}, Config: crowdedConfig(t),
		Views: true, Cover: []string{"target reached", "target unreached", "on an object I hold",
			"on an object I do not hold", "enemy orks on it", "a count clipped at 8", "holding its object", "errand",
			"free without errand, target reached", "danger beside a move", "danger where it stands",
			"an attack it wins", "an attack it loses"}}, exporttest.Rows).Run(t)
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
	exporttest.Exported(t, "", 7, exporttest.Case{Harness: harness(), Name: "EdaTest", Seeds: []int32{8}, Opponents: []string{"Null"}, TimeRepeat: 201}, exporttest.Orders).Run(t)
}

// TestExportFormats checks the f16 and f32 decoders on a small network,
// against Null (so the player keeps its orks).
func TestExportFormats(t *testing.T) {
	harness().CheckFormats(t, 11)
}
