package main

import "testing"

// TestImmortanAgreesWithItself: the Immortan watched against its own plan
// agrees on every choice, and never sends two units onto one cell or one
// onto its own unit.
func TestImmortanAgreesWithItself(t *testing.T) {
	st, err := run("Immortan", 2, 1)
	if err != nil {
		t.Fatal(err)
	}
	rows, agree := 0, 0
	for _, c := range st.ByWhat {
		rows += c.Rows
		agree += c.Agree
	}
	if st.Games != 2 || rows == 0 || agree != rows || st.SameCell != 0 || st.OnOwn != 0 {
		t.Errorf("%d games, %d of %d choices agree, %d same-cell and %d own-unit orders", st.Games, agree, rows, st.SameCell, st.OnOwn)
	}
	// The ledger balances: 23 units each match, plus those gained, minus
	// those lost, are the units at the last play.
	lost := 0
	for _, n := range st.Lost {
		lost += n
	}
	if lost == 0 || st.Gained == 0 || 2*23+st.Gained-lost != st.Units || st.Warriors[0] == 0 {
		t.Errorf("ledger: %d lost %v, %d gained, %d units at the end, warriors at round 100: %d", lost, st.Lost, st.Gained, st.Units, st.Warriors[0])
	}
}

// TestPolicyMovesKeptApart: the shipped scratch policy, whose units choose
// at once (and sent two warriors onto one cell about 30 times a match
// before env/madmax/apart.go), gives no such orders.
func TestPolicyMovesKeptApart(t *testing.T) {
	st, err := run("nn:../../checkpoints/madmax-scratch.ckpt", 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(st.ByWhat) == 0 || st.SameCell != 0 || st.OnOwn != 0 {
		t.Errorf("%d categories, %d same-cell and %d own-unit orders", len(st.ByWhat), st.SameCell, st.OnOwn)
	}
}
