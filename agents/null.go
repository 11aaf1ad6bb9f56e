package agents

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// Null gives no orders and draws no random numbers: every game's Null (the
// originals' Null players do nothing; engine specs, the Null player).
type Null struct{}

// Play implements env.Player.
func (Null) Play(env.Match, int, *jutge.Orders) {}

// NewNull makes a Null; Register makes it each game's "Null".
func NewNull(int, *jutge.Random) env.Player { return Null{} }
