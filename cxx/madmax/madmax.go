// Package madmax is the Mad Max player API of edagym's cxx: seats (api/,
// from shared/rules/madmax-player-api.md) and the view the Go engine
// writes for it each round (view.go).
package madmax

import (
	"embed"

	"github.com/edagym/edagym/cxx"
)

//go:embed api
var api embed.FS

func init() { cxx.RegisterAPI("madmax", api, appendMatch, appendRound) }
