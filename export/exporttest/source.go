package exporttest

import (
	"regexp"
	"strings"
	"testing"
)

// CheckSource checks the submission rules on an exported file's text: one
// include, no output, no files, threads or clocks, no static data (seats
// running the same player must share nothing), nothing at file scope but
// the class and the registration line, and the size budget.
func CheckSource(t testing.TB, src []byte, maxBytes int) {
	t.Helper()
	if len(src) > maxBytes {
		t.Fatalf("%d bytes, over %d", len(src), maxBytes)
	}
	code := regexp.MustCompile(`(?m)//.*$`).ReplaceAllString(string(src), "")
	code = regexp.MustCompile(`"[^"\n]*"`).ReplaceAllString(code, `""`)
	if inc := regexp.MustCompile(`#include\s*\S+`).FindAllString(code, -1); len(inc) != 1 || inc[0] != `#include ""` {
		t.Errorf("includes: %q", inc)
	}
	for _, bad := range []string{"cout", "cin", "printf", "fopen", "fstream", "thread", "fork", "system(", "clock", "chrono", "time(", "mutable", "goto"} {
		if strings.Contains(code, bad) {
			t.Errorf("generated code contains %q", bad)
		}
	}
	// No static data members (shared between seats) and no static locals.
	if m := regexp.MustCompile(`static\s+[\w:<>, ]+?\s+\w+\s*(\[[^\]]*\])?\s*[;=]`).FindAllString(code, -1); len(m) > 0 {
		t.Errorf("static variables: %q", m)
	}
	// Outside the class: only preprocessor lines, the class head, its end and
	// the registration.
	depth := 0
	for k, line := range strings.Split(code, "\n") {
		l := strings.TrimSpace(line)
		if depth == 0 && l != "" && !strings.HasPrefix(l, "#") && l != "struct PLAYER_NAME : public Player {" &&
			l != "RegisterPlayer(PLAYER_NAME);" {
			t.Errorf("line %d at file scope: %q", k+1, l)
		}
		depth += strings.Count(l, "{") - strings.Count(l, "}")
	}
}
