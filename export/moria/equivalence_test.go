package moria

import (
	"fmt"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	mor "github.com/edagym/edagym/env/moria"
	"github.com/edagym/edagym/export/exporttest"
)

// TestExportedPlayerMatchesGo is the equivalence test of the default export
// (int8 weights, the default network size): 5 matches against Dummy, Demo,
// Random and Null, 1,000 rounds, each replayed as all four seats see it,
// comparing the orders and every input row (all 23 planes and 27 features,
// each index of Durin's order among them)
// and mask.
func TestExportedPlayerMatchesGo(t *testing.T) {
	cov := &coverage{}
	exporttest.Exported(t, "", 7, exporttest.Case{Harness: harness(moriaDumpOf(0, cov)), Name: "EdaTest", Seeds: []int32{1, 2, 3, 4, 5},
		Opponents: []string{"Dummy", "Demo", "Random", "Null"}, Views: true,
		Cover: []string{"a rock dug part way", "a wounded unit in the crop", "a wounded unit", "on the Outside ring",
			"the Balrog in the crop", "a treasure in the crop", "the crop off the board", "units captured"}},
		exporttest.Float|exporttest.Rows).Run(t)
	cov.check(t, append([]string{"a nearest-treasure tie"}, maskCases...))
}

// TestExportedPlayerFewTreasures compares orders, input rows and masks, seen
// from all seats, on a FIXED board with four treasures (fewTreasures): the
// clans take them within the match, so that the rows include the case with
// no treasure left, and units between two of them the ties.
func TestExportedPlayerFewTreasures(t *testing.T) {
	cov := &coverage{}
	exporttest.Exported(t, "", 5, exporttest.Case{Harness: harness(moriaDumpOf(0, cov)), Name: "EdaFew", Seeds: []int32{1, 2}, Opponents: []string{"Dummy", "Demo"}, Config: fewTreasures(t),
		Views: true, Cover: []string{"no treasure left", "a rock dug part way"}}, exporttest.Rows).Run(t)
	cov.check(t, []string{"no treasure left", "a nearest-treasure tie", "a dwarf digs a rock", "refused: granite"})
}

// fewTreasures is a FIXED map: caves, a band of rock (part of it dug), a
// granite wall, some abysses, a few caves already conquered and four
// treasures at the corners of a square.
func fewTreasures(t *testing.T) *mor.Config {
	t.Helper()
	var b strings.Builder
	b.WriteString("Moria 1.1\nnb_players 4\nnb_rounds 200\nnb_dwarves 20\nnb_wizards 5\nmax_nb_orcs 20\n" +
		"nb_trolls 4\ntreasure_value 10\nrock_resistance 5\nrows 60\ncols 60\n\nFIXED\n")
	for i := 0; i < mor.Rows; i++ {
		row := []byte(strings.Repeat("C", mor.Cols))
		for j := range row {
			switch {
			case i < 2 || j < 2 || i >= mor.Rows-2 || j >= mor.Cols-2:
				row[j] = 'O'
			case i >= 10 && i <= 13:
				row[j] = "Rcba"[j%4]
			case i == 30 && j >= 10 && j < 25:
				row[j] = 'G'
			case (i == 20 || i == 40) && (j == 20 || j == 40):
				row[j] = 'T'
			case i%9 == 5 && j%11 == 7:
				row[j] = 'A'
			case i >= 48 && i < 52 && j >= 5 && j < 13:
				row[j] = byte('0' + j%4)
			}
		}
		fmt.Fprintf(&b, "%s\n", row)
	}
	c, err := mor.ParseConfig("few.cnf", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	return c.(*mor.Config)
}

// TestExportedLatePlanPlayerMatchesGo: a lateplan-mode checkpoint exports
// through plan mode's C++ written with Thorin's knobs: every input row,
// mask and order as Go's, the orders in Thorin's sequence (his dwarves'
// steps beside an enemy dwarf last), on 2 matches against Durin, Dummy,
// Random and Demo seen from all four seats.
func TestExportedLatePlanPlayerMatchesGo(t *testing.T) {
	if !mor.ThorinStyle.ApproachLast {
		t.Fatal("Thorin gives no step last: nothing to tell apart from Durin")
	}
	exporttest.Exported(t, env.LatePlan, 7, exporttest.Case{Harness: harness(moriaDumpOf(0, nil)), Name: "EdaLate", Seeds: []int32{1, 2},
		Opponents: []string{"Durin", "Dummy", "Random", "Demo"}, Views: true}, exporttest.Rows).Run(t)
}
