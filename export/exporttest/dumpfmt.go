package exporttest

import "strconv"

// AppendInt appends " v": every number of a state dump follows a space.
func AppendInt(dst []byte, v int) []byte {
	return strconv.AppendInt(append(dst, ' '), int64(v), 10)
}

// AppendRoundHeader appends "round R me ME repeat K", the line
// cxx/harness.cc reads before a game's own round block: the round, the seat
// whose view follows, and how many times play() is timed on it.
func AppendRoundHeader(dst []byte, round, me, repeat int) []byte {
	dst = AppendInt(append(dst, "round"...), round)
	dst = AppendInt(append(dst, " me"...), me)
	return AppendInt(append(dst, " repeat"...), repeat)
}

// AppendScores appends the scores block, "\nscores N s0 .. sN-1", of n
// players.
func AppendScores(dst []byte, n int, score func(p int) int) []byte {
	return AppendEach(AppendInt(append(dst, "\nscores"...), n), "", n, score)
}

// AppendEach appends label, then " v(k)" for each k < n: a value per
// player, city, path...
func AppendEach(dst []byte, label string, n int, v func(k int) int) []byte {
	dst = append(dst, label...)
	for k := range n {
		dst = AppendInt(dst, v(k))
	}
	return dst
}

// AppendCount appends a section's head line, label then " n" and a newline
// ("\nunits 80\n"), which the harness reads as the count of the lines that
// follow.
func AppendCount(dst []byte, label string, n int) []byte {
	return append(AppendInt(append(dst, label...), n), '\n')
}

// AppendLines appends a section: its head (AppendCount: label and the
// count of items), then a line of the values line gives each item.
func AppendLines[T any](dst []byte, label string, items []T, line func(it T) []int) []byte {
	dst = AppendCount(dst, label, len(items))
	for _, it := range items {
		dst = append(AppendInts(dst, line(it)...), '\n')
	}
	return dst
}

// AppendInts appends " v" for each value.
func AppendInts(dst []byte, vs ...int) []byte {
	for _, v := range vs {
		dst = AppendInt(dst, v)
	}
	return dst
}

// AppendMatchHeader appends the line "match LABEL cfg v..." that starts a
// match block: a new player object in the harness, with the settings in the
// order the game's replay.hh reads them.
func AppendMatchHeader(dst []byte, label string, cfg ...int) []byte {
	dst = append(append(dst, "match "...), label...)
	return append(AppendInts(append(dst, " cfg"...), cfg...), '\n')
}

// AppendGrid appends "board R C" and the board's rows, one letter a cell.
func AppendGrid(dst []byte, rows, cols int, letter func(i, j int) byte) []byte {
	dst = append(AppendInts(append(dst, "board"...), rows, cols), '\n')
	for i := range rows {
		for j := range cols {
			dst = append(dst, letter(i, j))
		}
		dst = append(dst, '\n')
	}
	return dst
}
