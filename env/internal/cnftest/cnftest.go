// Package cnftest checks a game's .cnf parser on files it must refuse.
package cnftest

import (
	"strings"
	"testing"

	"github.com/edagym/edagym/env/jutge"
)

// Bad is a .cnf text the parser must refuse with an error containing Want:
// an unnamed struct type, so that tables write their cases unkeyed.
type Bad = struct{ Name, Text, Want string }

// CheckRejects parses each bad text, named file, and requires an error
// that contains its Want and names the file and a line, as every .cnf
// error must (jutge.Located).
func CheckRejects[C any](t *testing.T, parse func(file string, data []byte) (C, error), file string, bad []Bad) {
	t.Helper()
	for _, c := range bad {
		t.Run(c.Name, func(t *testing.T) {
			_, err := parse(file, []byte(c.Text))
			if err == nil {
				t.Fatalf("accepted; want an error containing %q", c.Want)
			}
			if !strings.Contains(err.Error(), c.Want) {
				t.Errorf("error %q, want it to contain %q", err, c.Want)
			}
			if !jutge.Located(err, file) {
				t.Errorf("error %q does not name %s and a line", err, file)
			}
		})
	}
}
