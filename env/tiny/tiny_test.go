package tiny

import (
	"slices"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

func newMatch(t *testing.T) *Match {
	t.Helper()
	c, err := Parse("default.cnf", []byte(DefaultConfig))
	if err != nil {
		t.Fatal(err)
	}
	m, err := c.NewMatch(1, nil)
	if err != nil {
		t.Fatal(err)
	}
	return m.(*Match)
}

// TestRound: on the 6×6 board, player 0's units stand at (0,0) and (1,1).
// Unit 0 moves right to (0,1) (its second order is ignored), unit 1 right
// to (1,2): both paint; player 1's unit 2 at (0,5) moves top, off the board:
// refused. Player 0 has painted 2 cells and scores 2, then 4.
func TestRound(t *testing.T) {
	m := newMatch(t)
	orders := [][]jutge.Order{{{Unit: 0, Dir: 1}, {Unit: 1, Dir: 1}, {Unit: 0, Dir: 0}}, {{Unit: 2, Dir: 2}}, nil, nil}
	m.Step(orders)
	if m.units[0].pos != (grid.Pos{I: 0, J: 1}) || m.units[1].pos != (grid.Pos{I: 1, J: 2}) || m.units[2].pos != (grid.Pos{I: 0, J: 5}) {
		t.Fatalf("units at %v %v %v", m.units[0].pos, m.units[1].pos, m.units[2].pos)
	}
	if !slices.Equal(m.score, []int{2, 0, 0, 0}) || m.Round() != 1 {
		t.Fatalf("round %d, scores %v", m.Round(), m.score)
	}
	m.Step(make([][]jutge.Order, 4))
	if !slices.Equal(m.score, []int{4, 0, 0, 0}) {
		t.Fatalf("painted cells score every round: %v", m.score)
	}
}

// TestMatchFile: a whole match of four Demo players through MatchRun.
func TestMatchFile(t *testing.T) {
	c, _ := Parse("default.cnf", []byte(DefaultConfig))
	var out strings.Builder
	seats := make([]env.Seat, 4)
	for p := range seats {
		seats[p] = env.Seat{Name: "Demo", New: func(int, *jutge.Random) env.Player { return demo{} }}
	}
	res, err := (&env.MatchRun{Config: c, Seed: 1, Seats: seats, Out: &out}).Run()
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out.String(), "\nround "); n != c.Rounds+1 {
		t.Fatalf("%d states in the file, want the first and %d rounds", n, c.Rounds)
	}
	if !strings.HasSuffix(out.String(), "score "+itoa(res.Scores)+"\n") {
		t.Fatalf("the file ends %q, scores %v", out.String()[len(out.String())-40:], res.Scores)
	}
}

func itoa(v []int) string {
	var b []byte
	for i, x := range v {
		if i > 0 {
			b = append(b, ' ')
		}
		b = jutge.AppendInt(b, x)
	}
	return string(b)
}

// TestParseErrors: every refusal names its line.
func TestParseErrors(t *testing.T) {
	for _, bad := range []string{
		"Tiny 1.0\nnb_players 3\n",
		"Tiny 1.0\nnb_players 4\nnb_rounds 0\n",
		"Tiny 1.0\nnb_players 4\nnb_rounds 20\nrows 2\ncols 6\nnb_units 2\n",
		"Tiny 2.0\n",
		DefaultConfig + "extra\n",
	} {
		if _, err := Parse("x.cnf", []byte(bad)); err == nil || !jutge.Located(err, "x.cnf") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
