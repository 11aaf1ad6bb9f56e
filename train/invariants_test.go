package train

import (
	"fmt"
	"math"
	"testing"

	_ "github.com/edagym/edagym/all"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/policies"
)

// TestRolloutInvariants collects one rollout of every game and per-unit
// mode and checks what PPO relies on: every recorded action is one its
// recorded mask allows (masked actions are never sampled, so never
// credited), and before any gradient step the training graph's
// log-probabilities and values of the recorded agent-steps are the ones the
// actor sampled with (the ratio is 1 up to float32 rounding: the actor and
// the graph sum in different orders).
func TestRolloutInvariants(t *testing.T) {
	for _, game := range env.GameNames() {
		g, _ := env.Lookup(game)
		for _, mode := range g.Modes {
			if !mode.PerUnit() {
				continue
			}
			t.Run(fmt.Sprintf("%s/%s", game, mode), func(t *testing.T) { rolloutInvariants(t, game, mode) })
		}
	}
}

func rolloutInvariants(t *testing.T, game string, mode env.Mode) {
	cfg := tinyConfig()
	cfg.Game, cfg.Mode, cfg.Net = game, string(mode), policies.NetConfig{Hidden1: 16, Hidden2: 16}
	cfg.Curriculum = []Stage{{Until: 1, Lineups: [][]string{{"Random", "Demo", "learner"}}}}
	tr, err := New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	// sharper logits than the initial near-uniform policy, so that a wrong
	// row, mask or action shows in the log-probabilities
	for i := range tr.Net.W3() {
		tr.Net.W3()[i] *= 100
	}
	if err := tr.collect(); err != nil {
		t.Fatal(err)
	}
	r := tr.ro
	A := tr.spec.Actions
	rows := 0
	for a := range r.bufs {
		b := &r.bufs[a]
		for row, act := range b.act {
			if b.mask[row*A+int(act)] == 0 {
				t.Fatalf("agent %d row %d: action %d is masked out (mask %v)", a, row, act, b.mask[row*A:(row+1)*A])
			}
		}
		rows += len(b.act)
	}
	var idx []int
	for i, ok := range r.valid {
		if ok {
			idx = append(idx, i)
		}
	}
	tr.fill(idx)
	gr, err := policies.NewGraph[float32](tr.Net, len(idx), tr.mb.Rows.Len())
	if err != nil {
		t.Fatal(err)
	}
	gr.SetParams(tr.Net.Params)
	if err := gr.Load(&tr.mb, policies.Coefs{Clip: 0.2}); err != nil {
		t.Fatal(err)
	}
	if _, err := gr.Run(nil); err != nil {
		t.Fatal(err)
	}
	worst := 0.0
	for b, i := range idx {
		lp, old := float64(gr.LogProbs()[b]), float64(r.logp[i])
		d := math.Abs(lp - old)
		worst = max(worst, d)
		if d > 1e-4*max(1, math.Abs(old)) {
			t.Errorf("agent-step %d: the graph's log-probability %.6f, the actor's %.6f", i, lp, old)
		}
		if dv := math.Abs(float64(gr.Values()[b] - r.value[i])); dv > 1e-4 {
			t.Errorf("agent-step %d: the graph's value %.6f, the actor's %.6f", i, gr.Values()[b], r.value[i])
		}
	}
	// Each row's recorded log-probability is the graph's (the per-unit
	// ratio starts at 1 too), and they sum to the agent-step's.
	if len(tr.mb.OldLogPRow) != tr.mb.Rows.Len() {
		t.Fatalf("%d rows, %d row log-probabilities", tr.mb.Rows.Len(), len(tr.mb.OldLogPRow))
	}
	worstRow := 0.0
	for r, lp := range gr.RowLogProbs() {
		d := math.Abs(float64(lp - tr.mb.OldLogPRow[r]))
		worstRow = max(worstRow, d)
		if d > 1e-4*max(1, math.Abs(float64(lp))) {
			t.Fatalf("row %d: the graph's log-probability %.6f, the actor's %.6f", r, lp, tr.mb.OldLogPRow[r])
		}
	}
	for b := range idx {
		sum := 0.0
		for _, lp := range tr.mb.OldLogPRow[tr.mb.Start[b]:tr.mb.Start[b+1]] {
			sum += float64(lp)
		}
		if d := math.Abs(sum - float64(tr.mb.OldLogP[b])); d > 1e-4*max(1, math.Abs(sum)) {
			t.Fatalf("agent-step %d: its rows' log-probabilities sum to %.6f, its own is %.6f", b, sum, tr.mb.OldLogP[b])
		}
	}
	t.Logf("%d agent-steps, %d unit rows: largest |log ratio| %.2g, per row %.2g", len(idx), rows, worst, worstRow)
}
