// Package orkisland holds the Ork Island players: Null, Demo, Random, Dummy.
package orkisland

import "github.com/edagym/edagym/agents"

func init() { agents.Register("orkisland", "Null", agents.NewNull) }
