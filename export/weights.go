package export

import (
	"encoding/base64"

	"github.com/edagym/edagym/policies"
)

// encodeWeights is the blob the C++ decode() reads: the crop scales, then
// W1, b1, W2, b2, W3, b3 and, with a context layer, Wc, matrices in format
// f, vectors as float32; and a copy of the network with the weights it
// decodes to.
func encodeWeights(n *policies.Net, f Format) ([]byte, *policies.Net) {
	l := n.Layout
	D, H1, H2, A := l.Input(), n.Config.Hidden1, n.Config.Hidden2, l.Actions
	ref := n.Clone()
	blob := appendFloats(nil, n.Scale)
	blob = encodeMatrix(blob, f, n.W1(), D, H1, ref.W1())
	blob = appendFloats(blob, n.B1())
	blob = encodeMatrix(blob, f, n.W2(), H1, H2, ref.W2())
	blob = appendFloats(blob, n.B2())
	blob = encodeMatrix(blob, f, n.W3(), H2, A, ref.W3())
	blob = appendFloats(blob, n.B3())
	if n.Config.Context {
		blob = encodeMatrix(blob, f, n.Wc(), H1, H2, ref.Wc())
	}
	return blob, ref
}

// DefaultWeightLine is how many base64 characters each line of the
// weights' string literal holds, unless the game says otherwise.
const DefaultWeightLine = 160

// base64Lines is blob in base64, cut into lines of string literals of width
// characters (DefaultWeightLine if 0), short enough for any editor.
func base64Lines(blob []byte, width int) []string {
	text := base64.StdEncoding.EncodeToString(blob)
	if width <= 0 {
		width = DefaultWeightLine
	}
	var lines []string
	for len(text) > width {
		lines = append(lines, text[:width])
		text = text[width:]
	}
	return append(lines, text)
}
