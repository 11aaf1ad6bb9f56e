package dominator

import (
	"fmt"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/export/exporttest"
	"github.com/edagym/edagym/policies"
)

// maskCases are the cases of the mask (Match.CanMove) for one unit and one
// direction; the mask test requires each to occur.
var maskCases = []string{
	"refused: diagonal, not a knight", "refused: a wall", "refused: onto my own unit",
	"refused: a farmer or witch onto a rival unit", "refused: a knight onto a rival witch",
	"allowed: a knight onto a rival farmer or knight", "allowed: onto a free cell", "allowed: onto a free haunted cell",
}

// maskCase is the case of unit id's move in direction d of seat me's view.
func maskCase(m *dom.Match, me, id int, d grid.Dir) string {
	u := m.Unit(id)
	if d.Diagonal() && u.Type != dom.Knight {
		return maskCases[0]
	}
	to := u.Pos.Add(m.View(me).RealDir(d))
	if to.I < 0 || to.J < 0 || to.I >= m.Rows() || to.J >= m.Cols() || m.CellType(to) == dom.Wall {
		return maskCases[1]
	}
	if o := m.UnitAt(to); o >= 0 {
		t := m.Unit(o)
		switch {
		case t.Player == u.Player:
			return maskCases[2]
		case u.Type != dom.Knight:
			return maskCases[3]
		case t.Type == dom.Witch:
			return maskCases[4]
		}
		return maskCases[5]
	}
	if m.Haunted(to) {
		return maskCases[7]
	}
	return maskCases[6]
}

// countMask makes players that play as f's and count, in every state they
// play (the views included), the mask case of direction dir for each of
// the seat's units, and how often Go's mask disagrees with the case.
func countMask(f env.PlayerFactory, dir grid.Dir, count exporttest.Tally, bad *int) env.PlayerFactory {
	return exporttest.Watched(f, func(em env.Match, me int, _ []jutge.Order) {
		m := em.(*dom.Match)
		for _, id := range Units(m, me) {
			k := maskCase(m, me, id, dir)
			count[k]++
			if strings.HasPrefix(k, "allowed") != m.CanMove(me, id, dir) {
				*bad++
			}
		}
	})
}

// TestExportedMask compares the mask itself, direction by direction: the
// network of direction k gives every unit the logit 2 for k, 1 for None and
// 0 otherwise, so each unit is ordered k exactly when k is allowed. The
// orders of 8 such players (one match each, seen from all four seats) are
// compared with Go's, and every case of the mask must occur among the
// units and directions so compared.
func TestExportedMask(t *testing.T) {
	exporttest.Gxx(t)
	total := exporttest.Tally{}
	for k := grid.Dir(0); k < grid.None; k++ {
		net, spec := harness().Net(t, "", policies.NetConfig{Hidden1: 8, Hidden2: 8}, 13)
		clear(net.W3())
		b3 := net.B3()
		clear(b3)
		b3[k], b3[grid.None] = 2, 1
		name := fmt.Sprintf("Mask%d", k)
		res := exporttest.Generate(t, exporttest.Exporter(t, game), net, export.Options{Name: name, Format: export.Float32})
		bad := 0
		t.Run(name, func(t *testing.T) {
			exporttest.Case{Harness: harness(), Src: res.Source, Name: name, Ref: countMask(exporttest.SaveNet(t, res.Net, spec, "mask.ckpt"), k, total, &bad),
				Seeds: []int32{int32(20 + k)}, Opponents: []string{"Dummy", "Demo", "Random", "Dummy"}, Views: true}.Run(t)
		})
		if bad > 0 {
			t.Errorf("direction %d: Go's mask disagrees with the case %d times", k, bad)
		}
	}
	total.Check(t, "mask cases compared (units × directions)", maskCases, maskCases)
}
