// Package orkisland is the Ork Island player API of edagym's cxx: seats
// (api/, from shared/rules/orkisland-player-api.md) and the view the Go
// engine writes for it each round (view.go).
package orkisland

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
	cxx.Register(&cxx.Game{Name: "orkisland", API: sub, AppendMatch: appendMatch, AppendRound: appendRound})
}
