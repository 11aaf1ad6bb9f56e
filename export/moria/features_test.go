package moria

import (
	"fmt"
	"math"
	"strings"
	"testing"

	mor "github.com/edagym/edagym/env/moria"
	"github.com/edagym/edagym/export/exporttest"
)

var planeNames = [mor.NumPlanes]string{"outside", "cave", "abyss", "granite", "rock", "rock turns", "treasure",
	"my cave", "cave of clan +1", "cave of clan +2", "cave of clan +3",
	"my dwarf", "dwarf of clan +1", "dwarf of clan +2", "dwarf of clan +3",
	"my wizard", "wizard of clan +1", "wizard of clan +2", "wizard of clan +3",
	"health", "orc", "troll", "Balrog"}

// featureNames are plan mode's: units mode's 18, then each index of Durin's
// order one-hot, so that checkCoverage requires every order to occur.
var featureNames = [mor.NumPlanFeatures]string{"dwarf", "wizard", "health", "row", "column", "round",
	"my share", "share of clan +1", "share of clan +2", "share of clan +3",
	"treasure distance", "treasure row offset", "treasure column offset",
	"Balrog distance", "Balrog row offset", "Balrog column offset", "my share of the units", "inside Moria",
	"Durin: bottom", "Durin: bottom right", "Durin: right", "Durin: top right", "Durin: top",
	"Durin: top left", "Durin: left", "Durin: bottom left", "Durin: no order"}

// rowCases are states of a row beyond "each plane and feature nonzero
// somewhere", named for the log; all must occur.
var rowCases = []struct {
	name string
	in   func(crop []float32, f []float32) bool
}{
	{"a rock dug part way", func(c, f []float32) bool { return anyIn(c, 5, func(v float32) bool { return v > 0 && v < 1 }) }},
	{"a wounded unit in the crop", func(c, f []float32) bool { return anyIn(c, 19, func(v float32) bool { return v > 0 && v < 1 }) }},
	{"a wounded unit", func(c, f []float32) bool { return f[2] < 1 }},
	{"on the Outside ring", func(c, f []float32) bool { return f[17] == 0 }},
	{"the Balrog in the crop", func(c, f []float32) bool { return anyIn(c, 22, func(v float32) bool { return v > 0 }) }},
	{"a treasure in the crop", func(c, f []float32) bool { return anyIn(c, 6, func(v float32) bool { return v > 0 }) }},
	{"the crop off the board", func(c, f []float32) bool { return offBoard(c) }},
	{"no treasure left", func(c, f []float32) bool { return f[10] == 1 && f[11] == 0 && f[12] == 0 }},
	{"units captured", func(c, f []float32) bool { return f[16] != 0.25 }},
}

// anyIn reports whether plane p of a 7×7 crop has a value that ok accepts.
func anyIn(crop []float32, p int, ok func(float32) bool) bool {
	const area = mor.CropSize * mor.CropSize
	for _, v := range crop[p*area : (p+1)*area] {
		if ok(v) {
			return true
		}
	}
	return false
}

// offBoard reports whether a crop cell has no terrain plane (off the board).
func offBoard(crop []float32) bool {
	const area = mor.CropSize * mor.CropSize
	for k := range area {
		some := false
		for p := 0; p < 5; p++ {
			some = some || crop[p*area+k] != 0
		}
		if !some {
			return true
		}
	}
	return false
}

// checkCoverage logs how many rows have each plane and each feature
// nonzero, and each named case, and fails when a plane or a feature is
// never nonzero or a required case never occurs.
func checkCoverage(t *testing.T, rows [][]exporttest.Row, cropLen int, required []string) {
	t.Helper()
	var planes [mor.NumPlanes]int
	var feats [mor.NumPlanFeatures]int
	cases := map[string]int{}
	total := 0
	for _, round := range rows {
		for _, r := range round {
			crop := make([]float32, cropLen)
			f := make([]float32, mor.NumPlanFeatures)
			for k, c := range r.Cols {
				v := math.Float32frombits(r.Bits[k])
				if int(c) < cropLen {
					crop[c] = v
				} else {
					f[int(c)-cropLen] = v
				}
			}
			total++
			for p := range planes {
				if anyIn(crop, p, func(v float32) bool { return v != 0 }) {
					planes[p]++
				}
			}
			for k, v := range f {
				if v != 0 {
					feats[k]++
				}
			}
			for _, c := range rowCases {
				if c.in(crop, f) {
					cases[c.name]++
				}
			}
		}
	}
	var parts []string
	for p, n := range planes {
		parts = append(parts, fmt.Sprintf("%s %d", planeNames[p], n))
		if n == 0 {
			t.Errorf("no compared input row has plane %d (%s) nonzero", p, planeNames[p])
		}
	}
	t.Logf("planes nonzero over %d rows: %s", total, strings.Join(parts, ", "))
	parts = parts[:0]
	for k, n := range feats {
		parts = append(parts, fmt.Sprintf("%s %d", featureNames[k], n))
		if n == 0 {
			t.Errorf("no compared input row has feature %d (%s) nonzero", k, featureNames[k])
		}
	}
	t.Logf("features nonzero: %s", strings.Join(parts, ", "))
	parts = parts[:0]
	for _, c := range rowCases {
		parts = append(parts, fmt.Sprintf("%s %d", c.name, cases[c.name]))
	}
	t.Logf("cases: %s", strings.Join(parts, ", "))
	for _, name := range required {
		if cases[name] == 0 {
			t.Errorf("no compared input row has case %q", name)
		}
	}
}

// coverage counts, over the states dumped, the cases of the mask (why a
// move of one of my units is allowed or refused, as Match.CanMove decides
// it) and of the nearest-treasure search (ties between treasures at the
// same Chebyshev distance, which go to the first in row-major order).
type coverage struct{ n map[string]int }

// maskCases and searchCases are the names count uses, in log order.
var maskCases = []string{"a dwarf attacks an enemy dwarf or wizard", "a dwarf attacks an orc or a troll",
	"a dwarf digs a rock", "a move into an abyss", "a move onto a free cave", "a move onto the Outside ring",
	"refused: onto my own unit", "refused: a wizard onto a unit", "refused: a wizard onto a rock",
	"refused: granite", "refused: a wizard's diagonal", "refused: off the board"}
var searchCases = []string{"a nearest-treasure tie", "no treasure left"}

func (c *coverage) count(m *mor.Match, me int, ids []int) {
	if c.n == nil {
		c.n = map[string]int{}
	}
	units := m.Units()
	var treasures []mor.Pos
	for i := 0; i < mor.Rows; i++ {
		for j := 0; j < mor.Cols; j++ {
			if m.CellAt(i, j).Treasure {
				treasures = append(treasures, mor.Pos{I: i, J: j})
			}
		}
	}
	for _, id := range ids {
		u := units[id]
		best, ties := -1, 0
		for _, p := range treasures {
			switch d := mor.Chebyshev(u.Pos, p); {
			case best < 0 || d < best:
				best, ties = d, 1
			case d == best:
				ties++
			}
		}
		if ties > 1 {
			c.n["a nearest-treasure tie"]++
		}
		if best < 0 {
			c.n["no treasure left"]++
		}
		for d := mor.Bottom; d < mor.None; d++ {
			ok := m.CanMove(me, id, d)
			to := u.Pos.Add(d)
			var why string
			switch {
			case u.Type == mor.Wizard && d.Diagonal():
				why = "refused: a wizard's diagonal"
			case !mor.OnBoard(to):
				why = "refused: off the board"
			case m.Cell(to).Unit >= 0:
				v := units[m.Cell(to).Unit]
				switch {
				case v.Owner == me:
					why = "refused: onto my own unit"
				case u.Type == mor.Wizard:
					why = "refused: a wizard onto a unit"
				case v.Type == mor.Dwarf || v.Type == mor.Wizard:
					why = "a dwarf attacks an enemy dwarf or wizard"
				case v.Type == mor.Orc || v.Type == mor.Troll:
					why = "a dwarf attacks an orc or a troll"
				default:
					why = "refused: onto the Balrog"
				}
			case m.Cell(to).Type == mor.Granite:
				why = "refused: granite"
			case m.Cell(to).Type == mor.Rock && u.Type == mor.Wizard:
				why = "refused: a wizard onto a rock"
			case m.Cell(to).Type == mor.Rock:
				why = "a dwarf digs a rock"
			case m.Cell(to).Type == mor.Abyss:
				why = "a move into an abyss"
			case m.Cell(to).Type == mor.Outside:
				why = "a move onto the Outside ring"
			default:
				why = "a move onto a free cave"
			}
			if ok == strings.HasPrefix(why, "refused") {
				panic(fmt.Sprintf("coverage: unit %d direction %d: CanMove %v, but the case is %q", id, d, ok, why))
			}
			c.n[why]++
		}
	}
}

// check logs the counts and fails when one of the required cases has none.
func (c *coverage) check(t *testing.T, required []string) {
	t.Helper()
	var parts []string
	for _, name := range append(append([]string{}, maskCases...), searchCases...) {
		parts = append(parts, fmt.Sprintf("%s %d", name, c.n[name]))
	}
	t.Logf("mask and search cases (unit × direction; unit): %s", strings.Join(parts, ", "))
	for _, name := range required {
		if c.n[name] == 0 {
			t.Errorf("no compared state has case %q", name)
		}
	}
}
