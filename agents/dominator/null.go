// Package dominator holds the Dominator players: Null, Demo (an exact port
// of the original's), Random and Dummy. Each reads the match through its
// rotated view, dom.View, where it is always player 0.
package dominator

import "github.com/edagym/edagym/agents"

const game = "dominator"

func init() { agents.Register(game, "Null", agents.NewNull) }
