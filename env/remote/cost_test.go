package remote

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/agents/dominator"
	_ "github.com/edagym/edagym/agents/moria"
	"github.com/edagym/edagym/env"
	_ "github.com/edagym/edagym/env/dominator"
	_ "github.com/edagym/edagym/env/moria"
)

// madmaxFixed is a Mad Max .cnf with an n×n FIXED board: desert, roads
// along the top and bottom edges, and one 3×3 city per team.
func madmaxFixed(n, warriors, cars int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Mad_Max 1.6\nnb_players 4\nnb_rounds 100\nnb_cities 4\nnb_warriors %d\nnb_cars %d\n"+
		"warriors_health 40\ncars_fuel 100\ndamage 6\nrows %d\ncols %d\nFIXED\n", warriors, cars, n, n)
	for i := 0; i < n; i++ {
		row := []byte(strings.Repeat(".", n))
		if i == 0 || i == n-1 {
			for j := 1; j < n-1; j++ {
				row[j] = 'R'
			}
		}
		for t := 0; t < 4; t++ {
			ci, cj := 3+(t/2)*(n/2), 3+(t%2)*(n/2)
			if i >= ci && i < ci+3 {
				for j := cj; j < cj+3; j++ {
					row[j] = byte('0' + t)
				}
			}
		}
		b.Write(row)
		b.WriteByte('\n')
	}
	return b.String()
}

// rssCase is one VecEnv whose memory a process of its own measures.
type rssCase struct {
	name  string
	c     Create
	steps int
	// capped: the config sets a cap that a match reaches only late (Moria's
	// orcs spawn a few a round up to max_nb_orcs), so only the lower bound
	// is checked.
	capped bool
}

func four(s string) []string { return []string{"learner", s, s, s} }

// rssCases is the grid TestEstimateCoversRSS measures: every game, its
// modes, default and large boards, many units, scripted bots, checkpoint
// players, self-play and shared memory. The sizes keep each process
// around 50 to 300 MB.
func rssCases() []rssCase {
	ork := func(rows int, more map[string]any) map[string]any {
		m := map[string]any{"rows": rows, "cols": rows}
		for k, v := range more {
			m[k] = v
		}
		return m
	}
	return []rssCase{
		{"orkisland units default Null", Create{Game: "orkisland", NumEnvs: 256, Seats: four("Null")}, 10, false},
		{"orkisland units default Dummy self-play", Create{Game: "orkisland", NumEnvs: 64, Seats: []string{"learner", "learner", "Dummy", "Warlord"}}, 10, false},
		{"orkisland plan default Warlord shm", Create{Game: "orkisland", Mode: "plan", NumEnvs: 64, Seats: four("Warlord"), Shm: true}, 10, false},
		{"orkisland units 400x400 Null", Create{Game: "orkisland", NumEnvs: 12, Seats: four("Null"), Config: ork(400, nil)}, 3, false},
		{"orkisland units 200x200 400 orks Dummy", Create{Game: "orkisland", NumEnvs: 4, Seats: four("Dummy"), Config: ork(200, map[string]any{"nb_orks": 400})}, 3, false},
		{"orkisland facts default Warlord", Create{Game: "orkisland", Mode: "facts", NumEnvs: 64, Seats: four("Warlord")}, 10, false},
		{"orkisland facts 250x250 Null", Create{Game: "orkisland", Mode: "facts", NumEnvs: 6, Seats: four("Null"), Config: ork(250, nil)}, 3, false},
		{"orkisland plan 250x250 Null", Create{Game: "orkisland", Mode: "plan", NumEnvs: 6, Seats: four("Null"), Config: ork(250, nil)}, 3, false},
		{"orkisland board 250x250 Dummy", Create{Game: "orkisland", Mode: "board", NumEnvs: 3, Seats: four("Dummy"), Config: ork(250, nil)}, 3, false},
		{"orkisland units default nn", Create{Game: "orkisland", NumEnvs: 32, Seats: four("nn:" + shipped)}, 5, false},
		{"dominator units default Overlord", Create{Game: "dominator", NumEnvs: 128, Seats: four("Overlord")}, 10, false},
		{"dominator plan default Dummy", Create{Game: "dominator", Mode: "plan", NumEnvs: 128, Seats: four("Dummy")}, 10, false},
		{"dominator facts default Overlord", Create{Game: "dominator", Mode: "facts", NumEnvs: 128, Seats: four("Overlord")}, 10, false},
		{"dominator facts 201x201 Null", Create{Game: "dominator", Mode: "facts", NumEnvs: 6, Seats: four("Null"), Config: ork(201, nil)}, 3, false},
		{"dominator units 251x251 Null", Create{Game: "dominator", NumEnvs: 12, Seats: four("Null"), Config: ork(251, nil)}, 3, false},
		{"dominator units 151x151 600 farmers Dummy", Create{Game: "dominator", NumEnvs: 4, Seats: four("Dummy"), Config: ork(151, map[string]any{"nb_farmers": 600})}, 3, false},
		{"dominator board 201x201 Dummy", Create{Game: "dominator", Mode: "board", NumEnvs: 3, Seats: four("Dummy"), Config: ork(201, nil)}, 3, false},
		{"madmax units default Immortan", Create{Game: "madmax", NumEnvs: 128, Seats: four("Immortan")}, 10, false},
		{"madmax plan default Dummy", Create{Game: "madmax", Mode: "plan", NumEnvs: 64, Seats: four("Dummy")}, 10, false},
		{"madmax plan 300x300 Null", Create{Game: "madmax", Mode: "plan", NumEnvs: 6, Seats: four("Null"), Config: madmaxFixed(300, 9, 3)}, 3, false},
		{"madmax facts default Immortan", Create{Game: "madmax", Mode: "facts", NumEnvs: 64, Seats: four("Immortan")}, 10, false},
		{"madmax facts 300x300 Null", Create{Game: "madmax", Mode: "facts", NumEnvs: 6, Seats: four("Null"), Config: madmaxFixed(300, 9, 3)}, 3, false},
		{"madmax units 300x300 Dummy", Create{Game: "madmax", NumEnvs: 3, Seats: four("Dummy"), Config: madmaxFixed(300, 9, 3)}, 3, false},
		{"madmax board 200x200 Dummy", Create{Game: "madmax", Mode: "board", NumEnvs: 3, Seats: four("Dummy"), Config: madmaxFixed(200, 9, 3)}, 3, false},
		{"moria units default Durin", Create{Game: "moria", NumEnvs: 128, Seats: four("Durin")}, 10, false},
		{"moria plan default Dummy", Create{Game: "moria", Mode: "plan", NumEnvs: 64, Seats: four("Dummy")}, 10, false},
		{"moria facts default Durin", Create{Game: "moria", Mode: "facts", NumEnvs: 64, Seats: four("Durin")}, 10, false},
		{"moria board default Null", Create{Game: "moria", Mode: "board", NumEnvs: 128, Seats: four("Null")}, 10, false},
		{"moria units 700 clan units Durin", Create{Game: "moria", NumEnvs: 16, Seats: four("Durin"), Config: map[string]any{"nb_dwarves": 170}}, 10, false},
		{"moria units 20000 orcs Dummy", Create{Game: "moria", NumEnvs: 4, Seats: four("Dummy"), Config: map[string]any{"max_nb_orcs": 20000, "nb_rounds": 100}}, 30, true},
	}
}

// rssChildEnv names the case a child process measures.
const rssChildEnv = "EDAGYM_RSS_CASE"

// procStatus reads a field of /proc/self/status in bytes.
func procStatus(field string) int64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, field+":"); ok {
			f := strings.Fields(rest)
			if n, err := strconv.ParseInt(f[0], 10, 64); err == nil && len(f) == 2 && f[1] == "kB" {
				return n << 10
			}
		}
	}
	return -1
}

// TestRSSChild is one measurement of TestEstimateCoversRSS, run only in a
// child process: it builds the case's VecEnv as a server would (the create
// is checked and estimated first), resets it and steps it, and prints the
// estimate and how much the process's peak resident memory grew.
func TestRSSChild(t *testing.T) {
	which := os.Getenv(rssChildEnv)
	if which == "" {
		t.Skip("run by TestEstimateCoversRSS")
	}
	i, _ := strconv.Atoi(which)
	tc := rssCases()[i]
	ck := newCkCache(CheckpointRule{Anywhere: true}, DefaultCheckpoint)
	runtime.GC()
	debug.FreeOSMemory()
	base := procStatus("VmRSS")
	vc, extra, err := buildConfig(&tc.c, func(game, name string) (env.Seat, int64, error) { return ck.seat(game, name, agents.Seat) })
	if err != nil {
		t.Fatal(err)
	}
	p, err := probe(vc, extra, tc.c.Shm)
	if err != nil {
		t.Fatal(err)
	}
	ve, e := (&session{srv: &Server{}}).build(&tc.c, vc)
	if e != nil {
		t.Fatal(e)
	}
	ve.use()
	if _, err := ve.v.Reset(1); err != nil {
		t.Fatal(err)
	}
	for s := 0; s < tc.steps; s++ {
		ve.use()
		if _, err := ve.v.Step(ve.actions); err != nil {
			t.Fatal(err)
		}
	}
	peak := procStatus("VmHWM")
	runtime.KeepAlive(ve)
	fmt.Printf("rss-result %d %d\n", p.bytes, peak-base)
}

// TestEstimateCoversRSS: the memory a create is charged (envCost) is at
// least what its VecEnv really takes, the growth of a fresh process's
// peak resident memory while it is built, reset and stepped, for every
// game over a grid of boards, units, modes and players; and within eight
// times of it, so that the limits still admit what fits.
func TestEstimateCoversRSS(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a VecEnv per case in processes of their own")
	}
	if procStatus("VmHWM") < 0 {
		t.Skip("no /proc/self/status")
	}
	start := time.Now()
	for i, tc := range rssCases() {
		cmd := exec.Command(os.Args[0], "-test.run=^TestRSSChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%d", rssChildEnv, i), "GOMAXPROCS=2")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("%s: %v\n%s", tc.name, err, out)
			continue
		}
		var est, grew int64
		found := false
		sc := bufio.NewScanner(bytes.NewReader(out))
		for sc.Scan() {
			if _, err := fmt.Sscanf(sc.Text(), "rss-result %d %d", &est, &grew); err == nil {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no result\n%s", tc.name, out)
			continue
		}
		t.Logf("%-44s estimated %7.1f MiB, resident grew %7.1f MiB (%.1f×)", tc.name, float64(est)/(1<<20), float64(grew)/(1<<20), float64(est)/float64(max(grew, 1)))
		if est < grew {
			t.Errorf("%s: estimated %d bytes, below the %d the process grew", tc.name, est, grew)
		}
		if est > 8*grew && !tc.capped {
			t.Errorf("%s: estimated %d bytes, over eight times the %d the process grew", tc.name, est, grew)
		}
	}
	t.Logf("%d cases in %v", len(rssCases()), time.Since(start).Round(time.Millisecond))
}
