package orkisland_test

import (
	"bytes"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/internal/playertest"
)

// TestStudentBeatsDummy: the Student in seat 0 against three Dummies, seeds
// 1..40, finishes strictly first in at least 35 games (it was first in 38)
// and takes more than 55% of the points (it took 69%). Marti8 beats the
// original Dummy in 19-20 games of 20.
func TestStudentBeatsDummy(t *testing.T) {
	playertest.CheckBeats(t, "orkisland", "Student", "Dummy", 40, 35, 0.55)
}

// TestStudentBeatsWarlord: against three Warlords, seeds 1..40, first in
// at least 32 (it was first in 38) with more than 55% of the points (it
// took 76%).
func TestStudentBeatsWarlord(t *testing.T) {
	playertest.CheckBeats(t, "orkisland", "Student", "Warlord", 40, 32, 0.55)
}

// TestStudentIsDeterministic: the same seed gives the same match file.
func TestStudentIsDeterministic(t *testing.T) {
	var files [2]bytes.Buffer
	for k := range files {
		run := env.MatchRun{Config: ork.Default(), Seed: 11, Seats: seats(t, "Student", "Dummy", "Student", "Warlord"), Out: &files[k]}
		if _, err := run.Run(); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(files[0].Bytes(), files[1].Bytes()) {
		t.Error("two runs of seed 11 wrote different match files")
	}
}

// TestStudentPlayAllocs: once its plan has grown, a round of the Student
// allocates nothing (round 100 of a Student, Dummy, Warlord, Student match).
func TestStudentPlayAllocs(t *testing.T) {
	m, players := playedTo(t, 5, 100, "Student", "Dummy", "Warlord", "Student")
	var out jutge.Orders
	allocs := testing.AllocsPerRun(20, func() {
		out.Reset(m.NumUnits())
		players[0].Play(m, 0, &out)
	})
	if allocs != 0 {
		t.Errorf("a round allocates %.1f times, want 0", allocs)
	}
	if len(out.List()) == 0 {
		t.Error("no orders at round 100")
	}
}

// TestRoadStudentBeatsStudents: the RoadStudent against three Students,
// seeds 1..40 in seat 0, is first in at least 14 (it was first in 19,
// where a fourth Student would be in about 10) and takes more than 28% of
// the points (it took 36%).
func TestRoadStudentBeatsStudents(t *testing.T) {
	playertest.CheckBeats(t, "orkisland", "RoadStudent", "Student", 40, 14, 0.28)
}
