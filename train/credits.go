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
// unit with a row, forcedSlot for one whose row was dropped
// (Config.SkipForced), forcedRow for one whose row allows one action
// (Config.CarryCredits); marks: the batch the step returned, env.Batch.Lost
// or Captured). With carry_credits a mark on a unit without a choice this
// step goes to the row of its last choice in the rollout (carry.go). It
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
			at := -1 // the row the mark goes to
			if u != forcedSlot {
				at = row
				row++
			}
			if r.carry != nil {
				at = r.carry.route(a, s, u, at)
			}
			if got[s] != 0 {
				credited++
				if at >= 0 {
					buf.bonus[at] += amount * float32(got[s])
				}
			}
		}
	}
	return credited
}

// Unit masks' marks besides 1 (a unit with a row that had a choice):
// forcedSlot, a unit whose row was dropped (Config.SkipForced), and
// forcedRow, one whose row is kept but allows one action (carry_credits
// without skip_forced).
const (
	forcedSlot = 2
	forcedRow  = 3
)

// markForced sets to mark each occupied slot whose mask [slots × A]
// allows one action.
func markForced(units, mask []uint8, A int, mark uint8) {
	for s, u := range units {
		if u != 0 && policies.OnlyAllowed(mask[s*A:(s+1)*A]) >= 0 {
			units[s] = mark
		}
	}
}
