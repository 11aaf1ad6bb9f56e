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
	prefixes = map[string]NamedPrefixFactory{}
)

// PrefixFactory makes a player for game from the text after "prefix:".
type PrefixFactory func(game, arg string) (env.PlayerFactory, error)

// NamedPrefixFactory is a PrefixFactory whose players have a name of their
// own, which the match file shows (a C++ player's registered name); ""
// names them as PrefixFactory players are named.
type NamedPrefixFactory func(game, arg string) (name string, f env.PlayerFactory, err error)

// Register adds a named player of a game; called from init. A game's
// first player brings its Null, which every game has.
func Register(game, name string, f env.PlayerFactory) {
	if players[game] == nil {
		players[game] = map[string]env.PlayerFactory{"Null": NewNull}
	}
	if _, dup := players[game][name]; dup {
		panic("agents: player registered twice: " + game + "/" + name)
	}
	players[game][name] = f
}

// RegisterPrefix adds a family of players named "prefix:arg"; called from init.
func RegisterPrefix(prefix string, f PrefixFactory) {
	RegisterNamedPrefix(prefix, func(game, arg string) (string, env.PlayerFactory, error) {
		pf, err := f(game, arg)
		return "", pf, err
	})
}

// RegisterNamedPrefix adds a family of players named "prefix:arg" that
// name themselves in match files; called from init.
func RegisterNamedPrefix(prefix string, f NamedPrefixFactory) { prefixes[prefix] = f }

// New resolves a player name for a game: a registered name, or "prefix:arg".
func New(game, name string) (env.PlayerFactory, error) {
	_, f, err := resolve(game, name)
	return f, err
}

// resolve is New with the name a prefixed player gives itself ("" if none).
func resolve(game, name string) (string, env.PlayerFactory, error) {
	if f, ok := players[game][name]; ok {
		return "", f, nil
	}
	if pre, arg, ok := strings.Cut(name, ":"); ok {
		if f, ok := prefixes[pre]; ok {
			return f(game, arg)
		}
	}
	return "", nil, fmt.Errorf("player %q is not registered for %s (known: %s)", name, game, strings.Join(Names(game), ", "))
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

// Seat resolves a name into a seat; the match file shows the name, the
// name a prefixed player gives itself, or a prefixed name cut to the
// originals' 12 characters.
func Seat(game, name string) (env.Seat, error) {
	own, f, err := resolve(game, name)
	if err != nil {
		return env.Seat{}, err
	}
	shown := name
	if pre, arg, ok := strings.Cut(name, ":"); ok && len(name) > MaxNameLen {
		shown = shortName(pre, arg)
	}
	if own != "" {
		shown = own
	}
	return env.Seat{Name: wordName(shown), New: f}, nil
}

// Seats resolves each name into a seat (Seat), in order.
func Seats(game string, names ...string) ([]env.Seat, error) {
	seats := make([]env.Seat, len(names))
	for i, n := range names {
		s, err := Seat(game, n)
		if err != nil {
			return nil, err
		}
		seats[i] = s
	}
	return seats, nil
}

// wordName makes a name one word of printable ASCII, as a match file's
// names line needs: a checkpoint path with a space or a newline would
// otherwise split the line, or end it. Other bytes become '_'.
func wordName(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c <= ' ' || c >= 0x7f {
			b[i] = '_'
		}
	}
	return string(b)
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
