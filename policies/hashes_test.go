package policies

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	G "gorgonia.org/gorgonia"
)

// graphHashes are the hashes of a graph's nodes, in the graph's order,
// but for the read statements: gorgonia hashes those by the address they
// copy into (which checkHashes guards against).
func graphHashes(t *testing.T, n *Net, B, R int) []uint32 {
	t.Helper()
	g, err := NewGraph[float32](n, B, R)
	if err != nil {
		t.Fatal(err)
	}
	var hs []uint32
	for _, nd := range g.g.AllNodes() {
		if fmt.Sprint(nd.Op()) != "print" { // gorgonia's read op
			hs = append(hs, nd.Hashcode())
		}
	}
	return hs
}

// TestGraphHashesDependOnTheGraphOnly: a graph's node hashes (reads aside)
// are the same whatever was built before it. They once held a process-wide
// counter (the sparse ops' ids), so whether a 32-bit collision struck, which
// gorgonia's compiler turns into a wrong register read, depended on what
// the process had built before.
func TestGraphHashesDependOnTheGraphOnly(t *testing.T) {
	for _, v := range netVariants {
		t.Run(v.name, func(t *testing.T) {
			n, err := NewNet(orkSpec(t), NetConfig{Hidden1: 8, Hidden2: 4, Context: v.context, Critic: v.critic}, 3)
			if err != nil {
				t.Fatal(err)
			}
			first := graphHashes(t, n, 6, 64)
			graphHashes(t, n, 6, 128) // another graph in between
			if again := graphHashes(t, n, 6, 64); !slices.Equal(first, again) {
				t.Fatal("the same graph built twice has other node hashes")
			}
		})
	}
}

// TestCheckHashesFindsACollision: two nodes of one hash are reported,
// distinct hashes pass.
func TestCheckHashesFindsACollision(t *testing.T) {
	g := G.NewGraph()
	a := G.NewScalar(g, G.Float32, G.WithName("a"))
	b := G.NewScalar(g, G.Float32, G.WithName("b"))
	if err := checkHashes(G.Nodes{a, b}); err != nil {
		t.Fatalf("distinct nodes: %v", err)
	}
	if err := checkHashes(G.Nodes{a, b, a}); !errors.Is(err, errHashCollision) {
		t.Fatalf("a node twice: %v, want errHashCollision", err)
	}
}
