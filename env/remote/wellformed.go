package remote

import (
	"encoding/binary"
	"strings"
)

// maxDepth is the deepest nesting a request may have. The deepest real
// request is four levels (create → env_seats → a list → a name); the msgpack
// library decodes nested values recursively, so without a cap a frame of
// three million one-element arrays overflows the decoder's stack, which
// ends the whole process.
const maxDepth = 32

// decodeSpare is how much memory the values of one frame may take once
// decoded beyond the frame's own bytes: slice and string headers,
// interfaces, map entries. Byte counts do not bound it: a 60 MiB frame of
// 60 million empty strings in seats decodes into a billion bytes of string
// headers.
const decodeSpare = 32 << 20

// The memory a decoded value takes besides its bytes, as bounds: a
// container's header, each element's slot in it (a string header, an
// interface, a slice header: at most 24 bytes), a string's or byte
// string's header.
const (
	containerCost = 48
	elementCost   = 24
	stringCost    = 16
)

// level is a container being walked: its elements still to read, whether
// it is a map (keys and values alternate) and the last key read.
type level struct {
	left  int
	isMap bool
	key   string
}

// checkWellFormed walks one msgpack value without decoding it and fails when
// the bytes are truncated or go on after it, a container declares more elements than bytes
// remain, nesting goes deeper than maxDepth, an integer does not fit an
// int64, or the value would take more memory decoded than the frame's
// bytes and decodeSpare. The msgpack library preallocates a container from its declared
// length when it decodes into an interface (Create.Config), so a 60-byte
// frame claiming 2.5e9 elements would otherwise exhaust memory before the
// decoder notices the frame is short; and it silently wraps a uint64 over
// int64's range into a negative int, so an error would report a value the
// client never sent.
func checkWellFormed(b []byte) error {
	// The root is a pseudo-container of one value; the stack never holds
	// more than maxDepth real containers above it.
	stack := append(make([]level, 0, 8), level{left: 1})
	i := 0
	budget := int64(decodeSpare) + int64(len(b))
	var cost int64
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.left == 0 {
			stack = stack[:len(stack)-1]
			continue
		}
		isKey := top.isMap && top.left%2 == 0
		top.left--
		if i >= len(b) {
			return errorf(ErrBadMessage, "truncated msgpack value")
		}
		c := b[i]
		i++
		var n, skip int // n: elements this value holds; skip: payload bytes
		isMap, isStr := false, false
		switch {
		case c <= 0x7f || c >= 0xe0 || c == 0xc0 || c == 0xc2 || c == 0xc3:
		case c&0xf0 == 0x80:
			n, isMap = 2*int(c&0x0f), true
		case c&0xf0 == 0x90:
			n = int(c & 0x0f)
		case c&0xe0 == 0xa0:
			skip, isStr = int(c&0x1f), true
		case c == 0xcf:
			if len(b)-i >= 8 {
				if u := binary.BigEndian.Uint64(b[i:]); u > 1<<63-1 {
					return errorf(ErrBadValue, "%s: %d is out of range (integers must fit in int64)", path(stack), u)
				}
			}
			skip = 8
		default:
			w, kind, ok := sizedCode(c)
			if !ok {
				return errorf(ErrBadMessage, "invalid msgpack code 0x%02x", c)
			}
			if kind == 'f' { // fixed payload, its size is the code's
				skip = w
				break
			}
			if len(b)-i < w {
				return errorf(ErrBadMessage, "truncated msgpack value")
			}
			var size int
			switch w {
			case 1:
				size = int(b[i])
			case 2:
				size = int(binary.BigEndian.Uint16(b[i:]))
			case 4:
				size = int(binary.BigEndian.Uint32(b[i:]))
			}
			i += w
			switch kind {
			case 'b':
				skip, isStr = size, c >= 0xd9
			case 'e': // extension: a type byte, then the payload
				skip = size + 1
			case 'a':
				n = size
			case 'm':
				n, isMap = 2*size, true
			}
		}
		// Every value still to read takes at least one byte.
		left := n
		for _, l := range stack {
			left += l.left
		}
		if skip+left > len(b)-i {
			return errorf(ErrBadMessage, "msgpack value declares %d bytes and %d elements with %d bytes left", skip, n, len(b)-i)
		}
		switch {
		case n > 0 || kind(c) == 'c':
			cost += containerCost + int64(n)*elementCost
		case kind(c) == 'b' || kind(c) == 'e':
			cost += stringCost + int64(skip)
		}
		if cost > budget {
			return errorf(ErrBadMessage, "%s: the message would take more than %s of memory decoded (%s for its %s)",
				path(stack), mib(budget), mib(cost), mib(int64(len(b))))
		}
		if isKey && isStr {
			top.key = string(b[i : i+skip])
		}
		i += skip
		if n > 0 {
			if len(stack) > maxDepth {
				return errorf(ErrBadMessage, "nested deeper than %d levels", maxDepth)
			}
			stack = append(stack, level{left: n, isMap: isMap})
		}
	}
	if i != len(b) {
		return errorf(ErrBadMessage, "%d bytes after the message", len(b)-i)
	}
	return nil
}

// path names where a value sits, e.g. "create.num_envs", from the keys of
// the maps above it.
func path(stack []level) string {
	var keys []string
	for _, l := range stack {
		if l.isMap && l.key != "" {
			keys = append(keys, l.key)
		}
	}
	if len(keys) == 0 {
		return "a value"
	}
	return strings.Join(keys, ".")
}

// kind is 'c' for a code that starts a container (of any length), 'b' for
// one that starts a string or byte string, 'e' an extension, else 0.
func kind(c byte) byte {
	switch {
	case c >= 0xc7 && c <= 0xc9 || c >= 0xd4 && c <= 0xd8:
		return 'e'
	case c&0xf0 == 0x80 || c&0xf0 == 0x90 || c == 0xdc || c == 0xdd || c == 0xde || c == 0xdf:
		return 'c'
	case c&0xe0 == 0xa0 || c == 0xc4 || c == 0xc5 || c == 0xc6 || c == 0xd9 || c == 0xda || c == 0xdb:
		return 'b'
	}
	return 0
}

// sizedCode describes a msgpack code whose size follows it: w is the width of
// the length field (or of the fixed payload, kind 'f'); kind is 'f' fixed,
// 'b' bytes, 'e' extension, 'a' array or 'm' map.
func sizedCode(c byte) (w int, kind byte, ok bool) {
	s := sizedCodes[c]
	return s.w, s.kind, s.kind != 0
}

// sizedCodes is sizedCode's table, by code; kind 0 for the other codes.
var sizedCodes = [256]struct {
	w    int
	kind byte
}{
	0xcc: {1, 'f'}, 0xcd: {2, 'f'}, 0xce: {4, 'f'}, 0xcf: {8, 'f'}, // uint 8 to 64
	0xd0: {1, 'f'}, 0xd1: {2, 'f'}, 0xd2: {4, 'f'}, 0xd3: {8, 'f'}, // int 8 to 64
	0xca: {4, 'f'}, 0xcb: {8, 'f'}, // float 32, 64
	0xd4: {2, 'f'}, 0xd5: {3, 'f'}, 0xd6: {5, 'f'}, 0xd7: {9, 'f'}, 0xd8: {17, 'f'}, // fixext: type byte + 1 to 16
	0xc4: {1, 'b'}, 0xc5: {2, 'b'}, 0xc6: {4, 'b'}, // bin 8 to 32
	0xd9: {1, 'b'}, 0xda: {2, 'b'}, 0xdb: {4, 'b'}, // str 8 to 32
	0xc7: {1, 'e'}, 0xc8: {2, 'e'}, 0xc9: {4, 'e'}, // ext 8 to 32
	0xdc: {2, 'a'}, 0xdd: {4, 'a'}, // array 16, 32
	0xde: {2, 'm'}, 0xdf: {4, 'm'}, // map 16, 32
}
