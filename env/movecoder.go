package env

import "github.com/edagym/edagym/env/jutge"

// MoveCoder is Mask, Decode and SlotUnits for an encoder whose actions
// are its units' moves (UnitMoves): each game's encoder embeds one and
// gives it the game's view of a seat's units, so that what a mask allows
// and what an action orders is decided in one place for every game.
type MoveCoder struct {
	seat    func(m Match, me int) UnitMoves
	actions int // A: the move directions, then the idle action
	cells   int // board mode: the cells, each allowing the idle action; else 0
}

// NewMoveCoder makes the MoveCoder of an encoder of spec: seat returns
// seat me's units of m (the encoder may reuse one value between calls).
func NewMoveCoder(spec Spec, seat func(m Match, me int) UnitMoves) MoveCoder {
	c := MoveCoder{seat: seat, actions: spec.Actions}
	if spec.Mode == Board {
		c.cells = spec.Slots
	}
	return c
}

// Mask implements Encoder: MaskMoves over seat me's units.
func (c *MoveCoder) Mask(m Match, me int, mask []uint8) {
	MaskMoves(c.seat(m, me), mask, c.actions, c.cells)
}

// Decode implements Encoder: DecodeMoves over seat me's units, in slot
// order; the idle action and a move the mask refuses give no order.
func (c *MoveCoder) Decode(m Match, me int, actions []int32, out *jutge.Orders) {
	DecodeMoves(c.seat(m, me), actions, c.actions, c.cells, out)
}

// EachMove calls give(id, k) for each move Decode would order, in slot
// order (EachMove over seat me's units).
func (c *MoveCoder) EachMove(m Match, me int, actions []int32, give func(id, k int)) {
	EachMove(c.seat(m, me), actions, c.actions, c.cells, give)
}

// SlotUnits implements SlotLister: seat me's unit ids in slot order.
func (c *MoveCoder) SlotUnits(dst []int, m Match, me int) []int {
	return append(dst, c.seat(m, me).Units()...)
}
