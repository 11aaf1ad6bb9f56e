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
}

func newCarry(agents, slots int) *carry { return &carry{slots: slots, last: make([][]int32, agents)} }

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
		c.reset(a)
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

// reset forgets agent a's choices (a new rollout's rows start at 0).
func (c *carry) reset(a int) {
	for i := range c.last[a] {
		c.last[a][i] = -1
	}
}
