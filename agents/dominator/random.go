package dominator

import (
	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/env/jutge"
)

// Random gives every own unit a uniformly random order among those the
// engine accepts for its type: the nine directions for knights, the four
// orthogonal ones and None for farmers and witches. It draws only from its
// own generator.
type Random struct{ rng *jutge.Random }

// Play implements env.Player.
func (r *Random) Play(m env.Match, me int, out *jutge.Orders) {
	v := dom.ViewOf(m, me)
	for _, id := range v.Farmers(0) {
		out.Add(id, 2*r.rng.Int(0, 4))
	}
	for _, id := range v.Knights(0) {
		out.Add(id, r.rng.Int(0, 8))
	}
	for _, id := range v.Witches(0) {
		out.Add(id, 2*r.rng.Int(0, 4))
	}
}
