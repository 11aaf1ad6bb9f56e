package train

import (
	"math"
	"os"
	"strconv"
	"testing"

	_ "github.com/edagym/edagym/agents/orkisland"
	_ "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/policies"
)

func tinyConfig() Config {
	return Config{Game: "orkisland", Seed: 1, NumEnvs: 4, Workers: 2, TotalSteps: 4 * 16 * 3, Rollout: 16,
		Epochs: 2, Minibatch: 16, LR: 1e-3, LRFinal: 1e-4, Gamma: 0.99, Lambda: 0.95, Clip: 0.2,
		ValueCoef: 0.5, EntropyCoef: 0.01, MaxGradNorm: 0.5,
		Net: policies.NetConfig{Hidden1: 16, Hidden2: 16},
		Curriculum: []Stage{{Until: 0.5, Lineups: [][]string{{"Random", "Random", "Random"}}},
			{Until: 1, Lineups: [][]string{{"Demo", "Random", "Demo"}, {"Dummy", "Random", "Random"}}}}}
}

// TestTrainEndToEnd runs a few updates through both curriculum stages.
func TestTrainEndToEnd(t *testing.T) {
	tr, err := New(tinyConfig(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	for !tr.Done() {
		m, err := tr.Update()
		if err != nil {
			t.Fatal(err)
		}
		if math.IsNaN(m.Loss) || m.GradNorm == 0 {
			t.Fatalf("update %d: %+v", m.Update, m)
		}
		t.Logf("%+v", m)
	}
	if tr.Updates != 3 || tr.stage != 1 {
		t.Fatalf("%d updates, stage %d", tr.Updates, tr.stage)
	}
}

// BenchmarkTrainSPS measures end-to-end learner env-steps/s (set
// EDAGYM_BENCH_ENVS, _ROLLOUT, _OPP to change the setting).
func BenchmarkTrainSPS(b *testing.B) {
	cfg := tinyConfig()
	cfg.NumEnvs, cfg.Rollout, cfg.Minibatch, cfg.Epochs = 32, 64, 256, 3
	cfg.Net = policies.DefaultNet
	if v, _ := strconv.Atoi(os.Getenv("EDAGYM_BENCH_ENVS")); v > 0 {
		cfg.NumEnvs = v
	}
	opp := os.Getenv("EDAGYM_BENCH_OPP")
	if opp == "" {
		opp = "Random"
	}
	cfg.Curriculum = []Stage{{Until: 1, Lineups: [][]string{{opp, opp, opp}}}}
	cfg.TotalSteps = 1 << 40
	tr, err := New(cfg, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer tr.Close()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m, err := tr.Update()
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(m.SPS, "env-steps/s")
		b.ReportMetric(m.CollectSec, "collect-s")
		b.ReportMetric(m.LearnSec, "learn-s")
	}
}
