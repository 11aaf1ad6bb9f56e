package moria

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	mor "github.com/edagym/edagym/env/moria"
	"github.com/edagym/edagym/export/exporttest"
	"github.com/edagym/edagym/policies"
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

// rowCases are read from the crop and units mode's features, in every mode.
var rowCases = []exporttest.RowCase{
	{Name: "a rock dug part way", In: func(r *exporttest.Input) bool { return anyIn(r, 5, func(v float32) bool { return v > 0 && v < 1 }) }},
	{Name: "a wounded unit in the crop", In: func(r *exporttest.Input) bool { return anyIn(r, 19, func(v float32) bool { return v > 0 && v < 1 }) }},
	{Name: "a wounded unit", In: func(r *exporttest.Input) bool { return r.F[2] < 1 }},
	{Name: "on the Outside ring", In: func(r *exporttest.Input) bool { return r.F[17] == 0 }},
	{Name: "the Balrog in the crop", In: func(r *exporttest.Input) bool { return anyIn(r, 22, func(v float32) bool { return v > 0 }) }},
	{Name: "a treasure in the crop", In: func(r *exporttest.Input) bool { return anyIn(r, 6, func(v float32) bool { return v > 0 }) }},
	{Name: "the crop off the board", In: func(r *exporttest.Input) bool { return offBoard(r) }},
	{Name: "no treasure left", In: func(r *exporttest.Input) bool { return r.F[10] == 1 && r.F[11] == 0 && r.F[12] == 0 }},
	{Name: "units captured", In: func(r *exporttest.Input) bool { return r.F[16] != 0.25 }},
}

// factsRowCases are facts mode's own (env/moria/facts.go's layout: the
// fields from 18, 9 each; the harm from 63, the enemy dwarves' distance
// from 72, then per move enemy 81, beast 89, kill chance 97, rock 105).
var factsRowCases = []exporttest.RowCase{
	{Name: "a dwarf's field unreached", In: func(r *exporttest.Input) bool {
		return r.F[0] == 1 && (allOnes(r.F[18:27]) || allOnes(r.F[27:36]) || allOnes(r.F[36:45]))
	}},
	{Name: "a wizard's field unreached", In: func(r *exporttest.Input) bool { return r.F[1] == 1 && allOnes(r.F[45:54]) }},
	{Name: "a field's cost clipped", In: func(r *exporttest.Input) bool {
		for g := 18; g < 63; g += 9 {
			if r.F[g] == 1 && !allOnes(r.F[g:g+9]) {
				return true
			}
		}
		return false
	}},
	{Name: "a move's regret 0", In: func(r *exporttest.Input) bool { return slices.Contains(r.F[19:27], 0) }},
	{Name: "a move's regret between 0 and 1", In: func(r *exporttest.Input) bool { return anyBetween(r.F[19:27]) || anyBetween(r.F[37:45]) }},
	{Name: "harm between 0 and 1", In: func(r *exporttest.Input) bool { return anyBetween(r.F[63:72]) }},
	{Name: "harm 1", In: func(r *exporttest.Input) bool { return slices.Contains(r.F[63:72], 1) }},
	{Name: "an enemy dwarf beside a move's end", In: func(r *exporttest.Input) bool { return slices.Contains(r.F[72:81], 0.25) }},
	{Name: "a kill chance between 0 and 1", In: func(r *exporttest.Input) bool { return anyBetween(r.F[97:105]) }},
	{Name: "a rock dug part way beside", In: func(r *exporttest.Input) bool { return anyBetween(r.F[105:113]) }},
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

// anyIn reports whether plane p of the crop has a value that ok accepts.
func anyIn(r *exporttest.Input, p int, ok func(float32) bool) bool {
	return slices.ContainsFunc(r.Plane(p), ok)
}

// offBoard reports whether a crop cell has no terrain plane (off the board).
func offBoard(r *exporttest.Input) bool {
	for k := range r.Area {
		some := false
		for p := 0; p < 5; p++ {
			some = some || r.Plane(p)[k] != 0
		}
		if !some {
			return true
		}
	}
	return false
}

// checkCoverage counts the rows (of a network of layout l, of mode) in
// each case and fails when a plane or a feature is never nonzero or a
// required case never occurs.
func checkCoverage(t *testing.T, rows [][]exporttest.Row, l policies.Layout, mode env.Mode, required []string) {
	t.Helper()
	names, cases := featureNames, rowCases
	if mode == env.Facts {
		names, cases = factsFeatureNames, slices.Concat(rowCases, factsRowCases)
	}
	nonzero := exporttest.NonzeroCases(planeNames[:], names)
	cases = slices.Concat(nonzero, cases)
	exporttest.CheckCases(t, rows, l, "planes, features and cases", cases, slices.Concat(exporttest.CaseNames(nonzero), required))
}

// coverage counts, over the states dumped, the cases of the mask (why a
// move of one of my units is allowed or refused, as Match.CanMove decides
// it) and of the nearest-treasure search (ties between treasures at the
// same Chebyshev distance, which go to the first in row-major order).
type coverage struct{ n exporttest.Tally }

// maskCases and searchCases are the names count uses, in log order.
var maskCases = []string{"a dwarf attacks an enemy dwarf or wizard", "a dwarf attacks an orc or a troll",
	"a dwarf digs a rock", "a move into an abyss", "a move onto a free cave", "a move onto the Outside ring",
	"refused: onto my own unit", "refused: a wizard onto a unit", "refused: a wizard onto a rock",
	"refused: granite", "refused: a wizard's diagonal", "refused: off the board"}
var searchCases = []string{"a nearest-treasure tie", "no treasure left"}

func (c *coverage) count(m *mor.Match, me int, ids []int) {
	if c.n == nil {
		c.n = exporttest.Tally{}
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
		for d := grid.Bottom; d < grid.None; d++ {
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
	c.n.Check(t, "mask and search cases (unit × direction; unit)", slices.Concat(maskCases, searchCases), required)
}
