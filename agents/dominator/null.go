// Package dominator holds the Dominator players: Null, Demo (an exact port
// of the original's), Random and Dummy. Each reads the match through its
// rotated view, dom.View, where it is always player 0.
package dominator

import (
	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

const game = "dominator"

func init() {
	agents.Register(game, "Null", func(int, *jutge.Random) env.Player { return Null{} })
}

// Null gives no orders and never draws.
type Null struct{}

// Play implements env.Player.
func (Null) Play(env.Match, int, *jutge.Orders) {}
