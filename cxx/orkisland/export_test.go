package orkisland_test

import (
	"testing"

	"github.com/edagym/edagym/cxx/cxxtest"
)

// TestExportedCheckpoint: checkpoints/orkisland.ckpt exported as edagym export
// writes it, played as a cxx: seat, gives its nn: player's matches byte for
// byte.
func TestExportedCheckpoint(t *testing.T) {
	cxxtest.ExportMatches(t, "orkisland", "checkpoints/orkisland.ckpt", 8)
}

// TestExportedLeagueCheckpoint: the same for the league's checkpoint, the
// one the README plays against a C++ player.
func TestExportedLeagueCheckpoint(t *testing.T) {
	cxxtest.ExportMatches(t, "orkisland", "checkpoints/orkisland-league.ckpt", 8)
}
