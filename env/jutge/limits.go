package jutge

// Bounds that every game's .cnf is held to beyond the original's own
// checks. The originals accept any int, and `nb_rounds 1000000` made a
// 3.2 GB match file in 15 s; these bounds are far above every board the
// statements describe, and keep a match, its file and its memory small
// enough to play and to view.
const (
	// MaxRounds is 20 times the longest statement's match (Mad Max, 500).
	MaxRounds = 10000
	// MaxCellRounds bounds rounds × (board cells + UnitBytes × units): a
	// match file holds about one byte per cell per round (the boards are
	// redrawn every round) and a line per unit, so about 128 MB at most;
	// the default boards use 1.5 to 3 M.
	MaxCellRounds = 1 << 27
	// UnitBytes is the most a unit adds to a match file in a round: its
	// line (kind, id, owner, position, health) and its order.
	UnitBytes = 48
	// MaxUnitsPerPlayer is the statements' order limit: a player giving
	// more than 1000 orders in a round is aborted, so more units than that
	// could never all be commanded.
	MaxUnitsPerPlayer = MaxOrders
)

// AtMost fails, at the setting's line, when its value v is above max.
func (s *Scanner) AtMost(name string, v, max int, why string) error {
	if v <= max {
		return nil
	}
	return s.Errorf(s.LineOf(name), "%s %d is more than %d: %s", name, v, max, why)
}

// Rounds checks nb_rounds against MaxRounds.
func (s *Scanner) Rounds(rounds int) error {
	return s.AtMost("nb_rounds", rounds, MaxRounds, "matches are limited to this many rounds")
}

// UnitsPerPlayer checks a player's units against MaxUnitsPerPlayer; at
// names the setting that makes them too many.
func (s *Scanner) UnitsPerPlayer(units int, at string) error {
	if units <= MaxUnitsPerPlayer {
		return nil
	}
	return s.Errorf(s.LineOf(at), "%d units a player: more than the %d orders a player may give in a round", units, MaxUnitsPerPlayer)
}

// MatchSize checks rounds × (rows × cols + UnitBytes × units) against
// MaxCellRounds, at the line of whichever of nb_rounds and the setting
// that comes last of those making the board and the units (at).
func (s *Scanner) MatchSize(rounds, rows, cols, units int, at string) error {
	perRound := int64(rows)*int64(cols) + UnitBytes*int64(units)
	if int64(rounds)*perRound <= MaxCellRounds {
		return nil
	}
	line := max(s.LineOf("nb_rounds"), s.LineOf(at))
	return s.Errorf(line, "%d rounds on a %d×%d board with %d units would write a match file of about %d MB; at most %d rounds with these",
		rounds, rows, cols, units, int64(rounds)*perRound>>20, MaxCellRounds/perRound)
}
