// Package madmax holds the Mad Max players: Null, Demo (exact ports of the
// originals), Random and Dummy.
package madmax

import "github.com/edagym/edagym/agents"

// game is the registry name of Mad Max.
const game = "madmax"

func init() { agents.Register(game, "Null", agents.NewNull) }
