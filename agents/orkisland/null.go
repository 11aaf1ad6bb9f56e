// Package orkisland holds the Ork Island players: Null, Demo, Random, Dummy.
package orkisland

import (
	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

func init() {
	agents.Register("orkisland", "Null", func(int, *jutge.Random) env.Player { return Null{} })
}

// Null gives no orders.
type Null struct{}

// Play implements env.Player.
func (Null) Play(env.Match, int, *jutge.Orders) {}
