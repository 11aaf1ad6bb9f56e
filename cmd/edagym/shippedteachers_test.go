package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/edagym/edagym/agents"
)

// TestShippedConfigsNameWhatIsShipped: a shipped config's teacher resolves
// (an ensemble's checkpoints included) and an init under checkpoints/
// exists, read from the repository's root as the configs' commands run, so
// that each config's command reproduces its run on a fresh checkout.
func TestShippedConfigsNameWhatIsShipped(t *testing.T) {
	files := shippedConfigs(t)
	teachers := make(map[string]string, len(files))
	inits := make(map[string]string, len(files))
	games := make(map[string]string, len(files))
	for _, f := range files {
		cfg := mustConfig(t, f)
		teachers[f], inits[f], games[f] = cfg.Clone.Teacher, cfg.Init, cfg.Game
	}
	t.Chdir("../..")
	for _, f := range files {
		name := filepath.Base(f)
		if teacher := teachers[f]; teacher != "" {
			if _, err := agents.New(games[f], teacher); err != nil {
				t.Errorf("%s: teacher %q: %v", name, teacher, err)
			}
		}
		if init := inits[f]; strings.HasPrefix(init, "checkpoints/") {
			if _, err := os.Stat(init); err != nil {
				t.Errorf("%s: init: %v", name, err)
			}
		}
	}
}
