package cxxtest

import (
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/edagym/edagym/cxx"
	"github.com/edagym/edagym/env"
)

// CheckAPI plays a game's API checker (testdata/AICheck.cc, a player that
// uses the whole API and aborts on a failed check) on seeds 1..seeds, in
// seat seed mod 4, against Demo, Dummy and Random: it must name itself
// name and never be aborted.
func CheckAPI(t *testing.T, game, name string, seeds int) {
	t.Helper()
	check := Seat(t, game, filepath.Join("testdata", "AICheck.cc"))
	if check.Name != name {
		t.Fatalf("the checker names itself %q, want %q", check.Name, name)
	}
	cfg := Default(t, game)
	others := []env.Seat{BuiltIn(t, game, "Demo"), BuiltIn(t, game, "Dummy"), BuiltIn(t, game, "Random")}
	for s := 1; s <= seeds; s++ {
		seats := make([]env.Seat, 4)
		for k := 1; k < 4; k++ {
			seats[(s+k)%4] = others[k-1]
		}
		seats[s%4] = check
		Play(t, cfg, int32(s), seats, false)
	}
}

var errorLine = regexp.MustCompile(`(?m)^AITraps\.cc:(\d+):\d+: (?:error:|note: in expansion of macro)`)

// Traps compiles a player whose class has each of members (one a line)
// and requires the compiler to refuse each of them: what the API notes
// list as not compiling with the original API must not compile with
// edagym's either. A member of the control list compiles.
func Traps(t *testing.T, game string, members []string, control string) {
	t.Helper()
	Gxx(t)
	head := "#include \"Player.hh\"\n#define PLAYER_NAME Traps\nstruct PLAYER_NAME : public Player {\n" +
		"  static Player* factory() { return new PLAYER_NAME; }\n  void play() {}\n"
	tail := "};\nRegisterPlayer(PLAYER_NAME);\n"
	g, err := cxx.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	o := Options(t)
	if p := cxx.Build(g, o, "AITraps.cc", []byte(head+"  "+control+"\n"+tail)); p.Err != nil {
		t.Fatalf("the control does not compile: %v", p.Err)
	}
	src := head
	first := strings.Count(head, "\n") + 1
	for _, m := range members {
		src += "  " + m + "\n"
	}
	p := cxx.Build(g, o, "AITraps.cc", []byte(src+tail))
	var ce *cxx.CompileError
	if !errors.As(p.Err, &ce) {
		t.Fatalf("the traps compiled: %v", p.Err)
	}
	refused := map[int]bool{}
	for _, m := range errorLine.FindAllStringSubmatch(ce.Output, -1) {
		n, _ := strconv.Atoi(m[1])
		refused[n] = true
	}
	for k, m := range members {
		if !refused[first+k] {
			t.Errorf("%s: compiles (%s)", game, m)
		}
	}
	if t.Failed() {
		fmt.Println(ce.Output)
	}
}
