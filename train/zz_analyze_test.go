package train

import (
	"fmt"
	"os"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/env/madmax"
)

type tally struct{ starvedW, starvedF, lostCity, lostOut, gained, thunder int }

type spy struct {
	env.Player
	prev map[int]madmax.Unit
	t    *tally
}

func (s spy) Play(m env.Match, me int, out *jutge.Orders) {
	mm := m.(*madmax.Match)
	now := map[int]bool{}
	for _, id := range mm.Warriors(me) {
		now[id] = true
		if _, ok := s.prev[id]; !ok && mm.Round() > 0 {
			s.t.gained++
		}
	}
	for id, u := range s.prev {
		if now[id] {
			continue
		}
		switch {
		case u.Water <= 1:
			s.t.starvedW++
		case u.Food <= 1:
			s.t.starvedF++
		case mm.CellType(u.Pos) == madmax.City:
			s.t.lostCity++
		default:
			s.t.lostOut++
		}
	}
	clear(s.prev)
	for _, id := range mm.Warriors(me) {
		s.prev[id] = mm.Unit(id)
	}
	s.Player.Play(m, me, out)
}

func TestZZAnalyze(t *testing.T) {
	ck := os.Getenv("ANALYZE_CKPT")
	if ck == "" {
		t.Skip()
	}
	_, cfg, err := LoadEnvConfig("madmax", "")
	if err != nil {
		t.Fatal(err)
	}
	seats, err := agents.Seats("madmax", ck, "Dummy")
	if err != nil {
		t.Fatal(err)
	}
	var tl tally
	n := 20
	for g := 0; g < n; g++ {
		me := seats[0]
		inner := me.New
		me.New = func(p int, rng *jutge.Random) env.Player { return spy{inner(p, rng), map[int]madmax.Unit{}, &tl} }
		ss := []env.Seat{seats[1], seats[1], seats[1], seats[1]}
		ss[g%4] = me
		if _, err := (&env.MatchRun{Config: cfg, Seed: int32(g + 1), Seats: ss}).Run(); err != nil {
			t.Fatal(err)
		}
	}
	f := float64(n)
	fmt.Printf("per match: starved water %.1f food %.1f lost in city %.1f outside %.1f gained %.1f\n",
		float64(tl.starvedW)/f, float64(tl.starvedF)/f, float64(tl.lostCity)/f, float64(tl.lostOut)/f, float64(tl.gained)/f)
}
