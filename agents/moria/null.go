// Package moria holds the players of Moria: Null, Demo (the original's,
// ported exactly), Random and Dummy.
package moria

import "github.com/edagym/edagym/agents"

func init() { agents.Register("moria", "Null", agents.NewNull) }
