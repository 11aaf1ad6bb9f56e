package main

import (
	"slices"
	"testing"
)

// TestSplitNames: a list of players splits at its commas but those inside a
// style: player's JSON knobs.
func TestSplitNames(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"Dummy,Dummy, Dummy", []string{"Dummy", "Dummy", "Dummy"}},
		{`style:Immortan:{"Raid":true,"CarReach":10},Immortan`, []string{`style:Immortan:{"Raid":true,"CarReach":10}`, "Immortan"}},
		{`Immortan,style:Immortan:{},,`, []string{"Immortan", "style:Immortan:{}"}},
		{`x}},y`, []string{"x}}", "y"}},
		{"", nil},
	} {
		if got := splitNames(c.in); !slices.Equal(got, c.want) {
			t.Errorf("splitNames(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
