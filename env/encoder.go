package env

import "github.com/edagym/edagym/env/jutge"

// Encoder turns a match into tensors for one seat, and actions back into
// orders. It writes into memory the caller owns and allocates nothing.
// An Encoder may keep scratch space: use one per goroutine.
type Encoder interface {
	Spec() *Spec
	// Observe writes seat me's observation: obs[k] is the buffer of Spec().Obs[k].
	Observe(m Match, me int, obs [][]byte)
	// Mask writes seat me's action mask, [Slots, Actions], 1 where the engine
	// would accept the order.
	Mask(m Match, me int, mask []uint8)
	// Decode records the orders for actions, [Slots], chosen from the mask
	// written for this same state.
	Decode(m Match, me int, actions []int32, out *jutge.Orders)
}

// A SlotLister is an Encoder that names the unit of each slot in the
// per-unit modes: SlotUnits appends seat me's unit ids in slot order.
type SlotLister interface {
	SlotUnits(dst []int, m Match, me int) []int
}

// EncoderFactory makes a game's encoder for a config and mode.
type EncoderFactory func(cfg Config, mode Mode) (Encoder, error)
