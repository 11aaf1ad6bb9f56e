package madmax_test

import (
	"testing"

	_ "github.com/edagym/edagym/agents/madmax"
	"github.com/edagym/edagym/internal/conformance"
)

// TestConformance: every Null and Demo match file of the original engine is
// reproduced byte for byte.
func TestConformance(t *testing.T) { conformance.Run(t, "madmax") }
