package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/policies"
)

// TestShippedConfigsNameWhatIsShipped: a shipped config's teacher resolves
// (an ensemble's checkpoints included) and an init under checkpoints/
// exists in the config's mode (or init_widen's), read from the
// repository's root as the configs' commands run, so that each config's
// command reproduces its run on a fresh checkout.
func TestShippedConfigsNameWhatIsShipped(t *testing.T) {
	files := shippedConfigs(t)
	teachers := make(map[string]string, len(files))
	inits := make(map[string]string, len(files))
	games := make(map[string]string, len(files))
	modes := make(map[string]string, len(files))
	widen := make(map[string]bool, len(files))
	for _, f := range files {
		cfg := mustConfig(t, f)
		teachers[f], inits[f], games[f], modes[f], widen[f] = cfg.Clone.Teacher, cfg.Init, cfg.Game, cfg.Mode, cfg.InitWiden
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
			// A checkpoint replaced under its name must not start, in
			// another mode, a run its config records.
			ck, err := policies.Load(init)
			switch {
			case err != nil:
				t.Errorf("%s: init: %v", name, err)
			case string(ck.Spec.Mode) != modes[f] && !widen[f]:
				t.Errorf("%s: init %s is a %s-mode checkpoint, the config trains in %s mode", name, init, ck.Spec.Mode, modes[f])
			}
		}
	}
}
