package madmax

import (
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
)

// TestWaryProgress checks wary mode's credit on factsGrid, worked out by
// hand: my warrior at (3,4) in the desert, a rival car on the road at
// (4,7) (a road step costs it 1, a desert one 4) and a rival warrior at
// (2,5). Where the warrior stands the car's cost is 6 (3·(9−6) = 9) and
// the raider is beside it (5): 14. Per direction 0..7 (bottom,
// bottom-right, right, top-right, top, top-left, left, bottom-left) the
// danger where the move ends, less 14, over 3, clipped to ±1, adds to
// thirst mode's credit: (4,4) road at cost 3: 18, +1; (4,5) road at 2: 21,
// +1; (3,5) cost 5 and the raider beside: 17, +1; (2,5) is the raider (an
// attack: the warrior stays), 0; (2,4) out of reach beside the raider: 5,
// −1; (2,3) out of reach: 0, −1; (3,3) at 7: 6, −1; (4,3) road at 4: 15,
// +1/3.
func TestWaryProgress(t *testing.T) {
	units := []Unit{w(0, 3, 4, 40, 40), c(1, 4, 7, 100), w(2, 2, 5, 40, 40)}
	m := scenario{grid: factsGrid, units: units, seed: 1}.build(t)
	e, obs := newEnc(t, m, env.Thirst)
	e.Observe(m, 0, obs)
	thirst := slices.Clone(env.Float32s(obs[4])[:8])
	e, obs = newEnc(t, m, env.Wary)
	e.Observe(m, 0, obs)
	danger := [8]float32{1, 1, 1, 0, -1, -1, -1, float32(1) / 3}
	for d := range danger {
		if got, want := env.Float32s(obs[4])[d], thirst[d]+danger[d]; got != want {
			t.Errorf("direction %d: progress %v, want thirst's %v + %v", d, got, thirst[d], danger[d])
		}
	}
	// A City cell is priced 0 with a raider beside it: (3,3) is beside
	// City (2,2) and Desert (3,2), which is priced 5.
	m = scenario{grid: factsGrid, units: []Unit{w(0, 2, 1, 40, 40), w(2, 3, 3, 40, 40)}, seed: 1}.build(t)
	e, obs = newEnc(t, m, env.Wary)
	e.Observe(m, 0, obs)
	for _, c := range []struct {
		p    Pos
		want int32
	}{{Pos{I: 2, J: 2}, 0}, {Pos{I: 3, J: 2}, waryRaidCost}} {
		if got := e.facts.danger(m, 0, e.facts.index(c.p)); got != c.want {
			t.Errorf("danger at %v beside a raider: %d, want %d", c.p, got, c.want)
		}
	}
}
