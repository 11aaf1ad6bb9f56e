package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
)

// TestImpossibleConfigsAreRefused: .cnf files that the parser used to
// accept but that could not be played (a VecEnv worker panicked, play
// failed without a line) or that wrote gigabytes are refused by play and
// train with file:line: before anything runs.
func TestImpossibleConfigsAreRefused(t *testing.T) {
	cases := []struct {
		game, from, to, want string
	}{
		{"madmax", "nb_cars           3", "nb_cars 5", "big.cnf:6: nb_cars 5: a GENERATOR board may have only 12 edge roads"},
		{"dominator", "nb_rounds      200", "nb_rounds 1000000", "big.cnf:3: nb_rounds 1000000 is more than 10000"},
	}
	for _, c := range cases {
		t.Run(c.game, func(t *testing.T) {
			g, err := env.Lookup(c.game)
			if err != nil {
				t.Fatal(err)
			}
			text := strings.Replace(string(g.DefaultConfig), c.from, c.to, 1)
			if text == string(g.DefaultConfig) {
				t.Fatalf("%q not in %s's default.cnf", c.from, c.game)
			}
			dir := t.TempDir()
			os.WriteFile(filepath.Join(dir, "big.cnf"), []byte(text), 0o644)
			_, stderr, code := run(t, dir, "play", c.game, "Null", "Null", "Null", "Null", "-s", "1", "-i", "big.cnf", "-o", "big.out")
			if code != 2 || !strings.HasPrefix(stderr, "edagym: "+c.want) || strings.Count(stderr, "\n") != 1 {
				t.Errorf("play: exit %d, stderr %q; want exit 2 and one line %q", code, stderr, c.want)
			}
			if _, err := os.Stat(filepath.Join(dir, "big.out")); err == nil {
				t.Error("play wrote big.out")
			}
			_, stderr, code = run(t, dir, "train", "-q", "--game", c.game, "--cnf", "big.cnf", "--run-dir", "run")
			if code == 0 || !strings.Contains(stderr, c.want) {
				t.Errorf("train: exit %d, stderr %q; want %q", code, stderr, c.want)
			}
		})
	}
}
