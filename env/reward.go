package env

import (
	"fmt"
	"math"
)

// RewardConfig says what a learner is rewarded for. See docs/rewards.md.
type RewardConfig struct {
	// Terminal is the reward at the end of a match: "rank" (the default)
	// gives 1, 1/3, -1/3, -1 for places 1 to 4 (tied players share the
	// average of their places); "win" gives 1 for first place (shared by
	// ties: 1/k each) and 0 otherwise; "none" gives nothing.
	Terminal string `msgpack:"terminal" mapstructure:"terminal"`
	// Shaping scales a dense reward every round: the change of my share of
	// all points scored so far. 0 turns it off.
	Shaping float64 `msgpack:"shaping" mapstructure:"shaping"`
	// Units scales a dense reward every round in games whose units change
	// hands (their Match is a UnitHolder: Dominator, Mad Max, Moria): the change
	// of my share of all units. A unit lost is felt the round it is lost,
	// not in the land it stops painting. 0 turns it off.
	Units float64 `msgpack:"units,omitempty" mapstructure:"units"`
	// Rounds scales a dense reward every round: my share of the points
	// scored in that round, less an even share (1/n), 0 in a round nobody
	// scores. Unlike Shaping it does not fade as the totals grow: holding a
	// Mad Max city in round 400 is worth what it was in round 40. 0 turns
	// it off.
	Rounds float64 `msgpack:"rounds,omitempty" mapstructure:"rounds"`
}

// A UnitHolder is a Match whose units change hands: UnitsHeld(p) is how many
// units player p holds now.
type UnitHolder interface {
	UnitsHeld(p int) int
}

// Held counts the units whose holder is p: what a game's UnitsHeld says.
func Held[U any](units []U, p int, holder func(*U) int) int {
	n := 0
	for k := range units {
		if holder(&units[k]) == p {
			n++
		}
	}
	return n
}

// DefaultReward is rank at the end plus the change of my share each round.
var DefaultReward = RewardConfig{Terminal: "rank", Shaping: 1}

// Validate checks the settings.
func (r RewardConfig) Validate() error {
	for _, x := range []struct {
		name  string
		value float64
	}{{"shaping", r.Shaping}, {"units", r.Units}, {"rounds", r.Rounds}} {
		if math.IsNaN(x.value) || math.IsInf(x.value, 0) {
			return fmt.Errorf("reward %s %v: want a finite number", x.name, x.value)
		}
	}
	switch r.Terminal {
	case "", "rank", "win", "none":
		return nil
	}
	return fmt.Errorf("reward terminal %q: want rank, win or none", r.Terminal)
}

// Place is seat me's place, 1-based, averaged over ties (two tied for first: 1.5).
func Place(scores []int, me int) float64 {
	above, tied := standing(scores, me)
	return float64(above) + float64(tied+1)/2
}

// standing counts the seats whose scores are above seat me's and those
// tied with it, me included.
func standing(scores []int, me int) (above, tied int) {
	for _, s := range scores {
		if s > scores[me] {
			above++
		} else if s == scores[me] {
			tied++
		}
	}
	return above, tied
}

// terminal is the end-of-match reward of seat me.
func (r RewardConfig) terminal(scores []int, me int) float64 {
	n := len(scores)
	switch r.Terminal {
	case "none":
		return 0
	case "win":
		above, tied := standing(scores, me)
		if above > 0 {
			return 0
		}
		return 1 / float64(tied)
	}
	return 1 - 2*(Place(scores, me)-1)/float64(n-1)
}

// share is seat me's share of all points, 0 while nobody has any.
func share(m Match, me, n int) float64 { return shareOf(m.Score, me, n) }

// unitShare is seat me's share of all units, 0 if m's units never change
// hands or nobody holds any.
func unitShare(m Match, me, n int) float64 {
	if h, ok := m.(UnitHolder); ok {
		return shareOf(h.UnitsHeld, me, n)
	}
	return 0
}

// shareOf is of(me) over the sum of of(p) for the n players, 0 if that is 0.
func shareOf(of func(p int) int, me, n int) float64 {
	total := 0
	for p := 0; p < n; p++ {
		total += of(p)
	}
	if total == 0 {
		return 0
	}
	return float64(of(me)) / float64(total)
}

// roundShare is seat me's share of the points scored since last (every
// seat's score at the last step), less 1/n; 0 if nobody scored. It copies
// the scores now into last.
func roundShare(m Match, me int, last []int) float64 {
	n := len(last)
	gained, mine := 0, 0
	for p := range last {
		s := m.Score(p)
		gained += s - last[p]
		if p == me {
			mine = s - last[p]
		}
		last[p] = s
	}
	if gained == 0 {
		return 0
	}
	return float64(mine)/float64(gained) - 1/float64(n)
}
