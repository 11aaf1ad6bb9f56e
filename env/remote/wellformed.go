package remote

import "encoding/binary"

// checkWellFormed walks one msgpack value without decoding it and fails when
// the bytes are truncated or a container declares more elements than bytes
// remain. The msgpack library preallocates a container from its declared
// length when it decodes into an interface (Create.Config), so a 60-byte
// frame claiming 2.5e9 elements would otherwise exhaust memory before the
// decoder notices the frame is short.
func checkWellFormed(b []byte) error {
	pending := 1 // values still to read
	for i := 0; pending > 0; pending-- {
		if i >= len(b) {
			return errorf(ErrBadMessage, "truncated msgpack value")
		}
		c := b[i]
		i++
		var n, skip int // n: elements this value holds; skip: payload bytes
		switch {
		case c <= 0x7f || c >= 0xe0 || c == 0xc0 || c == 0xc2 || c == 0xc3:
		case c&0xf0 == 0x80:
			n = 2 * int(c&0x0f)
		case c&0xf0 == 0x90:
			n = int(c & 0x0f)
		case c&0xe0 == 0xa0:
			skip = int(c & 0x1f)
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
				skip = size
			case 'e': // extension: a type byte, then the payload
				skip = size + 1
			case 'a':
				n = size
			case 'm':
				n = 2 * size
			}
		}
		// Every value still to read takes at least one byte.
		if skip+(pending-1)+n > len(b)-i {
			return errorf(ErrBadMessage, "msgpack value declares %d bytes and %d elements with %d bytes left", skip, n, len(b)-i)
		}
		i += skip
		pending += n
	}
	return nil
}

// sizedCode describes a msgpack code whose size follows it: w is the width of
// the length field (or of the fixed payload, kind 'f'); kind is 'f' fixed,
// 'b' bytes, 'e' extension, 'a' array or 'm' map.
func sizedCode(c byte) (w int, kind byte, ok bool) {
	switch c {
	case 0xcc, 0xd0:
		return 1, 'f', true
	case 0xcd, 0xd1:
		return 2, 'f', true
	case 0xca, 0xce, 0xd2:
		return 4, 'f', true
	case 0xcb, 0xcf, 0xd3:
		return 8, 'f', true
	case 0xd4:
		return 2, 'f', true // type byte + 1
	case 0xd5:
		return 3, 'f', true
	case 0xd6:
		return 5, 'f', true
	case 0xd7:
		return 9, 'f', true
	case 0xd8:
		return 17, 'f', true
	case 0xc4, 0xd9:
		return 1, 'b', true
	case 0xc5, 0xda:
		return 2, 'b', true
	case 0xc6, 0xdb:
		return 4, 'b', true
	case 0xc7:
		return 1, 'e', true
	case 0xc8:
		return 2, 'e', true
	case 0xc9:
		return 4, 'e', true
	case 0xdc:
		return 2, 'a', true
	case 0xdd:
		return 4, 'a', true
	case 0xde:
		return 2, 'm', true
	case 0xdf:
		return 4, 'm', true
	}
	return 0, 0, false
}
