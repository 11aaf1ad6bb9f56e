package cxx

import "strconv"

// AppendNum appends " v": the numbers of the blocks the games write (a
// round's block holds hundreds, so the small ones, most of them, take a
// short path).
func AppendNum(dst []byte, v int) []byte {
	switch {
	case v >= 0 && v < 10:
		return append(dst, ' ', byte('0'+v))
	case v >= 10 && v < 100:
		return append(dst, ' ', byte('0'+v/10), byte('0'+v%10))
	case v >= 100 && v < 1000:
		return append(dst, ' ', byte('0'+v/100), byte('0'+v/10%10), byte('0'+v%10))
	}
	return strconv.AppendInt(append(dst, ' '), int64(v), 10)
}
