package exporttest

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// Watched makes players that play as f's do and then show see the state
// they played and the orders they gave: a test counts there the cases a
// comparison meets (the reference is asked in every seat a Case views).
func Watched(f env.PlayerFactory, see func(m env.Match, me int, orders []jutge.Order)) env.PlayerFactory {
	return func(seat int, r *jutge.Random) env.Player { return &watched{f(seat, r), see} }
}

type watched struct {
	env.Player
	see func(m env.Match, me int, orders []jutge.Order)
}

func (p *watched) Play(m env.Match, me int, out *jutge.Orders) {
	p.Player.Play(m, me, out)
	p.see(m, me, out.List())
}
