package agents

import (
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

type nobody struct{}

func (nobody) Play(env.Match, int, *jutge.Orders) {}

func init() {
	RegisterNamedPrefix("test-named", func(game, arg string) (string, env.PlayerFactory, error) {
		name := ""
		if arg != "anonymous" {
			name = "Own" + arg
		}
		return name, func(int, *jutge.Random) env.Player { return nobody{} }, nil
	})
	RegisterPrefix("test-plain", func(game, arg string) (env.PlayerFactory, error) {
		return func(int, *jutge.Random) env.Player { return nobody{} }, nil
	})
}

// TestSeatNames: a seat shows its name, a prefixed one cut to 12
// characters, and a player that names itself (a C++ player's registered
// name) its own name.
func TestSeatNames(t *testing.T) {
	for _, c := range []struct{ name, shown string }{
		{"test-named:X", "OwnX"},
		{"test-named:anonymous", "test-named-a"},
		{"test-plain:a", "test-plain:a"},
		{"test-plain:dir/long-name.ckpt", "test-plain-l"},
	} {
		s, err := Seat("orkisland", c.name)
		if err != nil {
			t.Fatal(err)
		}
		if s.Name != c.shown || s.New == nil {
			t.Errorf("Seat(%q) shows %q, want %q", c.name, s.Name, c.shown)
		}
	}
	if _, err := New("orkisland", "test-named:X"); err != nil {
		t.Error(err)
	}
	found := false
	for _, p := range Prefixes() {
		found = found || p == "test-named:"
	}
	if !found {
		t.Errorf("Prefixes() = %v lacks test-named:", Prefixes())
	}
}
