// Package env is the contract every edagym game implements, the registry the
// games fill at init, the match runner, and (in later files) the
// reinforcement-learning environment built on top. Nothing here names a game.
package env

import (
	"fmt"
	"io"
	"slices"
	"sort"

	"github.com/edagym/edagym/env/jutge"
)

// Game describes one registered game: what is fixed about it.
type Game struct {
	Name          string // registry name, e.g. "orkisland"
	Title         string // the original's version string, first line of a .cnf, e.g. "OrkIsland 1.0"
	DefaultConfig []byte // the embedded default.cnf
	// ParseConfig reads a .cnf file; errors name the file and line.
	ParseConfig func(file string, data []byte) (Config, error)
	// Modes are the observation modes the game offers, the first the
	// default; NewEncoder makes the tensor encoder for one of them.
	Modes      []Mode
	NewEncoder EncoderFactory
	// UnitKinds names the kinds of unit a player orders, one letter each
	// ("fkw": Dominator's farmers, knights and witches); its Match is a
	// Kinded. Empty where every unit is of one kind.
	UnitKinds string
}

// HasMode reports whether the game offers mode m.
func (g *Game) HasMode(m Mode) bool { return slices.Contains(g.Modes, m) }

// Config is a parsed .cnf: a game's parameters and board recipe.
type Config interface {
	NumPlayers() int
	NumRounds() int
	// NewMatch builds the board and places the units with the board
	// generator seeded with seed. Engine warnings go to log (nil drops them).
	NewMatch(seed int32, log io.Writer) (Match, error)
	// Footprint bounds the memory of one match of this config, of an
	// encoder of mode and of a scripted bot (memory.go).
	Footprint(mode Mode) Footprint
}

// Match is one game in progress. Players read it through the game's own typed
// API (by type assertion); the runner and environments use only this.
type Match interface {
	Config() Config
	Seed() int32
	Round() int // rounds played so far; 0 before the first
	Done() bool
	Score(p int) int
	NumUnits() int // unit ids are 0..NumUnits()-1
	// Step resolves one round from each player's recorded orders.
	Step(orders [][]jutge.Order)
	// AppendHeader appends the match file's header and initial state.
	AppendHeader(dst []byte, names []string) []byte
	// AppendRound appends what the last Step adds to the match file.
	AppendRound(dst []byte) []byte
}

// Player decides one seat's orders each round. m must be treated as read-only.
type Player interface {
	Play(m Match, me int, out *jutge.Orders)
}

// A Starter is a Player that can begin its turn before it is asked for its
// orders: Table.Begin starts every such seat, then the seats play in turn.
// A player in another process (a C++ seat) is sent the round at Begin and
// thinks while the others play. Start must not panic: a fault it meets is
// reported by the Play that follows.
type Starter interface {
	Player
	Start(m Match, me int)
}

// PlayerFactory makes a player for seat me; rng is that seat's own generator
// (seeded with seed+me+1, as the originals do).
type PlayerFactory func(me int, rng *jutge.Random) Player

var games = map[string]*Game{}

// Register adds a game; each game package calls it from init. Every game
// offers at least one observation mode and its encoder.
func Register(g *Game) {
	if _, dup := games[g.Name]; dup {
		panic("env: game registered twice: " + g.Name)
	}
	if g.NewEncoder == nil || len(g.Modes) == 0 {
		panic("env: game without observation modes: " + g.Name)
	}
	games[g.Name] = g
}

// RegisterTyped registers g with its parser and encoder factory written
// for the game's own config type C, so that a game registers in one call.
func RegisterTyped[C Config, E Encoder](g Game, parse func(file string, data []byte) (C, error), encoder func(C, Mode) (E, error)) {
	g.ParseConfig = func(file string, data []byte) (Config, error) { return parse(file, data) }
	g.NewEncoder = func(c Config, mode Mode) (Encoder, error) { return encoder(c.(C), mode) }
	Register(&g)
}

// Lookup finds a registered game.
func Lookup(name string) (*Game, error) {
	g, ok := games[name]
	if !ok {
		return nil, fmt.Errorf("unknown game %q (known: %v)", name, GameNames())
	}
	return g, nil
}

// LookupDefault is the game registered as name and its default config.
func LookupDefault(name string) (*Game, Config, error) {
	g, err := Lookup(name)
	if err != nil {
		return nil, nil, err
	}
	cfg, err := g.Default()
	if err != nil {
		return nil, nil, err
	}
	return g, cfg, nil
}

// GameNames lists the registered games in sorted order.
func GameNames() []string {
	names := make([]string, 0, len(games))
	for n := range games {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// AllModes lists every mode some registered game offers, each once, in the
// order of GameNames and of each game's Modes.
func AllModes() []Mode {
	var all []Mode
	for _, name := range GameNames() {
		for _, m := range games[name].Modes {
			if !slices.Contains(all, m) {
				all = append(all, m)
			}
		}
	}
	return all
}

// Default parses a game's embedded default.cnf.
func (g *Game) Default() (Config, error) {
	return g.ParseConfig(g.Name+"/default.cnf", g.DefaultConfig)
}

// A Kinded is a Match of a game with UnitKinds: Kind is the letter of a
// unit's kind, one of Game.UnitKinds for the units players order (0 for
// others, such as Moria's monsters). Mixed players (agents' "mix:") give
// each kind of unit to another player.
type Kinded interface {
	Kind(id int) byte
}

// A Threats is a Match that tells which orders threaten a rival unit this
// round: an attack (a move onto a rival's unit), and in Dominator any move
// of a witch, whose haunting is her attack. Fierce players
// (agents.FierceName) keep such orders of a noisy bot, so that a learner
// meets exact attacks from the first step of its ramp. An order naming no
// unit of the board, or no direction, threatens nothing.
type Threats interface {
	Threat(o jutge.Order) bool
}
