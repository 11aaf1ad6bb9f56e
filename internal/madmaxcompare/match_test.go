package main

import (
	"bytes"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/edagym/edagym/internal/conformance"
)

// TestReplayExplainsTheOriginal replays the original engine's Dummy, Demo
// and Null matches: every unit's next state must follow from the moves and
// the rules as the replay applies them (no capture missed or invented, no
// survivor wrong), which is what makes its counts of fights, run-overs and
// deaths trustworthy.
func TestReplayExplainsTheOriginal(t *testing.T) {
	dir := filepath.Join(conformance.SharedDir(t), "conformance", "madmax")
	for _, lineup := range []string{"dummy", "demo", "null"} {
		for seed := 1; seed <= 3; seed++ {
			m, err := ReadFile(filepath.Join(dir, "default-"+lineup+"-s"+strconv.Itoa(seed)+".out.gz"))
			if err != nil {
				t.Fatal(err)
			}
			if len(m.States) != 501 {
				t.Fatalf("%s: %d states, want 501", m.Path, len(m.States))
			}
			var chk Check
			Replay(m, &chk)
			if chk.Units == 0 || chk.Kills != 0 || chk.Wrong != 0 {
				t.Errorf("%s: %+v: the replay does not explain the match", m.Path, chk)
			}
		}
	}
}

// TestOriginalDummyAttacks pins what the comparison found in the first
// original Dummy match: its Dummies (seats 0 and 2) start many attacks
// outside the thunderdome, where edagym's Dummy used to start almost none.
func TestOriginalDummyAttacks(t *testing.T) {
	m, err := ReadFile(filepath.Join(conformance.SharedDir(t), "conformance", "madmax", "default-dummy-s1.out.gz"))
	if err != nil {
		t.Fatal(err)
	}
	var chk Check
	per := Replay(m, &chk)
	attacks := 0.0
	for _, r := range per {
		attacks += r[0][eAttack] + r[2][eAttack]
	}
	if attacks < 200 {
		t.Errorf("the original Dummies started %.0f attacks in seed 1, want hundreds", attacks)
	}
}

// FuzzRead: the parser returns an error or a match, never panics.
func FuzzRead(f *testing.F) {
	f.Add([]byte("Seed 1\nnb_players 4\nnames a b c d\n"))
	f.Add([]byte("round 0\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Read(bytes.NewReader(data))
		if err == nil && m == nil {
			t.Fatal("nil match without an error")
		}
	})
}
