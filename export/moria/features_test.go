package moria

import (
	"fmt"
	"math"
	"slices"
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

// unitsFeatureNames are units mode's 18 features.
var unitsFeatureNames = []string{"dwarf", "wizard", "health", "row", "column", "round",
	"my share", "share of clan +1", "share of clan +2", "share of clan +3",
	"treasure distance", "treasure row offset", "treasure column offset",
	"Balrog distance", "Balrog row offset", "Balrog column offset", "my share of the units", "inside Moria"}

// featureNames are plan mode's: units mode's 18, then each index of Durin's
// order one-hot, so that checkCoverage requires every order to occur.
var featureNames = append(slices.Clone(unitsFeatureNames),
	"Durin: bottom", "Durin: bottom right", "Durin: right", "Durin: top right", "Durin: top",
	"Durin: top left", "Durin: left", "Durin: bottom left", "Durin: no order")

// factsFeatureNames are facts mode's (env/moria/facts.go): units mode's 18,
// the five fields (the cost here, the regret of each move), then per move
// (and None) the harm and the nearest enemy dwarf where it ends, and per
// move what it runs into.
var factsFeatureNames = func() []string {
	dirs := []string{"bottom", "bottom right", "right", "top right", "top", "top left", "left", "bottom left", "none"}
	names := slices.Clone(unitsFeatureNames)
	for _, field := range []string{"treasure", "land", "prey", "heal", "follow"} {
		names = append(names, field+" cost")
		for _, d := range dirs[:8] {
			names = append(names, field+" regret "+d)
		}
	}
	for _, group := range []string{"harm", "enemy dwarf distance", "enemy", "beast", "kill chance", "rock turns"} {
		n := 8
		if group == "harm" || group == "enemy dwarf distance" {
			n = 9
		}
		for _, d := range dirs[:n] {
			names = append(names, group+" "+d)
		}
	}
	return names
}()

// rowCase is a state of a row beyond "each plane and feature nonzero
// somewhere", named for the log.
type rowCase struct {
	name string
	in   func(crop []float32, f []float32) bool
}

// rowCases are read from the crop and units mode's features, in every mode.
var rowCases = []rowCase{
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

// factsRowCases are facts mode's own (env/moria/facts.go's layout: the
// fields from 18, 9 each; the harm from 63, the enemy dwarves' distance
// from 72, then per move enemy 81, beast 89, kill chance 97, rock 105).
var factsRowCases = []rowCase{
	{"a dwarf's field unreached", func(c, f []float32) bool {
		return f[0] == 1 && (allOnes(f[18:27]) || allOnes(f[27:36]) || allOnes(f[36:45]))
	}},
	{"a wizard's field unreached", func(c, f []float32) bool { return f[1] == 1 && allOnes(f[45:54]) }},
	{"a field's cost clipped", func(c, f []float32) bool {
		for g := 18; g < 63; g += 9 {
			if f[g] == 1 && !allOnes(f[g:g+9]) {
				return true
			}
		}
		return false
	}},
	{"a move's regret 0", func(c, f []float32) bool { return slices.Contains(f[19:27], 0) }},
	{"a move's regret between 0 and 1", func(c, f []float32) bool { return anyBetween(f[19:27]) || anyBetween(f[37:45]) }},
	{"harm between 0 and 1", func(c, f []float32) bool { return anyBetween(f[63:72]) }},
	{"harm 1", func(c, f []float32) bool { return slices.Contains(f[63:72], 1) }},
	{"an enemy dwarf beside a move's end", func(c, f []float32) bool { return slices.Contains(f[72:81], 0.25) }},
	{"a kill chance between 0 and 1", func(c, f []float32) bool { return anyBetween(f[97:105]) }},
	{"a rock dug part way beside", func(c, f []float32) bool { return anyBetween(f[105:113]) }},
}

func allOnes(f []float32) bool {
	for _, v := range f {
		if v != 1 {
			return false
		}
	}
	return true
}

func anyBetween(f []float32) bool {
	return slices.ContainsFunc(f, func(v float32) bool { return v > 0 && v < 1 })
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

// checkCoverage logs how many rows have each plane and each feature (of
// the mode whose features are names) nonzero, and each named case, and
// fails when a plane or a feature is never nonzero or a required case
// never occurs.
func checkCoverage(t *testing.T, rows [][]exporttest.Row, cropLen int, names, required []string) {
	t.Helper()
	var planes [mor.NumPlanes]int
	feats := make([]int, len(names))
	cases := map[string]int{}
	total := 0
	all := rowCases
	if len(names) == mor.NumFactsFeatures {
		all = append(slices.Clone(rowCases), factsRowCases...)
	}
	for _, round := range rows {
		for _, r := range round {
			crop := make([]float32, cropLen)
			f := make([]float32, len(names))
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
			for _, c := range all {
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
		parts = append(parts, fmt.Sprintf("%s %d", names[k], n))
		if n == 0 {
			t.Errorf("no compared input row has feature %d (%s) nonzero", k, names[k])
		}
	}
	t.Logf("features nonzero: %s", strings.Join(parts, ", "))
	parts = parts[:0]
	for _, c := range all {
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
