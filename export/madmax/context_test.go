package madmax

import (
	"testing"

	"github.com/edagym/edagym/export/exporttest"
	"github.com/edagym/edagym/policies"
)

// TestExportedContextPlayerMatchesGo: a plan-mode network (the default
// export's) with a context layer (each unit's second layer reads its
// team's mean first layer) plays the same orders exported as in Go, every
// round seen from all four seats; its Wc is large enough that a C++ player
// leaving the context out would order otherwise. 56×56: at 64×64 the
// context's weights take Mad Max's file over 200 KB (in plan or facts
// mode), which export refuses.
func TestExportedContextPlayerMatchesGo(t *testing.T) {
	exporttest.Gxx(t)
	net, spec := harness().Net(t, "", policies.NetConfig{Hidden1: 56, Hidden2: 56, Context: true}, 7)
	res := exporttest.Loaded(t, net, spec, "EdaTeam")
	exporttest.Case{Harness: harness(), Src: res.Source, Name: "EdaTeam", Ref: exporttest.SaveNet(t, res.Net, spec, "quantised.ckpt"),
		Float: exporttest.SaveNet(t, net, spec, "float.ckpt"), Seeds: []int32{4, 5},
		Opponents: []string{"Dummy", "Demo", "Random", "Null"}, Views: true}.Run(t)
}
