package jutge

import (
	"fmt"
	"io"

	"github.com/edagym/edagym/env/marks"
)

// MaxOrders is the most orders a player may give in one round; one more and
// the player is aborted (the statement's rule).
const MaxOrders = 1000

// Order is one instruction: a unit id and a direction code. All four games
// express their orders this way; the direction codes are the game's.
type Order struct {
	Unit int
	Dir  int
}

// Orders records one player's orders for one round as the originals do:
// only the first order per unit id counts (invalid ids included), and more
// than MaxOrders calls overflow. It reuses its storage between rounds.
type Orders struct {
	list     []Order
	calls    int
	seen     marks.Set // the ids ordered this round
	overflow bool
	// Log receives the originals' "command already requested" warnings; nil drops them.
	Log io.Writer
}

// Reset starts a new round for a game with units unit ids.
func (o *Orders) Reset(units int) {
	o.list = o.list[:0]
	o.calls = 0
	o.overflow = false
	o.seen.Reset(units)
}

// Add records an order. It returns false once the player has overflowed.
func (o *Orders) Add(unit, dir int) bool {
	o.calls++
	if o.calls > MaxOrders {
		o.overflow = true
		return false
	}
	if o.ordered(unit) {
		if o.Log != nil {
			fmt.Fprintf(o.Log, "warning: command already requested for unit %d\n", unit)
		}
		return true
	}
	o.list = append(o.list, Order{unit, dir})
	return true
}

func (o *Orders) ordered(unit int) bool {
	if unit >= 0 && unit < o.seen.Len() {
		if o.seen.Has(unit) {
			return true
		}
		o.seen.Add(unit)
		return false
	}
	for _, x := range o.list {
		if x.Unit == unit {
			return true
		}
	}
	return false
}

// List is the recorded orders in the order given.
func (o *Orders) List() []Order { return o.list }

// Overflow reports whether the player gave more than MaxOrders orders.
func (o *Orders) Overflow() bool { return o.overflow }

// Clear drops the recorded orders (for an aborted player).
func (o *Orders) Clear() { o.list = o.list[:0] }
