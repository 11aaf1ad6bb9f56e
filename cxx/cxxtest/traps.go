package cxxtest

import (
	"errors"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/edagym/edagym/cxx"
)

// ReadTraps reads a file of traps (a game's testdata/traps.txt): members of
// a player's class, one a line, the compiler must refuse, and the control,
// after "control:", which it must accept; a line that starts with // is a
// comment.
func ReadTraps(t *testing.T, path string) (traps []string, control string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "" || strings.HasPrefix(line, "//"):
		case strings.HasPrefix(line, "control:"):
			control = strings.TrimSpace(strings.TrimPrefix(line, "control:"))
		default:
			traps = append(traps, line)
		}
	}
	if control == "" || len(traps) == 0 {
		t.Fatalf("%s: %d traps and control %q", path, len(traps), control)
	}
	return traps, control
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
