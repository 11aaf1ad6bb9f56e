package agents_test

import (
	"strings"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/internal/playertest"
)

// TestStylePlayers: style:BOT:{} plays BOT's match (but the names) in
// every game; knobs change the play, and the Immortan with the Furiosa's
// four knobs plays the Furiosa's match (RaidLead is read).
func TestStylePlayers(t *testing.T) {
	for _, c := range []struct{ game, bot, knobs, as string }{
		{"orkisland", "Warlord", `{}`, "Warlord"},
		{"dominator", "Overlord", `{}`, "Overlord"},
		{"madmax", "Immortan", `{}`, "Immortan"},
		{"moria", "Durin", `{}`, "Durin"},
		{"moria", "Dummy", `{"DwarfValue":16,"WizardValue":16,"FrontValue":2,"WizardDodge":true,"KillFirst":true}`, "Durin"},
		{"madmax", "Immortan", `{"CarReach":10,"WaterMargin":9,"Raid":true,"RaidLead":1,"WarriorCost":2}`, "Furiosa"},
	} {
		want := playertest.MatchFile(t, c.game, 3, c.as, "Dummy", "Demo", "Dummy")
		got := playertest.MatchFile(t, c.game, 3, "style:"+c.bot+":"+c.knobs, "Dummy", "Demo", "Dummy")
		if withoutNames(got) != withoutNames(want) {
			t.Errorf("%s: style:%s:%s plays another match than %s", c.game, c.bot, c.knobs, c.as)
		}
	}
	plain := playertest.MatchFile(t, "madmax", 3, "Immortan", "Dummy", "Demo", "Dummy")
	lead := playertest.MatchFile(t, "madmax", 3, `style:Immortan:{"CarReach":10,"WaterMargin":9,"Raid":true,"RaidLead":3,"WarriorCost":2}`, "Dummy", "Demo", "Dummy")
	furiosa := playertest.MatchFile(t, "madmax", 3, "Furiosa", "Dummy", "Demo", "Dummy")
	if withoutNames(lead) == withoutNames(plain) || withoutNames(lead) == withoutNames(furiosa) {
		t.Errorf("madmax: a raid lead of 3 plays the Immortan's or the Furiosa's (lead 1) match")
	}
}

// TestStylePlayerErrors: a bad name or knob says what there is.
func TestStylePlayerErrors(t *testing.T) {
	for _, c := range []struct{ game, name, want string }{
		{"madmax", "style:Demo:{}", "those with one: Dummy, Furiosa, Immortan"},
		{"madmax", "style:Immortan", "want style:NAME:JSON"},
		{"madmax", `style:Immortan:{"Rade":true}`, "its knobs: DangerCost, CarReach, WaterMargin, Raid, RaidLead, WarriorCost"},
		{"madmax", `style:Immortan:{"Raid":1}`, "cannot unmarshal"},
		{"madmax", `style:Immortan:{"Raid":true} {}`, "one JSON object"},
		{"dominator", "style:Overlord:[", "its knobs: RivalWitchRadius"},
	} {
		_, err := agents.New(c.game, c.name)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %s: error %v, want one saying %q", c.game, c.name, err, c.want)
		}
	}
}

// FuzzStylePlayer: no knobs text panics the parser; what parses makes a
// player.
func FuzzStylePlayer(f *testing.F) {
	for _, s := range []string{`{}`, `{"Raid":true,"RaidLead":1}`, `{"CarReach":-5}`, `[`, `{"Raid":true} x`, ``} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, knobs string) {
		p, err := agents.New("madmax", "style:Immortan:"+knobs)
		if err == nil && p(0, nil) == nil {
			t.Fatalf("knobs %q: no player", knobs)
		}
	})
}
