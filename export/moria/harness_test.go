package moria

import (
	"testing"

	_ "github.com/edagym/edagym/agents/moria"
	"github.com/edagym/edagym/env"
	mor "github.com/edagym/edagym/env/moria"
	"github.com/edagym/edagym/export/exporttest"

	_ "github.com/edagym/edagym/cxx/moria" // the player API the harness compiles against
	"github.com/edagym/edagym/env/grid"
)

// moriaDump writes Moria states for the harness (dump_test.go). With repeat > 1
// every recorded round is played that many times, so that its time is a
// median robust to the other work on the machine. With cov, it counts the
// cases of the mask and of the nearest-treasure search in the states it
// writes (coverage).
type moriaDump struct {
	exporttest.Dump[*mor.Match]
	repeat int
	cov    *coverage
}

// moriaDumpOf is a moriaDump over this package's dump functions.
func moriaDumpOf(repeat int, cov *coverage) moriaDump {
	return moriaDump{Dump: exporttest.Dump[*mor.Match]{Settings: settings, Round: AppendRound, Own: units},
		repeat: repeat, cov: cov}
}

func (d moriaDump) AppendRound(dst []byte, m env.Match, me, repeat int) []byte {
	if d.cov != nil {
		d.cov.count(m.(*mor.Match), me, d.Units(m, me))
	}
	return AppendRound(dst, m.(*mor.Match), me, max(repeat, d.repeat), nil)
}

// units are seat me's dwarves and wizards in ascending ids: the encoder's
// slot order in units mode.
func units(mm *mor.Match, me int) []int {
	c := mm.Settings()
	var ids []int
	for id, u := range mm.Units()[:c.Players*(c.Dwarves+c.Wizards)] {
		if u.Owner == me {
			ids = append(ids, id)
		}
	}
	return ids
}

// game is the exporters' and the harness's name of this game.
const game = "moria"

// harness is Moria's part of every comparison (exporttest.Case), with
// dump d (moriaDumpOf: repeated or counted): the player API of cxx:moria
// seats (cxx/moria/api) and testdata/replay.hh; plan mode unless a Case
// says otherwise; a Case with Rows checks that every plane and feature is
// nonzero in some row and that the cases its Cover names occur
// (checkCoverage).
func harness(d moriaDump) exporttest.Harness {
	return exporttest.Harness{Game: "moria", Replay: "testdata", Dump: d, NoOrder: int(grid.None), Intensity: []int{5, 19}, DefaultMode: env.Plan,
		Timed: func(repeat int) *exporttest.Timing {
			// a state where the player holds every dwarf and wizard
			return &exporttest.Timing{Round: 100, Repeat: repeat, MaxCalls: 100, BudgetNS: 5e6,
				State: d.HoldingAll} // the plain dump: neither counted nor repeated
		},
		Check: func(t *testing.T, c *exporttest.Case, rep *exporttest.Report) {
			if c.Rows != nil {
				checkCoverage(t, rep.WantRows, c.Rows.Layout, c.Mode, c.Cover)
			}
		}}
}
