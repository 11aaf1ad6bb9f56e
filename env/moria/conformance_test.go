package moria_test

import (
	"testing"

	_ "github.com/edagym/edagym/agents/moria"
	"github.com/edagym/edagym/internal/conformance"
)

// TestConformance: every Null and Demo match file of the original engine is
// reproduced byte for byte; it logs "N/M identical".
func TestConformance(t *testing.T) { conformance.Run(t, "moria") }
