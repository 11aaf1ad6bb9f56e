// Package export turns a trained Ork Island policy (policies.Net) into a
// single C++ file, AI<Name>.cc, that plays through the original Jutge.org
// player API and can be submitted as is: the plan-mode observation encoder
// re-implemented over the API's queries, the network's forward pass with its
// weights embedded as base64, masking and greedy action choice. The
// equivalence with the Go "nn:" player is tested by replaying recorded
// states into the exported file through a stub of the API
// (testdata/jutge).
package export

import (
	"bytes"
	_ "embed"
	"encoding/base64"
	"fmt"
	"text/template"

	"github.com/edagym/edagym/env"
	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/policies"
)

// MaxFileBytes is the size budget of an exported file.
const MaxFileBytes = 200 * 1024

// The Ork Island plan-mode shapes the C++ encoder writes (env/orkisland/encode.go).
const (
	planes   = 15
	crop     = 9
	features = 46
	actions  = 5
)

//go:embed player.cc.tmpl
var playerTemplate string

//go:embed orkisland.cc.tmpl
var orkTemplate string

var tmpl = template.Must(template.Must(template.New("player").Parse(playerTemplate)).New("orkisland").Parse(orkTemplate))

// orkWords are the names the core template takes from the game.
var orkWords = struct{ Player, Unit, Idle string }{"an Ork Island player", "ork", "NONE"}

// Options are what the file is called and how it stores its weights.
type Options struct {
	Name       string // the player's name: AI<Name>.cc, at most 12 letters or digits
	Format     Format // weight format; "" means Int8
	Checkpoint string // shown in the file's header comment
}

// Result is a generated file and what it holds.
type Result struct {
	Source []byte
	// Net is a copy of the input network with the weights the C++ file
	// decodes (bit for bit): play it as the Go reference of the exported file.
	Net       *policies.Net
	BlobBytes int
}

// CheckNet reports a network the exported encoder cannot feed.
func CheckNet(n *policies.Net) error {
	l := n.Layout
	if l.Channels != planes || l.CropLen != planes*crop*crop || l.Features != features || l.Actions != actions {
		return fmt.Errorf("export: the network reads %d channels, %d crop values, %d features and %d actions; "+
			"an Ork Island plan-mode network has %d, %d, %d and %d", l.Channels, l.CropLen, l.Features, l.Actions,
			planes, planes*crop*crop, features, actions)
	}
	if len(n.Scale) != planes {
		return fmt.Errorf("export: the network has %d channel scales, want %d", len(n.Scale), planes)
	}
	if len(n.Params) != policies.NumParams(l, n.Config) {
		return fmt.Errorf("export: the network has %d parameters, want %d", len(n.Params), policies.NumParams(l, n.Config))
	}
	return nil
}

// Generate writes AI<Name>.cc for a network. It fails on an invalid name, a
// network of another shape, or a file over MaxFileBytes.
func Generate(n *policies.Net, o Options) (*Result, error) {
	if err := ValidateName(o.Name); err != nil {
		return nil, err
	}
	if o.Format == "" {
		o.Format = Int8
	}
	if _, err := ParseFormat(string(o.Format)); err != nil {
		return nil, err
	}
	if err := CheckNet(n); err != nil {
		return nil, err
	}
	l := n.Layout
	D, H1, H2, A := l.Input(), n.Config.Hidden1, n.Config.Hidden2, l.Actions
	ref := n.Clone()
	blob := appendFloats(nil, n.Scale)
	blob = encodeMatrix(blob, o.Format, n.W1(), D, H1, ref.W1())
	blob = appendFloats(blob, n.B1())
	blob = encodeMatrix(blob, o.Format, n.W2(), H1, H2, ref.W2())
	blob = appendFloats(blob, n.B2())
	blob = encodeMatrix(blob, o.Format, n.W3(), H2, A, ref.W3())
	blob = appendFloats(blob, n.B3())

	text := base64.StdEncoding.EncodeToString(blob)
	const width = 160
	var lines []string
	for len(text) > width {
		lines = append(lines, text[:width])
		text = text[width:]
	}
	lines = append(lines, text)
	params := D*H1 + H1 + H1*H2 + H2 + H2*A + A
	var buf bytes.Buffer
	err := tmpl.ExecuteTemplate(&buf, "player", map[string]any{
		"Game": orkWords, "Name": o.Name, "Checkpoint": o.Checkpoint, "Format": string(o.Format),
		"Input": D, "H1": H1, "H2": H2, "Actions": A, "Params": params,
		"BlobBytes": len(blob), "Lines": lines,
	})
	if err != nil {
		return nil, err
	}
	if buf.Len() > MaxFileBytes {
		hint := "a smaller network"
		if o.Format != Int8 {
			hint = "--format int8 or " + hint
		}
		return nil, fmt.Errorf("export: AI%s.cc would be %d bytes, over the %d-byte budget (%s weights of a %d×%d network); use %s",
			o.Name, buf.Len(), MaxFileBytes, o.Format, H1, H2, hint)
	}
	return &Result{Source: buf.Bytes(), Net: ref, BlobBytes: len(blob)}, nil
}

// LoadNet reads an Ork Island checkpoint and rebuilds its network for the
// plan-mode observation the exported file encodes (a units-mode checkpoint
// is refused: train with mode: plan to export).
func LoadNet(path string) (*policies.Net, error) {
	c, err := policies.Load(path)
	if err != nil {
		return nil, err
	}
	if c.Game != "orkisland" {
		return nil, fmt.Errorf("checkpoint %s is for %s; only Ork Island players can be exported", path, c.Game)
	}
	enc, err := ork.NewEncoder(ork.Default(), env.Plan)
	if err != nil {
		return nil, err
	}
	n, err := c.NetFor(enc.Spec())
	if err != nil {
		return nil, fmt.Errorf("checkpoint %s: %w", path, err)
	}
	return n, CheckNet(n)
}
