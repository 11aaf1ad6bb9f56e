package cxx_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	_ "github.com/edagym/edagym/all"
	"github.com/edagym/edagym/cxx"
	"github.com/edagym/edagym/cxx/cxxtest"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/internal/proctest"
)

// order is each game's call that gives unit 0 an order to go down.
var order = map[string]string{
	"orkisland": "execute(Command(0, BOTTOM))",
	"dominator": "command(0, Bottom)",
	"madmax":    "command(0, Bottom)",
	"moria":     "command(0, Bottom)",
}

// faulty is a player whose play() runs body from round 3 on (and gives an
// order every round before).
func faulty(game, name, body string) string {
	return fmt.Sprintf(`#include "Player.hh"
#define PLAYER_NAME %s
struct PLAYER_NAME : public Player {
  static Player* factory() { return new PLAYER_NAME; }
  void play() {
    if (round() < 3) { %s; return; }
    %s
  }
};
RegisterPlayer(PLAYER_NAME);
`, name, order[game], body)
}

// fault is a faulty player and what its seat's reason must say.
type fault struct {
	name, body string
	want       []string
}

var faults = []fault{
	{"Crash", "volatile int* p = 0; *p = 1;", []string{"ended in round 3", "SIGSEGV"}},
	{"Loop", "volatile unsigned x = 0; for (;;) ++x;", []string{"more than its 100ms of CPU time in round 3"}},
	{"Slow", "volatile unsigned x = 0; for (int k = 0; k < 2000000000; ++k) ++x;", []string{"CPU time in round 3"}},
	{"Garbage", `cout << "hello, world" << endl;`, []string{"wrote on its standard output in round 3", "hello, world"}},
	{"Buffered", `cout << "no newline";`, []string{"wrote on its standard output in round 3", "no newline"}},
	{"Stdin", "int x; cin >> x;", []string{"did not answer in round 3 and used no CPU time for 2s", "cin is not allowed"}},
	{"Throws", `cerr << "about to throw" << endl; throw 42;`, []string{"ended in round 3", "SIGABRT", "about to throw", "terminate called"}},
	{"Asserts", "assert(round() < 3);", []string{"ended in round 3", "SIGABRT", "Assertion"}},
	{"Exits", "exit(0);", []string{"ended in round 3", "exited with status 0"}},
	{"Flood", "for (int k = 0; k < 1001; ++k) ORDER;", []string{"more than 1000 orders in one round"}},
	{"NoCompile", "this is not C++;", []string{"AINoCompile.cc does not compile (g++ -std=c++11 -O2):", "AINoCompile.cc:", "error:"}},
}

// TestFaultsAbortTheSeat: a player that crashes, loops, takes too long,
// prints on cout, reads cin, throws, fails an assertion, exits, gives
// 1001 orders or does not compile is aborted with the reason, in every
// game; the match completes, the others play on, the log names the player
// and the reason, and no process is left.
func TestFaultsAbortTheSeat(t *testing.T) {
	cxxtest.Gxx(t)
	o := cxxtest.Options(t)
	o.RoundCPU = 100 * time.Millisecond
	before := proctest.Children(t)
	for _, game := range cxx.Names() {
		cfg := cxxtest.Default(t, game)
		null := cxxtest.BuiltIn(t, game, "Null")
		demo := cxxtest.BuiltIn(t, game, "Demo")
		for _, f := range faults {
			t.Run(game+"/"+f.name, func(t *testing.T) {
				if testing.Short() && f.name != "Crash" && f.name != "Garbage" {
					t.Skip("short")
				}
				src := strings.ReplaceAll(faulty(game, f.name, f.body), "ORDER", order[game])
				name, factory, err := cxx.Factory(game, "AI"+f.name+".cc", []byte(src), o)
				if err != nil {
					t.Fatal(err)
				}
				if f.name != "NoCompile" && name != f.name {
					t.Errorf("name %q, want %q", name, f.name)
				}
				seat := env.Seat{Name: f.name, New: factory}
				var log strings.Builder
				var out strings.Builder
				res, err := (&env.MatchRun{Config: cfg, Seed: 3, Seats: []env.Seat{demo, seat, null, demo}, Out: &out, Log: &log}).Run()
				if err != nil {
					t.Fatal(err)
				}
				why := res.Aborted[1]
				t.Logf("aborted: %s", why)
				for _, w := range f.want {
					if !strings.Contains(why, w) {
						t.Errorf("reason %q lacks %q", why, w)
					}
				}
				if res.Aborted[0] != "" || res.Aborted[2] != "" || res.Aborted[3] != "" {
					t.Errorf("others aborted: %q", res.Aborted)
				}
				if want := fmt.Sprintf("error: player 1 (%s) aborted: %s\n", f.name, why); !strings.Contains(log.String(), want) {
					t.Errorf("the log lacks %q", want)
				}
				last := "\nround " + strconv.Itoa(cfg.NumRounds()) + "\n"
				if !strings.Contains(out.String(), last) {
					t.Error("the match did not complete")
				}
			})
		}
	}
	if after := proctest.Children(t); after > before {
		t.Errorf("%d processes left (%d before the matches)", after, before)
	}
}
