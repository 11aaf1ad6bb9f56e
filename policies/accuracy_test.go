package policies

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestAccuracyCountsChoices: a minibatch's accuracy counts every row, and
// Choices / ChoiceHits only the rows with more than one legal action,
// against the same counts taken from the actor's probabilities. A clone's
// agreement read from Accuracy alone is inflated by forced rows (74% of
// Mad Max's), which always agree.
func TestAccuracyCountsChoices(t *testing.T) {
	s := tinySpec(true)
	n, err := NewNet(s, NetConfig{Hidden1: 8, Hidden2: 6}, 3)
	if err != nil {
		t.Fatal(err)
	}
	a := n.NewActor()
	a.RecordProbs()
	obs := s.NewObs()
	mask := make([]uint8, s.Slots*s.Actions)
	r := rand.New(rand.NewPCG(9, 10))
	var mb Minibatch
	mb.Reset()
	var rows, hits, choices, choiceHits float64
	for range 40 {
		randomAgent(r, s, obs, mask)
		appendAgent(n, &mb, a, obs, mask, r)
		probs, u := a.UnitProbs(), 0
		for slot := 0; slot < s.Slots; slot++ {
			if obs[n.Layout.Units][slot] == 0 {
				continue
			}
			row := len(mb.Act) - len(probs)/s.Actions + u
			p := probs[u*s.Actions : (u+1)*s.Actions]
			best := 0
			for k := range p {
				if p[k] > p[best] {
					best = k
				}
			}
			hit := 0.0
			if int32(best) == mb.Act[row] {
				hit = 1
			}
			rows++
			hits += hit
			if OnlyAllowed(mask[slot*s.Actions:(slot+1)*s.Actions]) < 0 {
				choices++
				choiceHits += hit
			}
			u++
		}
	}
	if choices == rows || choices == 0 || choiceHits == choices || choiceHits == 0 {
		t.Fatalf("%v rows, %v with a choice, %v of them hits: the test covers nothing", rows, choices, choiceHits)
	}
	g, err := NewGraph[float64](n, mb.B(), mb.Rows.Len())
	if err != nil {
		t.Fatal(err)
	}
	g.SetParams(n.Params)
	if err := g.Load(&mb, Coefs{Clip: 0.2, Value: 0.5, Clone: 1}); err != nil {
		t.Fatal(err)
	}
	st, err := g.Run(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name      string
		got, want float64
	}{{"accuracy", st.Accuracy, hits / rows}, {"choices", st.Choices, choices / rows}, {"choice hits", st.ChoiceHits, choiceHits / rows}} {
		if math.Abs(c.got-c.want) > 1e-12 {
			t.Errorf("%s %v, want %v", c.name, c.got, c.want)
		}
	}
}
