package train

// Loss credit (Config.Loss): a unit that is no longer its player's the step
// after it acted was lost (captured, killed); its row of that step is
// charged -Loss on top of its advantage. The env names the lost units by
// the slots they held (env.Batch.Lost), and it is that unit's own move (or
// stand) that is charged, not the thirty others' of the team. Like
// progress, it reads only the env's own facts: no scripted player's
// decision.

// chargeLosses charges, for every agent whose step t was played, each row
// of step t whose slot held a unit before the step (before: the unit masks
// the agents acted on, [agents × slots]) and whose unit the step lost
// (lost: the batch the step returned, env.Batch.Lost). It returns the
// number of rows charged.
func (r *rollout) chargeLosses(t int, before, lost []uint8, slots int, loss float32) int {
	charged := 0
	for a := 0; a < r.A; a++ {
		if !r.valid[t*r.A+a] {
			continue
		}
		buf := &r.bufs[a]
		row := int(buf.start[t])
		was, gone := before[a*slots:(a+1)*slots], lost[a*slots:(a+1)*slots]
		for s, u := range was {
			if u == 0 {
				continue
			}
			if gone[s] != 0 {
				buf.bonus[row] -= loss
				charged++
			}
			row++
		}
	}
	return charged
}
