package exporttest

import (
	"path/filepath"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/policies"
)

// SaveNet writes a network as a checkpoint for spec and returns its nn:
// player: the Go reference of a file exported from that network.
func SaveNet(t testing.TB, n *policies.Net, spec *env.Spec, file string) env.PlayerFactory {
	t.Helper()
	path := filepath.Join(t.TempDir(), file)
	if err := policies.NewCheckpoint(n, spec).Save(path); err != nil {
		t.Fatal(err)
	}
	f, err := agents.New(spec.Game, "nn:"+path)
	if err != nil {
		t.Fatal(err)
	}
	return f
}
