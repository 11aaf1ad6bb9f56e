package train

import "github.com/edagym/edagym/policies"

// Unit credits (Config.Loss, Config.Capture): what befell one unit in the
// step after it acted, put on that unit's own row, not on the thirty
// others' of the team.
//   - Loss: a unit that is no longer its player's (captured, killed) is
//     charged -Loss. The env names the lost units by the slots they held
//     (env.Batch.Lost).
//   - Capture: a unit is credited +Capture for each rival unit it captured
//     (env.Batch.Captured; the game names the captor: Dominator's
//     knights, Mad Max's cars and warriors, Moria's dwarves).
// Like progress, they read only the env's own facts: no scripted player's
// decision.

// creditUnits adds, for every agent whose step t was played, amount ×
// marks[slot] to each row of step t whose slot held a unit before the step
// (before: the unit masks the agents acted on, [agents × slots], 1 for a
// unit with a row, 2 for one whose row was dropped (Config.SkipForced);
// marks: the batch the step returned, env.Batch.Lost or Captured). It
// returns the number of units marked, rows or not.
func (r *rollout) creditUnits(t int, before, marks []uint8, slots int, amount float32) int {
	credited := 0
	for a := 0; a < r.A; a++ {
		if !r.valid[t*r.A+a] {
			continue
		}
		buf := &r.bufs[a]
		row := int(buf.start[t])
		was, got := before[a*slots:(a+1)*slots], marks[a*slots:(a+1)*slots]
		for s, u := range was {
			if u == 0 {
				continue
			}
			if got[s] != 0 {
				credited++
				if u != forcedSlot {
					buf.bonus[row] += amount * float32(got[s])
				}
			}
			if u != forcedSlot {
				row++
			}
		}
	}
	return credited
}

// forcedSlot marks, in the unit masks creditUnits reads, a unit whose row
// was dropped (Config.SkipForced).
const forcedSlot = 2

// markForced sets to forcedSlot each occupied slot whose mask [slots × A]
// allows one action.
func markForced(units, mask []uint8, A int) {
	for s, u := range units {
		if u != 0 && policies.OnlyAllowed(mask[s*A:(s+1)*A]) >= 0 {
			units[s] = forcedSlot
		}
	}
}
