package export

import (
	_ "embed"
	"fmt"
	"strings"
	"text/template"
)

// The core template: what every exported player shares. A game's blocks
// fill it (its comment lists them and how they are written).
//
//go:embed player.cc.tmpl
var coreText string

var core = template.Must(template.New("player").Parse(coreText))

// blocks are the names a game must define.
var blocks = []string{"summary", "shapes", "constants", "members", "constructor", "round", "units", "order", "encoder"}

// compose parses a game's blocks into a copy of the core template.
func compose(game, text string) (*template.Template, error) {
	t, err := template.Must(core.Clone()).New(game).Parse(text)
	if err != nil {
		return nil, fmt.Errorf("export: %s blocks: %w", game, err)
	}
	var missing []string
	for _, b := range blocks {
		if t.Lookup(b) == nil {
			missing = append(missing, b)
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("export: %s defines no block %s", game, strings.Join(missing, ", "))
	}
	return t, nil
}

// fileData is what the core template reads.
type fileData struct {
	Game                                      *Game
	Name, Checkpoint, Format                  string
	Input, H1, H2, Actions, Params, BlobBytes int
	Lines                                     []string // the weights, base85 (weights.go)
	// Context: the network's second layer also reads its team's mean first
	// layer through Wc (policies.NetConfig.Context).
	Context bool
}
