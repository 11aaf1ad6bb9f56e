package madmax_test

import (
	"testing"

	"github.com/edagym/edagym/cxx/cxxtest"
)

// TestExportedCheckpoint: checkpoints/madmax.ckpt exported as edagym export
// writes it, played as a cxx: seat, gives its nn: player's matches byte for
// byte.
func TestExportedCheckpoint(t *testing.T) {
	cxxtest.ExportMatches(t, "madmax", "checkpoints/madmax.ckpt", 8)
}
