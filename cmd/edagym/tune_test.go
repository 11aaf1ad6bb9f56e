package main

import (
	"strings"
	"testing"
)

// TestTuneCommand: tune searches a teacher's knobs, reports each variant
// on stderr, the start and the result on the search's and held-out seeds,
// and the player to use; bad input is one line on stderr with exit 2.
func TestTuneCommand(t *testing.T) {
	dir := t.TempDir()
	out, stderr, code := run(t, dir, "tune", "--game", "madmax", "--player", "Immortan", "--games", "2", "--passes", "1",
		"--knobs", `{"CarReach":8,"Raid":false}`, "--keep", "Random,Random,Random", "--floor", "0.5")
	if code != 0 {
		t.Fatalf("tune: exit %d, %s", code, stderr)
	}
	for _, want := range []string{"madmax: Immortan against Immortan,Immortan,Immortan, 2 games a variant", "seeds 1001.. (held out)",
		`{"CarReach":8,"Raid":false}`, "Random,Random,Random", "play it as: 'style:Immortan:{"} {
		if !strings.Contains(out, want) {
			t.Errorf("tune output lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(stderr, `{"CarReach":8,"Raid":true}`) || !strings.Contains(stderr, `{"CarReach":16,"Raid":false}`) {
		t.Errorf("tune did not report the variants it tried:\n%s", stderr)
	}
	out, _, code = run(t, dir, "tune", "--game", "madmax", "--player", "Immortan", "--games", "2", "--passes", "1",
		"--knobs", `{"CarReach":8}`, "--margin", "2")
	if code != 0 || !strings.Contains(out, "no variant beat the start by more than 2.000") || strings.Count(out, `{"CarReach":8}`) != 2 {
		t.Errorf("tune with a margin no variant passes: exit %d, want the start measured once and the play line:\n%s", code, out)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--game", "madmax", "--player", "Demo"}, `no scripted player "Demo" with a style`},
		{[]string{"--game", "madmax"}, "give --player"},
		{[]string{"--game", "madmax", "--player", "Immortan", "--knobs", `{"Rade":1}`}, "its knobs: DangerCost"},
		{[]string{"--game", "madmax", "--player", "Immortan", "--games", "0"}, "--games and --passes must be positive"},
	} {
		_, stderr, code := run(t, dir, append([]string{"tune"}, c.args...)...)
		if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, c.want) {
			t.Errorf("tune %v: exit %d, %q; want exit 2 and one line with %q", c.args, code, stderr, c.want)
		}
	}
}
