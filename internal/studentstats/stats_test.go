package main

import (
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/edagym/edagym/internal/conformance"
)

func marti8(t *testing.T, seed int) *Match {
	t.Helper()
	name := filepath.Join(conformance.SharedDir(t), "students", "orkisland", "Marti8-Dummy-Dummy-Dummy-s"+strconv.Itoa(seed)+".out.gz")
	m, err := ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestMarti8Seed1 checks numbers read by hand in
// Marti8-Dummy-Dummy-Dummy-s1.out.gz.
func TestMarti8Seed1(t *testing.T) {
	m := marti8(t, 1)
	if got := strings.Join(m.Names, " "); got != "Marti8 Dummy Dummy Dummy" || m.Seed != 1 {
		t.Fatalf("names %q seed %d", got, m.Seed)
	}
	if len(m.Cities) != 20 || len(m.Paths) != 19 || len(m.Rounds) != 201 {
		t.Fatalf("%d cities, %d paths, %d states; want 20, 19, 201", len(m.Cities), len(m.Paths), len(m.Rounds))
	}
	// Round 10: "total_score 261 80 281 132", Marti8 holds paths 15 (16
	// cells) and 18 (19 cells) and no city, and had 226 after round 9.
	if got := m.Rounds[10].Score; !reflect.DeepEqual(got, []int{261, 80, 281, 132}) {
		t.Errorf("round 10 scores %v", got)
	}
	r10 := Analyze(m)[0][9]
	if r10.Paths != 2 || r10.PathCells != 35 || r10.Cities != 0 || r10.Points != 35 || r10.Orks != 15 {
		t.Errorf("round 10, Marti8: %d paths of %d cells, %d cities, %d points, %d orks; want 2, 35, 0, 35, 15",
			r10.Paths, r10.PathCells, r10.Cities, r10.Points, r10.Orks)
	}
	// Round 2: unit 55 (player 3, 99 at (39,2)) steps b to (40,2), 98;
	// unit 27 (player 1, 99 at (40,1)) attacks it there with 99-1 = 98, a
	// tie, loses, and respawns as player 3's. Unit 21 (player 1) steps l to
	// (16,61), 98; unit 45 (player 3, 99 at (15,61)) attacks it with 98 and
	// loses the same way. Round 3: Marti8's unit 11 (98 at (16,62)) attacks
	// unit 21 (98) with 97 and loses.
	at := grid(m, -1)
	want := map[int][]Fight{
		2: {{Attacker: 27, Defender: 55, AttPlayer: 1, DefPlayer: 3, Margin: 0},
			{Attacker: 45, Defender: 21, AttPlayer: 3, DefPlayer: 1, Margin: 0}},
		3: {{Attacker: 11, Defender: 21, AttPlayer: 0, DefPlayer: 1, Margin: -1}},
	}
	for r, fights := range want {
		ev := replay(m, r, at)
		for _, w := range fights {
			found := false
			for _, f := range ev.Fights {
				found = found || f == w
			}
			if !found {
				t.Errorf("round %d: fight %+v not among %+v", r, w, ev.Fights)
			}
		}
	}
}

// TestPointsMatchScores: the points Analyze recomputes from the owners
// every round add up to each player's total_score, and every ork's fate is
// explained by the replay.
func TestPointsMatchScores(t *testing.T) {
	for _, seed := range []int{1, 5, 10} {
		m := marti8(t, seed)
		rounds := Analyze(m)
		for p := range rounds {
			for r, tl := range rounds[p] {
				if want := m.Rounds[r+1].Score[p] - m.Rounds[r].Score[p]; tl.Points != want {
					t.Fatalf("seed %d player %d round %d: %d points, score rose by %d", seed, p, r+1, tl.Points, want)
				}
				if tl.Unexplained != 0 {
					t.Fatalf("seed %d round %d: %d orks unexplained", seed, r+1, tl.Unexplained)
				}
			}
		}
	}
}

// TestReadRejects: a file that is not an Ork Island match file is an
// error, not a panic.
func TestReadRejects(t *testing.T) {
	for _, in := range []string{"", "Game\n\nSeed 1\n\nDominator 4.0\n", "Game\n\nSeed x\n"} {
		if _, err := Read(strings.NewReader(in)); err == nil {
			t.Errorf("%q: no error", in)
		}
	}
}
