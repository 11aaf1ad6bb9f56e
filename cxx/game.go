package cxx

import (
	"fmt"
	"io/fs"
	"sort"
	"strings"

	"github.com/edagym/edagym/env"
)

// Game is what a game gives its C++ seats: its player API and how the
// engine's state is written for it.
type Game struct {
	Name string // the env registry's name
	// API holds the game's headers at its root: Player.hh and what it
	// includes (Utils.hh first: the originals' headers and nothing more),
	// and view.hh, the runner's reader of the blocks below.
	API fs.FS
	// AppendMatch appends the match block: the settings and what stays
	// fixed for the match, as seat me sees them.
	AppendMatch func(dst []byte, m env.Match, me int) []byte
	// AppendRound appends the round block: what seat me sees at the start
	// of the round (its view: Dominator's is rotated); s is what this
	// seat's process was sent before (the board and the units may be sent
	// as changes).
	AppendRound func(dst []byte, m env.Match, me int, s *Sent) []byte
}

var games = map[string]*Game{}

// Register adds a game's API; its folder calls it from init.
func Register(g *Game) {
	if _, dup := games[g.Name]; dup {
		panic("cxx: game registered twice: " + g.Name)
	}
	if g.API == nil || g.AppendMatch == nil || g.AppendRound == nil {
		panic("cxx: incomplete game " + g.Name)
	}
	for _, f := range []string{"Player.hh", "Utils.hh", "view.hh"} {
		if _, err := fs.Stat(g.API, f); err != nil {
			panic("cxx: game " + g.Name + " has no " + f)
		}
	}
	games[g.Name] = g
}

// RegisterAPI registers a game whose headers are embedded under api/ in
// files (a game folder's `//go:embed api`), its blocks written from its
// own match type M (Game's AppendMatch and AppendRound).
func RegisterAPI[M env.Match](name string, files fs.FS, appendMatch func([]byte, M, int) []byte, appendRound func([]byte, M, int, *Sent) []byte) {
	sub, err := fs.Sub(files, "api")
	if err != nil {
		panic(err)
	}
	Register(&Game{
		Name: name,
		API:  sub,
		AppendMatch: func(dst []byte, m env.Match, me int) []byte {
			return appendMatch(dst, m.(M), me)
		},
		AppendRound: func(dst []byte, m env.Match, me int, s *Sent) []byte {
			return appendRound(dst, m.(M), me, s)
		},
	})
}

// Lookup finds the API of a game.
func Lookup(name string) (*Game, error) {
	if g, ok := games[name]; ok {
		return g, nil
	}
	have := strings.Join(Names(), ", ")
	if have == "" {
		have = "none"
	}
	return nil, fmt.Errorf("%s has no C++ player API for cxx: seats (games with one: %s)", name, have)
}

// Names lists the games with a C++ API, sorted.
func Names() []string {
	var out []string
	for n := range games {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
