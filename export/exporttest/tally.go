package exporttest

import (
	"fmt"
	"strings"
	"testing"
)

// Tally counts how often each named case occurs among the states, units or
// rows a test compares: a comparison proves the exported player right only
// in the cases it met.
type Tally map[string]int

// Check logs the count of each case of names, headed by what, and fails
// for each case of required that never occurred.
func (c Tally) Check(t testing.TB, what string, names, required []string) {
	t.Helper()
	parts := make([]string, len(names))
	for k, name := range names {
		parts[k] = fmt.Sprintf("%s %d", name, c[name])
	}
	t.Logf("%s: %s", what, strings.Join(parts, ", "))
	for _, name := range required {
		if c[name] == 0 {
			t.Errorf("%s: no case %q", what, name)
		}
	}
}
