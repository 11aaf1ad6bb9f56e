package jutge

import "strconv"

// AppendInt appends the decimal form of v.
func AppendInt(dst []byte, v int) []byte { return strconv.AppendInt(dst, int64(v), 10) }

// AppendSetting appends "name", padded with spaces to width, then the value and a newline.
func AppendSetting(dst []byte, name string, width, value int) []byte {
	dst = append(dst, name...)
	for i := len(name); i < width; i++ {
		dst = append(dst, ' ')
	}
	dst = AppendInt(dst, value)
	return append(dst, '\n')
}

// Setting is one line of a match file's settings block: a name and its
// value (an alias of an unnamed struct, so that the games' tables of
// settings read as {name, value} pairs).
type Setting = struct {
	Name  string
	Value int
}

// SettingsOf is the settings block of a match file: each check's name and
// the value its Dst holds, group after group (a .cnf's order, which is the
// match file's).
func SettingsOf(groups ...[]Check) []Setting {
	var out []Setting
	for _, g := range groups {
		for _, c := range g {
			out = append(out, Setting{Name: c.Name, Value: *c.Dst})
		}
	}
	return out
}

// AppendMoves appends a round's block of moves: the label's line, a line
// "id letter" per move in the order done, and "-1".
func AppendMoves[M any](dst []byte, label string, moves []M, line func(M) (id int, letter byte)) []byte {
	dst = append(dst, label...)
	dst = append(dst, '\n')
	for _, mv := range moves {
		id, letter := line(mv)
		dst = AppendInt(dst, id)
		dst = append(dst, ' ', letter, '\n')
	}
	return append(dst, "-1\n"...)
}

// AppendHeader appends what every original match file starts with: the
// preamble, the title line, the settings (values from column width) and
// the names line (its label as the original pads it).
func AppendHeader(dst []byte, seed int32, title string, width int, settings []Setting, namesLabel string, names []string) []byte {
	dst = AppendPreamble(dst, seed)
	dst = append(dst, title...)
	dst = append(dst, '\n')
	for _, s := range settings {
		dst = AppendSetting(dst, s.Name, width, s.Value)
	}
	return AppendNames(dst, namesLabel, names)
}

// AppendPreamble appends the lines every original match file starts with:
// "Game", an empty line, "Seed <seed>", an empty line.
func AppendPreamble(dst []byte, seed int32) []byte {
	dst = append(dst, "Game\n\nSeed "...)
	dst = AppendInt(dst, int(seed))
	return append(dst, "\n\n"...)
}

// AppendInts appends " v" for each value (the originals' list lines).
func AppendInts(dst []byte, vs []int) []byte {
	for _, v := range vs {
		dst = append(dst, ' ')
		dst = AppendInt(dst, v)
	}
	return dst
}

// AppendColumnLabels appends the two column-label lines of a C-column grid:
// prefix, then j/10 for each column; prefix, then j%10.
func AppendColumnLabels(dst []byte, prefix string, cols int) []byte {
	dst = append(dst, prefix...)
	for j := 0; j < cols; j++ {
		dst = AppendInt(dst, j/10)
	}
	dst = append(dst, '\n')
	dst = append(dst, prefix...)
	for j := 0; j < cols; j++ {
		dst = AppendInt(dst, j%10)
	}
	return append(dst, '\n')
}

// AppendRowLabel appends row i's label as the originals print it: i/10 then i%10.
func AppendRowLabel(dst []byte, i int) []byte {
	dst = AppendInt(dst, i/10)
	return AppendInt(dst, i%10)
}

// AppendNames appends the header's names line: label (with the game's own
// padding), then " name" for each player, then a newline.
func AppendNames(dst []byte, label string, names []string) []byte {
	dst = append(dst, label...)
	for _, n := range names {
		dst = append(dst, ' ')
		dst = append(dst, n...)
	}
	return append(dst, '\n')
}
