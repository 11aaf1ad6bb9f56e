package train

import "github.com/edagym/edagym/env"

// Loss credit (Config.Loss): a unit that is gone from its slot the step
// after it acted was lost (captured, killed); its row of that step is
// charged -Loss on top of its advantage. In the per-unit modes a slot names
// one unit for the whole match, so an occupied slot that empties is a unit
// lost, and it is that unit's own move (or stand) that is charged, not the
// thirty others' of the team. Like progress, it reads only the env's own
// observations: no scripted player's decision.

// chargeLosses charges, for every agent whose step t was played, each row
// of step t whose slot held a unit before the step (before: the unit masks
// the agents acted on, [agents × slots]) and holds none in the batch the
// step returned (after). It returns the number of rows charged.
func (r *rollout) chargeLosses(t int, before, after []uint8, slots int, loss float32) int {
	charged := 0
	for a := 0; a < r.A; a++ {
		if !r.valid[t*r.A+a] {
			continue
		}
		buf := &r.bufs[a]
		row := int(buf.start[t])
		was, is := before[a*slots:(a+1)*slots], after[a*slots:(a+1)*slots]
		for s, u := range was {
			if u == 0 {
				continue
			}
			if is[s] == 0 {
				buf.bonus[row] -= loss
				charged++
			}
			row++
		}
	}
	return charged
}

// unitMasks is the batch's unit masks, [agents × slots], one byte a slot.
func unitMasks(b *env.Batch, units int) []uint8 { return b.Obs[units] }
