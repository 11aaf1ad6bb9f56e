// Package orkisland is the Ork Island player API of edagym's cxx: seats
// (api/, from shared/rules/orkisland-player-api.md) and the view the Go
// engine writes for it each round (view.go).
package orkisland

import (
	"embed"

	"github.com/edagym/edagym/cxx"
)

//go:embed api
var api embed.FS

func init() { cxx.RegisterAPI("orkisland", api, appendMatch, appendRound) }
