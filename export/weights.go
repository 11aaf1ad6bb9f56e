package export

import "github.com/edagym/edagym/policies"

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

// DefaultWeightLine is how many characters each line of the weights'
// string literal holds, unless the game says otherwise.
const DefaultWeightLine = 160

// digits85 are the weights' text's digits, in the order of their values:
// Z85's (ZeroMQ RFC 32, no quote or backslash) with '~' for its '?', which
// C++11 would read as the start of a trigraph, and '|' for its '/', so that
// no "//" or "/*" in the text looks like a comment to a reader or a tool
// less careful than a compiler. Five digits hold four bytes,
// where base64 takes 5 1/3: the default network's int8 file is 11 KB
// smaller, room for more inputs under the 200 KB limit.
const digits85 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!|*~&<>()[]{}@%$#"

// base85 is blob, zero-padded to a multiple of 4 bytes, as digits85: each
// 4 bytes a big-endian number written as 5 digits, the most significant
// first (the C++ decode() reads them back).
func base85(blob []byte) string {
	out := make([]byte, 0, (len(blob)+3)/4*5)
	for at := 0; at < len(blob); at += 4 {
		var v uint32
		for k := at; k < at+4; k++ {
			v <<= 8
			if k < len(blob) {
				v |= uint32(blob[k])
			}
		}
		var d [5]byte
		for k := 4; k >= 0; k-- {
			d[k] = digits85[v%85]
			v /= 85
		}
		out = append(out, d[:]...)
	}
	return string(out)
}

// weightLines is blob in base85, cut into lines of string literals of width
// characters (DefaultWeightLine if 0), short enough for any editor.
func weightLines(blob []byte, width int) []string {
	text := base85(blob)
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
