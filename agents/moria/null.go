// Package moria holds the players of Moria: Null, Demo (the original's,
// ported exactly), Random and Dummy.
package moria

import (
	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

func init() {
	agents.Register("moria", "Null", func(int, *jutge.Random) env.Player { return Null{} })
}

// Null gives no orders and draws no random numbers.
type Null struct{}

// Play does nothing.
func (Null) Play(env.Match, int, *jutge.Orders) {}
