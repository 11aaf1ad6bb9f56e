package playertest

import "testing"

// CheckBeats plays player in seat 0 against three opponents on seeds
// 1..games and requires at least minWins strict first places and a mean
// share of the points above minShare (a fourth opponent would take a
// quarter).
func CheckBeats(t *testing.T, game, player, opponent string, games, minWins int, minShare float64) {
	t.Helper()
	s := Measure(t, game, games, player, opponent, opponent, opponent)
	t.Logf("%s vs 3 %s: %d/%d wins, mean share %.4f (lowest %.4f)", player, opponent, s.Wins, s.Games, s.Share, s.MinShare)
	if s.Wins < minWins {
		t.Errorf("won %d/%d games, want at least %d", s.Wins, s.Games, minWins)
	}
	if s.Share <= minShare {
		t.Errorf("mean share %.4f, want more than %.4f", s.Share, minShare)
	}
}

// CheckBeatsUnlessShort is CheckBeats for the games whose matches are slow
// enough that -short skips the whole run.
func CheckBeatsUnlessShort(t *testing.T, game, player, opponent string, games, minWins int, minShare float64) {
	t.Helper()
	if testing.Short() {
		t.Skipf("%d full matches", games)
	}
	CheckBeats(t, game, player, opponent, games, minWins, minShare)
}
