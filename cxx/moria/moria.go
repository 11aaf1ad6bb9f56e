// Package madmax is the Moria player API of edagym's cxx: seats (api/,
// from shared/rules/moria-player-api.md) and the view the Go engine
// writes for it each round (view.go).
package moria

import (
	"embed"

	"github.com/edagym/edagym/cxx"
)

//go:embed api
var api embed.FS

func init() { cxx.RegisterAPI("moria", api, appendMatch, appendRound) }
