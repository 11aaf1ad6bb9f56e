// Package dominator is the Dominator player API of edagym's cxx: seats
// (api/, from shared/rules/dominator-player-api.md) and the view the Go
// engine writes for it each round (view.go): the seat's rotated view, as
// the original hands it to the player.
package dominator

import (
	"embed"

	"github.com/edagym/edagym/cxx"
)

//go:embed api
var api embed.FS

func init() { cxx.RegisterAPI("dominator", api, appendMatch, appendRound) }
