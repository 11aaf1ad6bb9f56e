// Package agents is the registry of players by game and name ("Demo",
// "Dummy", ...), plus prefixes such as "nn:" that make a player from an
// argument (a checkpoint path). Each game's players live in agents/<game>.
package agents

import (
	"fmt"
	"sort"
	"strings"

	"github.com/edagym/edagym/env"
)

// MaxNameLen is the originals' limit on a player's name.
const MaxNameLen = 12

var (
	players  = map[string]map[string]env.PlayerFactory{}
	prefixes = map[string]PrefixFactory{}
)

// PrefixFactory makes a player for game from the text after "prefix:".
type PrefixFactory func(game, arg string) (env.PlayerFactory, error)

// Register adds a named player of a game; called from init.
func Register(game, name string, f env.PlayerFactory) {
	if players[game] == nil {
		players[game] = map[string]env.PlayerFactory{}
	}
	if _, dup := players[game][name]; dup {
		panic("agents: player registered twice: " + game + "/" + name)
	}
	players[game][name] = f
}

// RegisterPrefix adds a family of players named "prefix:arg"; called from init.
func RegisterPrefix(prefix string, f PrefixFactory) { prefixes[prefix] = f }

// New resolves a player name for a game: a registered name, or "prefix:arg".
func New(game, name string) (env.PlayerFactory, error) {
	if f, ok := players[game][name]; ok {
		return f, nil
	}
	if pre, arg, ok := strings.Cut(name, ":"); ok {
		if f, ok := prefixes[pre]; ok {
			return f(game, arg)
		}
	}
	return nil, fmt.Errorf("player %q is not registered for %s (known: %s)", name, game, strings.Join(Names(game), ", "))
}

// Names lists a game's registered players in sorted order.
func Names(game string) []string {
	var out []string
	for n := range players[game] {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Prefixes lists the registered prefixes.
func Prefixes() []string {
	var out []string
	for p := range prefixes {
		out = append(out, p+":")
	}
	sort.Strings(out)
	return out
}

// Seat resolves a name into a seat; the match file shows the name, cut to
// the originals' 12 characters for prefixed players.
func Seat(game, name string) (env.Seat, error) {
	f, err := New(game, name)
	if err != nil {
		return env.Seat{}, err
	}
	shown := name
	if pre, arg, ok := strings.Cut(name, ":"); ok && len(name) > MaxNameLen {
		shown = shortName(pre, arg)
	}
	return env.Seat{Name: shown, New: f}, nil
}

// shortName names a prefixed player within 12 characters: the base name of
// its argument (after its last slash or colon) without extension.
func shortName(pre, arg string) string {
	base := arg[strings.LastIndexAny(arg, `/\:`)+1:] // noisy:0.5:Dummy shows as noisy-Dummy
	if i := strings.IndexByte(base, '.'); i > 0 {
		base = base[:i]
	}
	s := pre + "-" + base
	if len(s) > MaxNameLen {
		s = s[:MaxNameLen]
	}
	return s
}
