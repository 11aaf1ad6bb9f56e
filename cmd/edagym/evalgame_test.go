package main

import (
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
)

// TestEvalGameFromCheckpoint: eval plays the checkpoint's game without
// --game, and refuses a --game or another checkpoint that disagrees.
func TestEvalGameFromCheckpoint(t *testing.T) {
	dir := t.TempDir()
	dom := saveCheckpoint(t, dir, "dominator", env.Units, "dom.ckpt")
	ork := saveCheckpoint(t, dir, "orkisland", env.Units, "ork.ckpt")
	for _, c := range []struct {
		args []string
		code int
		want string // in stdout when code is 0, else in the one line of stderr
	}{
		{[]string{"--checkpoint", dom, "--opponents", "Null,Null,Null"}, 0, "dominator, nn:" + dom + " (greedy)"},
		{[]string{"--checkpoint", dom, "--game", "dominator", "--opponents", "Null,Null,Null"}, 0, "dominator, nn:"},
		{[]string{"--player", "Null", "--opponents", "nn:" + dom + ",Null,Null"}, 0, "dominator, Null (greedy)"},
		{[]string{"--player", "Null", "--opponents", "Null,Null,Null"}, 0, "orkisland, Null (greedy)"},
		{[]string{"--league", "nn:" + dom + ",Null"}, 0, "dominator league"},
		{[]string{"--checkpoint", dom, "--game", "orkisland"}, 2, "checkpoint " + dom + " is for dominator, but --game says orkisland"},
		{[]string{"--league", "nn:" + ork + ",nn:" + dom}, 2,
			"checkpoint " + dom + " is for dominator, but checkpoint " + ork + " is for orkisland"},
	} {
		out, stderr, code := run(t, dir, append([]string{"eval", "--games", "1"}, c.args...)...)
		got := out
		if c.code != 0 {
			got = stderr
			if strings.Count(stderr, "\n") != 1 {
				t.Errorf("eval %v: stderr %q, want one line", c.args, stderr)
			}
		}
		if code != c.code || !strings.Contains(got, c.want) {
			t.Errorf("eval %v: exit %d, %q%q; want exit %d and %q", c.args, code, out, stderr, c.code, c.want)
		}
	}
}
