// Package export turns a trained per-unit policy (policies.Net) into a
// single C++ file, AI<Name>.cc, that plays through the original Jutge.org
// player API of its game and can be submitted as is: the game's
// observation encoder re-implemented over the API's queries, the network's
// forward pass with its weights embedded as base85 text, masking and greedy
// action choice.
//
// This package is the game-neutral core: the registry of exporters, loading
// a checkpoint for its game's exporter, names, weight formats and the C++
// every player shares (player.cc.tmpl). Each game that exports is a folder,
// export/<game>, that registers its encoder's C++ blocks at init and tests
// the file with export/exporttest; all/ links them in.
package export

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/edagym/edagym/policies"
)

// MaxFileBytes is the size budget of an exported file.
const MaxFileBytes = 200 * 1024

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

// Generate writes AI<Name>.cc for a network of the game. It fails on an
// invalid name, a network of another shape, or a file over MaxFileBytes.
func (g *Game) Generate(n *policies.Net, o Options) (*Result, error) {
	if err := g.ValidateName(o.Name); err != nil {
		return nil, err
	}
	if o.Format == "" {
		o.Format = Int8
	}
	if _, err := ParseFormat(string(o.Format)); err != nil {
		return nil, err
	}
	if err := g.CheckNet(n); err != nil {
		return nil, err
	}
	l := n.Layout
	D, H1, H2, A := l.Input(), n.Config.Hidden1, n.Config.Hidden2, l.Actions
	blob, ref := encodeWeights(n, o.Format)
	params := D*H1 + H1 + H1*H2 + H2 + H2*A + A
	if n.Config.Context {
		params += H1 * H2
	}
	var buf bytes.Buffer
	err := g.tmpl.ExecuteTemplate(&buf, "player", fileData{
		Game: g, Name: o.Name, Checkpoint: commentText(o.Checkpoint), Format: string(o.Format),
		Input: D, H1: H1, H2: H2, Actions: A, Params: params,
		BlobBytes: len(blob), Lines: weightLines(blob, g.WeightLine), Context: n.Config.Context,
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

// commentText is s made safe in a C++ // comment: what a user gives (a
// checkpoint's path) must not end the comment and become code. A newline or
// any control character would start a new line; a backslash, or the
// trigraph ??/ that C++11 reads as one, at the end of the line would join
// the next line to the comment. Such text, and any that is not printable
// ASCII, is written as a quoted string with Go's escapes; other text as it
// is.
func commentText(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '\\' || c == '?' && i+1 < len(s) && s[i+1] == '?' {
			return strconv.QuoteToASCII(s)
		}
	}
	return s
}
