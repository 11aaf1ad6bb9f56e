package orkisland

import "github.com/edagym/edagym/env/orkisland/plan"

// The RoadStudent is the Student in plan.RoadStudentStyle: its orks keep to
// the cities and paths twice as hard and hunt less. It is no model of a
// student's play (the Student is); it is a stronger teacher to clone for
// issue 34, first in 40% of 200 games against three Students where a
// fourth Student is first in 22.5%.
func newRoadStudent() *Student {
	return &Student{Dummy: newDummy(plan.RoadStudentStyle)}
}
