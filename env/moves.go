package env

import "github.com/edagym/edagym/env/jutge"

// UnitMoves is one seat's units as the shared Mask and Decode see them, in
// games whose action k < A-1 is the order "move in direction code k" and
// whose last action, A-1, gives no order. Each game's encoder implements it
// over its match (without allocating: it keeps the value and re-points it).
type UnitMoves interface {
	// Units lists the seat's units that get a slot, in slot order.
	Units() []int
	// Cell is unit id's cell, row-major on the board as the seat sees it:
	// its action slot in board mode (the s-th unit's slot is s in the
	// per-unit modes).
	Cell(id int) int
	// CanMove reports whether the engine would accept and carry out move
	// k (a direction code, not the idle action) of unit id.
	CanMove(id, k int) bool
}

// MaskMoves writes the action mask, [slots, A]: per unit, the moves
// CanMove allows and always the idle action; with cells > 0 (board mode)
// every cell allows the idle action too, units or not.
func MaskMoves(u UnitMoves, mask []uint8, A, cells int) {
	clear(mask)
	for c := 0; c < cells; c++ {
		mask[c*A+A-1] = 1
	}
	for s, id := range u.Units() {
		row := mask[slot(u, s, id, cells)*A:][:A]
		row[A-1] = 1
		for k := 0; k < A-1; k++ {
			if u.CanMove(id, k) {
				row[k] = 1
			}
		}
	}
}

// DecodeMoves records one order per unit whose action is a move, in slot
// order. The idle action A-1 gives none, and so does a move the mask
// refuses: every game treats an action outside its mask as idle. cells is
// as for MaskMoves.
func DecodeMoves(u UnitMoves, actions []int32, A, cells int, out *jutge.Orders) {
	EachMove(u, actions, A, cells, func(id, k int) { out.Add(id, k) })
}

// EachMove calls give(id, k) for each unit whose action is a move k the
// mask allows, in slot order: DecodeMoves's moves, for a game whose
// decoder drops some of them (Mad Max keeps a seat's moves apart). give
// must not keep itself: the call allocates nothing.
func EachMove(u UnitMoves, actions []int32, A, cells int, give func(id, k int)) {
	for s, id := range u.Units() {
		if k := int(actions[slot(u, s, id, cells)]); k >= 0 && k < A-1 && u.CanMove(id, k) {
			give(id, k)
		}
	}
}

// slot is the action slot of the s-th unit, id: its cell in board mode
// (cells > 0), else s.
func slot(u UnitMoves, s, id, cells int) int {
	if cells > 0 {
		return u.Cell(id)
	}
	return s
}

// OwnUnits is what a game's UnitMoves keeps of a seat: the match, the seat
// and its units in slot order, re-pointed at each call (without
// allocating). A game embeds it and adds Cell and CanMove.
type OwnUnits[M any] struct {
	M   M
	Me  int
	Own []int
}

// Units implements UnitMoves.
func (u *OwnUnits[M]) Units() []int { return u.Own }

// Point re-points u at seat me of m, with the units 0..n-1 that mine
// accepts, in ascending ids, as its own (the list is reused).
func (u *OwnUnits[M]) Point(m M, me, n int, mine func(id int) bool) {
	u.M, u.Me, u.Own = m, me, u.Own[:0]
	for id := range n {
		if mine(id) {
			u.Own = append(u.Own, id)
		}
	}
}

// Rel is how seat me sees player p: 0 is me, then the others in seat order
// after me.
func Rel(p, me, n int) int { return (p - me + n) % n }

// ScoreShares writes each player's share of all points so far into dst,
// in relative order (dst[0] is me's), all 0 while nobody has any.
func ScoreShares(m Match, me int, dst []float32) {
	n := m.Config().NumPlayers()
	total := 0
	for p := 0; p < n; p++ {
		total += m.Score(p)
	}
	for p := 0; p < n; p++ {
		dst[Rel(p, me, n)] = 0
		if total > 0 {
			dst[Rel(p, me, n)] = float32(m.Score(p)) / float32(total)
		}
	}
}
