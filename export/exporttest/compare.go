package exporttest

import (
	"fmt"
	"math"
	"slices"

	"github.com/edagym/edagym/env/jutge"
)

// rowDiff describes the first difference between two input rows, or their
// masks.
func rowDiff(got, want Row) string {
	if got.ID != want.ID {
		return fmt.Sprintf("row for unit %d, Go's is for unit %d", got.ID, want.ID)
	}
	for k := 0; k < min(len(got.Cols), len(want.Cols)); k++ {
		if got.Cols[k] != want.Cols[k] || got.Bits[k] != want.Bits[k] {
			return fmt.Sprintf("unit %d: nonzero %d is input %d = %g, Go has input %d = %g", got.ID, k,
				got.Cols[k], math.Float32frombits(got.Bits[k]), want.Cols[k], math.Float32frombits(want.Bits[k]))
		}
	}
	if len(got.Cols) != len(want.Cols) {
		return fmt.Sprintf("unit %d: %d nonzero inputs, Go has %d", got.ID, len(got.Cols), len(want.Cols))
	}
	if !slices.Equal(got.Mask, want.Mask) {
		return fmt.Sprintf("unit %d: mask %v, Go's is %v", got.ID, got.Mask, want.Mask)
	}
	return ""
}

// dirOf is the direction unit id was ordered, NoOrder without an order.
func (c *Case) dirOf(l []jutge.Order, id int) int {
	for _, o := range l {
		if o.Unit == id {
			return o.Dir
		}
	}
	return c.NoOrder
}

func ordersEqual(a, b []jutge.Order) bool { return slices.Equal(a, b) }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
