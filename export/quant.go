package export

import (
	"encoding/binary"
	"fmt"
	"math"
)

// Format is how the exported file stores the weight matrices. Biases and the
// per-channel crop scales are always float32, bit for bit.
type Format string

// The weight formats. int8 keeps one float32 scale per matrix row (per input
// of the layer): w = float32(q)·scale. f16 is IEEE half precision. f32 is
// exact.
const (
	Int8    Format = "int8"
	Float16 Format = "f16"
	Float32 Format = "f32"
)

// Formats lists the formats, smallest first.
var Formats = []Format{Int8, Float16, Float32}

// ParseFormat checks a format name.
func ParseFormat(s string) (Format, error) {
	for _, f := range Formats {
		if string(f) == s {
			return f, nil
		}
	}
	return "", fmt.Errorf("unknown weight format %q (int8, f16 or f32)", s)
}

// encodeMatrix appends the rows×cols row-major matrix w in format f to dst
// and writes the values the C++ player will decode into deq (same length).
func encodeMatrix(dst []byte, f Format, w []float32, rows, cols int, deq []float32) []byte {
	switch f {
	case Float32:
		for k, v := range w {
			dst = binary.LittleEndian.AppendUint32(dst, math.Float32bits(v))
			deq[k] = v
		}
	case Float16:
		for k, v := range w {
			h := f32ToF16(v)
			dst = binary.LittleEndian.AppendUint16(dst, h)
			deq[k] = f16ToF32(h)
		}
	case Int8:
		scales := make([]float32, rows)
		for r := 0; r < rows; r++ {
			m := float32(0)
			for _, v := range w[r*cols : (r+1)*cols] {
				m = max(m, float32(math.Abs(float64(v))))
			}
			scales[r] = m / 127
			dst = binary.LittleEndian.AppendUint32(dst, math.Float32bits(scales[r]))
		}
		for r := 0; r < rows; r++ {
			s := scales[r]
			for c, v := range w[r*cols : (r+1)*cols] {
				q := int8(0)
				if s > 0 {
					q = int8(max(-127, min(127, math.RoundToEven(float64(v)/float64(s)))))
				}
				dst = append(dst, byte(q))
				deq[r*cols+c] = float32(q) * s
			}
		}
	default:
		panic("export: unknown format " + string(f))
	}
	return dst
}

// appendFloats appends float32 values bit for bit.
func appendFloats(dst []byte, v []float32) []byte {
	for _, x := range v {
		dst = binary.LittleEndian.AppendUint32(dst, math.Float32bits(x))
	}
	return dst
}

// f32ToF16 rounds to the nearest half, ties to even; overflow gives ±Inf.
func f32ToF16(v float32) uint16 {
	b := math.Float32bits(v)
	sign := uint16(b>>16) & 0x8000
	exp := int(b>>23) & 0xff
	mant := b & 0x7fffff
	if exp == 0xff { // Inf or NaN
		if mant != 0 {
			return sign | 0x7e00
		}
		return sign | 0x7c00
	}
	e := exp - 127 + 15
	if e >= 0x1f {
		return sign | 0x7c00
	}
	if e <= 0 { // subnormal half (or zero)
		if e < -10 {
			return sign
		}
		m := mant | 0x800000
		shift := uint(14 - e)
		h := m >> shift
		rem := m & (1<<shift - 1)
		half := uint32(1) << (shift - 1)
		if rem > half || (rem == half && h&1 == 1) {
			h++
		}
		return sign | uint16(h)
	}
	h := uint32(e)<<10 | mant>>13
	rem := mant & 0x1fff
	if rem > 0x1000 || (rem == 0x1000 && h&1 == 1) {
		h++ // may carry into the exponent, up to Inf: still correct
	}
	return sign | uint16(h)
}

// f16ToF32 is exact.
func f16ToF32(h uint16) float32 {
	sign := uint32(h&0x8000) << 16
	exp := uint32(h>>10) & 0x1f
	mant := uint32(h & 0x3ff)
	switch {
	case exp == 0x1f:
		return math.Float32frombits(sign | 0x7f800000 | mant<<13)
	case exp == 0 && mant == 0:
		return math.Float32frombits(sign)
	case exp == 0: // subnormal: mant·2^-24
		v := float32(mant) * (1.0 / (1 << 24))
		if sign != 0 {
			v = -v
		}
		return v
	}
	return math.Float32frombits(sign | (exp+112)<<23 | mant<<13)
}
