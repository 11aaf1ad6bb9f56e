// Package madmax holds the Mad Max players: Null, Demo (exact ports of the
// originals), Random and Dummy.
package madmax

import (
	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// game is the registry name of Mad Max.
const game = "madmax"

func init() {
	agents.Register(game, "Null", func(int, *jutge.Random) env.Player { return Null{} })
}

// Null gives no orders and draws nothing (engine §5.2).
type Null struct{}

// Play implements env.Player.
func (Null) Play(env.Match, int, *jutge.Orders) {}
