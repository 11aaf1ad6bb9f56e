package dominator

import (
	"unsafe"

	"github.com/edagym/edagym/cxx"
	dom "github.com/edagym/edagym/env/dominator"
)

// The blocks api/view.hh reads (see there): numbers after a space, rows of
// cell letters on lines of their own.

// appendMatch: the settings.
func appendMatch(dst []byte, m *dom.Match, me int) []byte {
	c := m.Cfg()
	return append(cxx.AppendNums(dst, c.Players, c.Rounds, c.Farmers, c.Knights, c.Witches, c.FarmersHealth, c.KnightsHealth,
		c.FarmersRegen, c.KnightsRegen, c.DamageMin, c.DamageMax, c.Rows, c.Cols), '\n')
}

// appendRound: seat me's view (dominator.View): the board with its
// haunted cells and the units (those that changed), land and scores,
// players relative.
func appendRound(dst []byte, m *dom.Match, me int, s *cxx.Sent) []byte {
	v := m.View(me)
	n := v.Rows()
	dst = num(dst, n)
	var tab letters
	tab.fill(me)
	board := m.Cells()
	if idx, fresh := s.ViewIndex(n * n); fresh {
		for k := range idx {
			p := local(dom.Pos{I: k / n, J: k % n}, n, me)
			idx[k] = int32(p.I*n + p.J)
		}
	}
	cells := s.Board(n * n)
	board = board[:len(cells)]
	// Most cells are as last round: compare the bytes of each cell's
	// record that make its letter (type, owner, haunting; not the unit,
	// which the units give) as one word, and letter only those that
	// changed.
	prev, fresh := s.Words(len(board))
	raw := unsafe.Slice((*uint64)(unsafe.Pointer(unsafe.SliceData(board))), len(board))
	for k, w := range raw { // in the board's order; AppendBoard rotates
		if w &= letterBytes; w == prev[k] && !fresh {
			continue
		}
		prev[k] = w
		if l := tab.of(board[k]); l != cells[k] {
			cells[k] = l
			s.Changed(k)
		}
	}
	dst = s.AppendBoard(dst, n)
	dst = cxx.AppendNums(dst, v.Land(0), v.Land(1), v.Land(2), v.Land(3))
	dst = cxx.AppendNums(dst, v.TotalScore(0), v.TotalScore(1), v.TotalScore(2), v.TotalScore(3))
	units := m.Units()
	s.Units(len(units), 7)
	for id := range units {
		u := &units[id]
		pos, player, flags := u.Pos, u.Player, b2i(u.Active)
		list := (player - me + 4) % 4 // the view player whose lists hold it
		// A unit off the board shows its real player and position, as in
		// the original (a failed respawn's quirk).
		if pos.I >= 0 && pos.I < n && pos.J >= 0 && pos.J < n && m.UnitAt(pos) == id {
			pos, player, flags = local(pos, n, me), list, flags|2
		}
		s.SetUnit(id, []int32{int32(u.Type), int32(player), int32(u.Health), int32(pos.I), int32(pos.J), int32(flags), int32(list)})
	}
	return s.AppendUnits(dst, 7)
}

// A cell's record must be one word for appendRound to compare it as one,
// and its type one byte (letterBytes).
var _ [8 - unsafe.Sizeof(dom.Cell{})]byte
var _ [unsafe.Sizeof(dom.Cell{}) - 8]byte
var _ [1 - unsafe.Sizeof(dom.Cell{}.Type)]byte

// letterBytes masks a cell's record, read as a word, to the bytes its
// letter is made of: Type, Owner and Haunted (a byte each), whatever the
// machine's byte order. The padding byte is left out: Go need not keep it
// zero, so a whole-record compare could see a change where there is none.
var letterBytes = func() uint64 {
	var c dom.Cell
	var b [8]byte // a byte array has no padding: all of it is zero
	for _, at := range [...]uintptr{unsafe.Offsetof(c.Type), unsafe.Offsetof(c.Owner), unsafe.Offsetof(c.Haunted)} {
		b[at] = 0xFF
	}
	return *(*uint64)(unsafe.Pointer(&b))
}()

// local is the view position of real position p for seat me
// (dominator.View's mapping).
func local(p dom.Pos, n, me int) dom.Pos {
	switch me {
	case 1:
		return dom.Pos{I: p.J, J: n - 1 - p.I}
	case 2:
		return dom.Pos{I: n - 1 - p.I, J: n - 1 - p.J}
	case 3:
		return dom.Pos{I: n - 1 - p.J, J: p.I}
	}
	return p
}

// letters are the cells' letters in seat me's view, by type, owner and
// haunting: X a wall, . an unowned cell, 0-3 the cell of a (relative)
// player; x , a-d the same, haunted.
// letters is seat me's letter of every cell, at index
// type&1<<4 | (owner+1)<<1 | haunted (owner -1..3): one masked lookup a cell.
type letters [32]byte

func letterAt(t dom.CellType, owner int, haunted bool) int {
	return int(t&1)<<4 | (owner+1)<<1 | b2i(haunted)
}

func (t *letters) fill(me int) {
	for h, set := range [2]string{"X.0123", "x,abcd"} {
		for o := -1; o < 4; o++ {
			t[letterAt(dom.Wall, o, h == 1)] = set[0]
			if o < 0 {
				t[letterAt(dom.Empty, o, h == 1)] = set[1]
			} else {
				t[letterAt(dom.Empty, o, h == 1)] = set[2+(o-me+4)%4]
			}
		}
	}
}

// of is cell c's letter.
func (t *letters) of(c dom.Cell) byte {
	h := uint8(0)
	if c.Haunted {
		h = 1
	}
	return t[(uint8(c.Type)&1<<4|uint8(c.Owner+1)&7<<1|h)&31]
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// num appends " v".
func num(dst []byte, v int) []byte { return cxx.AppendNum(dst, v) }
