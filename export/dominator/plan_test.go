package dominator

import (
	"fmt"
	"reflect"
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

// fOrder is the first of plan mode's 9 order features
// (docs/observations-dominator.md, plan mode): 21 + d for the Overlord's
// direction d, 29 for no order.
const fOrder = dom.NumFeatures

// planCases name what an equivalence test of a plan-mode export requires
// among its compared rows: each of the Overlord's orders (each index of
// the one-hot) given to some unit, and each unit type ordered to move and
// to stay.
var planCases = func() []exporttest.RowCase {
	var cs []exporttest.RowCase
	for d := range int(grid.NumDirs) {
		cs = append(cs, exporttest.RowCase{Name: fmt.Sprintf("the Overlord's order %d", d),
			In: func(r *exporttest.Input) bool { return r.F[fOrder+d] == 1 }})
	}
	for t, name := range []string{"farmer", "knight", "witch"} {
		cs = append(cs,
			exporttest.RowCase{Name: "a " + name + " the Overlord moves",
				In: func(r *exporttest.Input) bool { return r.F[t] == 1 && r.F[fOrder+int(grid.None)] == 0 }},
			exporttest.RowCase{Name: "a " + name + " the Overlord keeps still",
				In: func(r *exporttest.Input) bool { return r.F[t] == 1 && r.F[fOrder+int(grid.None)] == 1 }})
	}
	return cs
}()

// TestPlanReadsEveryStyleKnob: the plan-mode C++ reads every knob of
// dom.Style from .Game.Values (OverlordStyle's values, written into the
// file), so a knob added to Style fails here until the C++ port plays it.
func TestPlanReadsEveryStyleKnob(t *testing.T) {
	st := reflect.TypeOf(dom.Style{})
	for i := range st.NumField() {
		name := st.Field(i).Name
		if !strings.Contains(blocks, ".Game.Values."+name+"}}") {
			t.Errorf("the C++ plan does not read Style.%s (.Game.Values.%s): port it to player.cc.tmpl", name, name)
		}
	}
}

// TestGeneratedPlanSource checks the submission rules on the text of a
// default plan-mode export (64×64, int8) within 200,000 bytes, that a
// float32 one is refused for its size, and that the file's Style
// constants are OverlordStyle's.
func TestGeneratedPlanSource(t *testing.T) {
	res := harness().Source(t, env.Plan, "Sauron")
	exporttest.CheckSource(t, res.Source, 200_000)
	s := dom.OverlordStyle
	for _, want := range []string{"kFeatures = 30,", "kOrder = 21,",
		fmt.Sprintf("kRivalWitchRadius = %d, kOwnWitchRadius = %d,", s.RivalWitchRadius, s.OwnWitchRadius),
		fmt.Sprintf("kFleeRadius = %d, kKnightHeal = %d,", s.FleeRadius, s.KnightHeal),
		fmt.Sprintf("kKnightFinish = %d, kFleeLook = %d,", s.KnightFinish, s.FleeLook),
		fmt.Sprintf("kWitchHarass = %d, kHarassRadius = %d,", s.WitchHarass, s.HarassRadius)} {
		if !strings.Contains(string(res.Source), want) {
			t.Errorf("no %q in the plan-mode file", want)
		}
	}
}

// planPlayer gives the orders of a generator-less Planner in its style,
// in ascending unit ids and without the None ones: what an exported
// player whose network follows its plan (followPlan) commands.
type planPlayer struct{ p *dom.Planner }

func (pp planPlayer) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*dom.Match)
	pp.p.Plan(m, me)
	for _, id := range Units(m, me) {
		if d := pp.p.OrderOf(id); d != grid.None {
			out.Add(id, int(d))
		}
	}
}

// TestPlanStyleFlowsIntoTheFile: the file's plan plays whatever Style the
// exporter's Values hold. The plan-mode exporter with the Dummy's Style
// (FleeRadius and KnightHeal 0: the flight and the healing compiled out,
// other radii) exports a network that follows its plan (followPlan); the
// file, compiled without a warning, must command exactly what the Dummy's
// plan (without a generator) orders, on 2 matches against Dummy,
// Overlord, Random and Demo seen from all four seats.
func TestPlanStyleFlowsIntoTheFile(t *testing.T) {
	if dom.DummyStyle == dom.OverlordStyle {
		t.Fatal("the Dummy's and the Overlord's Style are the same: nothing to tell apart")
	}
	g := *exporttest.ExporterMode(t, game, env.Plan)
	g.Values = planValues{Style: dom.DummyStyle, Teacher: "Dummy"}
	checkFollowsPlan(t, &g, env.Plan, dom.DummyStyle, "EdaDummyPlan")
}

// TestExportedHarryPlanPlayerMatchesGo: a harryplan-mode checkpoint
// exports through plan mode's C++ written with the Harrier's knobs (its
// witches go where most rivals are): a network that follows its plan
// commands exactly what the Harrier's plan orders.
func TestExportedHarryPlanPlayerMatchesGo(t *testing.T) {
	if dom.HarrierStyle.WitchHarass == 0 {
		t.Fatal("the Harrier's witches do not harry: nothing to tell apart from the Overlord")
	}
	checkFollowsPlan(t, exporttest.ExporterMode(t, game, env.HarryPlan), env.HarryPlan, dom.HarrierStyle, "EdaHarryPlan")
}

// checkFollowsPlan exports, with g, a mode network that follows its plan
// and checks the file's orders are style's plan's.
func checkFollowsPlan(t *testing.T, g *export.Game, mode env.Mode, style dom.Style, name string) {
	exporttest.Gxx(t)
	net, _ := harness().Net(t, mode, policies.DefaultNet, 19)
	followPlan(net)
	res := exporttest.Generate(t, g, net, export.Options{Name: name})
	for _, want := range []string{
		fmt.Sprintf("kFleeRadius = %d, kKnightHeal = %d,", style.FleeRadius, style.KnightHeal),
		fmt.Sprintf("kWitchHarass = %d, kHarassRadius = %d,", style.WitchHarass, style.HarassRadius)} {
		if !strings.Contains(string(res.Source), want) {
			t.Fatalf("no %q in the file", want)
		}
	}
	exporttest.Case{Harness: harness(), Src: res.Source, Name: name, Mode: mode, Views: true,
		Ref:   func(int, *jutge.Random) env.Player { return planPlayer{dom.NewPlanner(style, nil)} },
		Seeds: []int32{3, 4}, Opponents: []string{"Dummy", "Overlord", "Random", "Demo"}}.Run(t)
}
