package env

import "github.com/edagym/edagym/env/jutge"

// Stage is one named step of a round of a game whose match is M: it reads
// the players' orders and changes the match. A game's round is a list of
// stages run in order, each stage's doc comment quoting the rule it
// implements.
type Stage[M any] struct {
	Name string
	Run  func(m M, orders [][]jutge.Order)
}

// RunStages plays one round: every stage, in order.
func RunStages[M any](stages []Stage[M], m M, orders [][]jutge.Order) {
	for _, s := range stages {
		s.Run(m, orders)
	}
}

// StageNames lists a round's stages, in order.
func StageNames[M any](stages []Stage[M]) []string {
	out := make([]string, len(stages))
	for k, s := range stages {
		out[k] = s.Name
	}
	return out
}
