package policies

import (
	"errors"
	"fmt"

	G "gorgonia.org/gorgonia"
)

// errHashCollision: two nodes of a graph have one 32-bit hash. Gorgonia's
// compiler eliminates common subexpressions by hash alone, without
// comparing the nodes, so it would compute one of them in place of the
// other: a wrong register read at run time ("Cannot convert [...] to an
// int", seen once in CI), or a silently wrong gradient when the shapes
// agree. Read statements are hashed by the address they copy into, so a
// graph's hashes, and its collisions, differ from one build to the next.
var errHashCollision = errors.New("two nodes share a hash")

// maxExtraRows bounds NewGraph's retries with more rows: each retry meets a
// collision with a probability near n²/2³³ for n nodes, about 10⁻⁴.
const maxExtraRows = 8

// checkHashes returns errHashCollision when two of nodes share a hash. The
// graph gives equal subexpressions one node, so two nodes of one hash are
// a collision, never a legitimate common subexpression.
func checkHashes(nodes G.Nodes) error {
	seen := make(map[uint32]*G.Node, len(nodes))
	for _, n := range nodes {
		h := n.Hashcode()
		if m, ok := seen[h]; ok {
			return fmt.Errorf("%w: %v and %v", errHashCollision, m, n)
		}
		seen[h] = n
	}
	return nil
}
