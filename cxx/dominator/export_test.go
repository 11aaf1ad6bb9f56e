package dominator_test

import (
	"testing"

	"github.com/edagym/edagym/cxx/cxxtest"
)

// TestExportedCheckpoint: checkpoints/dominator.ckpt exported as edagym export
// writes it, played as a cxx: seat, gives its nn: player's matches byte for
// byte.
func TestExportedCheckpoint(t *testing.T) {
	cxxtest.ExportMatches(t, "dominator", "checkpoints/dominator.ckpt", 8)
}
