package moria_test

import (
	"testing"

	"github.com/edagym/edagym/cxx/cxxtest"
)

// TestExportedCheckpoint: checkpoints/moria.ckpt exported as edagym export
// writes it, played as a cxx: seat, gives its nn: player's matches byte for
// byte.
func TestExportedCheckpoint(t *testing.T) {
	cxxtest.ExportMatches(t, "moria", "checkpoints/moria.ckpt", 8)
}
