package train

import (
	"testing"

	_ "github.com/edagym/edagym/agents/dominator"
	_ "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/policies"
)

func TestDiagGrad(t *testing.T) {
	for _, path := range []string{"/tmp/w/dom0/policy.ckpt", "/tmp/w/dom1/policy.ckpt"} {
		cfg := tinyConfig()
		cfg.Game = "dominator"
		cfg.NumEnvs = 16
		cfg.Rollout = 201
		cfg.Net = policies.DefaultNet
		cfg.Curriculum = []Stage{{Until: 1, Lineups: [][]string{{"Random", "Random", "Random"}}}}
		ck, _ := policies.Load(path)
		tr, err := New(cfg, nil)
		if err != nil {
			t.Fatal(err)
		}
		n, _ := ck.NetFor(&tr.spec)
		copy(tr.Net.Params, n.Params)
		copy(tr.Net.Scale, n.Scale)
		if err := tr.collect(); err != nil {
			t.Fatal(err)
		}
		r := tr.ro
		var idx []int
		for i, ok := range r.valid {
			if ok {
				idx = append(idx, i)
			}
		}
		for _, mode := range []string{"gae", "mc"} {
			if mode == "gae" {
				r.gae(0.995, 0.95)
			} else {
				r.gae(1, 1)
			}
			tr.mb.Reset()
			tr.fill(idx)
			g, err := policies.NewGraph[float32](tr.Net, len(idx), tr.mb.Rows.Len())
			if err != nil {
				t.Fatal(err)
			}
			g.SetParams(tr.Net.Params)
			if err := g.Load(&tr.mb, policies.Coefs{Clip: 0.2}); err != nil {
				t.Fatal(err)
			}
			grad := make([]float32, len(tr.Net.Params))
			if _, err := g.Run(grad); err != nil {
				t.Fatal(err)
			}
			lo := len(tr.Net.W1()) + len(tr.Net.B1()) + len(tr.Net.W2()) + len(tr.Net.B2()) + len(tr.Net.W3())
			t.Logf("%s %s: -grad b3 = %v", path, mode, neg(grad[lo:lo+9]))
		}
		tr.Close()
	}
}

func neg(x []float32) []float32 {
	o := make([]float32, len(x))
	for i, v := range x {
		o[i] = -v * 1000
	}
	return o
}
