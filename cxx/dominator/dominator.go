// Package dominator is the Dominator player API of edagym's cxx: seats
// (api/, from shared/rules/dominator-player-api.md) and the view the Go
// engine writes for it each round (view.go): the seat's rotated view, as
// the original hands it to the player.
package dominator

import (
	"embed"
	"io/fs"

	"github.com/edagym/edagym/cxx"
)

//go:embed api
var api embed.FS

func init() {
	sub, err := fs.Sub(api, "api")
	if err != nil {
		panic(err)
	}
	cxx.Register(&cxx.Game{Name: "dominator", API: sub, AppendMatch: appendMatch, AppendRound: appendRound})
}
