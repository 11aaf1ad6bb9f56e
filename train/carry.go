package train

// Carried credits (Config.CarryCredits). A unit with one allowed action
// (a Mad Max warrior off its team's turn, three rounds in four) has a row
// whose ratio is 1 whatever the weights: a loss or capture credit put there
// teaches nothing. Its fate follows from its last choice (where it went and
// stayed), so the credit goes to that choice's row. Slots are ranks among a
// team's units and shift as units come and go; the env's unit ids
// (env.Batch.SlotIDs) follow a unit across steps.
type carry struct {
	slots int
	ids   []int32   // [agents × slots]: the unit in each slot the agents acted on
	last  [][]int32 // per agent, by unit id: its last choice's row in the rollout, -1: none
	prev  [][]int32 // per agent, by row: the row of the same unit's choice before, -1: none (CreditDecay's chains)
}

func newCarry(agents, slots int) *carry {
	return &carry{slots: slots, last: make([][]int32, agents), prev: make([][]int32, agents)}
}

// route is the row a credit for agent a's slot s goes to, whose unit mask
// is u and whose row this step is row (-1: dropped): that row when the unit
// had a choice, which it remembers, else the row of the unit's last choice
// in the rollout, else row.
func (c *carry) route(a, s int, u uint8, row int) int {
	id := c.ids[a*c.slots+s]
	if id < 0 {
		return row
	}
	last := c.grow(a, int(id))
	if u == 1 {
		if p := last[id]; p != int32(row) { // route runs once per credit kind
			c.link(a, row, p)
		}
		last[id] = int32(row)
		return row
	}
	if last[id] >= 0 {
		return int(last[id])
	}
	return row
}

// grow makes agent a's table hold unit id.
func (c *carry) grow(a, id int) []int32 {
	for len(c.last[a]) <= id {
		c.last[a] = append(c.last[a], -1)
	}
	return c.last[a]
}

// forget drops the choices of agent a's units marked lost (lost: the
// batch's env.Batch.Lost, [agents × slots], nil without loss), so a unit
// taken back later starts afresh, and all of them at the end of its match
// (ids are a match's).
func (c *carry) forget(a int, lost []uint8, ended bool) {
	if ended {
		c.forgetAll(a)
		return
	}
	if lost == nil {
		return
	}
	for s, m := range lost[a*c.slots : (a+1)*c.slots] {
		if id := c.ids[a*c.slots+s]; m != 0 && id >= 0 && int(id) < len(c.last[a]) {
			c.last[a][id] = -1
		}
	}
}

// link records that agent a's row follows the same unit's choice at row p.
func (c *carry) link(a, row int, p int32) {
	for len(c.prev[a]) <= row {
		c.prev[a] = append(c.prev[a], -1)
	}
	c.prev[a][row] = p
}

// decay passes agent a's credits back along each unit's chain of choices:
// from the last row to the first, a row's credit (with what it got from
// the unit's later choices) adds d times itself to the unit's choice
// before. Rows come in the order of the steps, so a row is complete when
// its turn comes.
func (c *carry) decay(a int, bonus []float32, d float32) {
	prev := c.prev[a]
	for row := min(len(prev), len(bonus)) - 1; row >= 0; row-- {
		if p := prev[row]; p >= 0 {
			bonus[p] += d * bonus[row]
		}
	}
}

// forgetAll forgets the last choices of all agent a's units; the chains
// of the rows so far stay.
func (c *carry) forgetAll(a int) {
	for i := range c.last[a] {
		c.last[a][i] = -1
	}
}

// reset forgets agent a's choices and chains (a new rollout's rows start
// at 0).
func (c *carry) reset(a int) {
	c.forgetAll(a)
	c.prev[a] = c.prev[a][:0]
}
