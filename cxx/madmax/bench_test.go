package madmax_test

import (
	"testing"

	"github.com/edagym/edagym/cxx/cxxtest"
)

// BenchmarkDemoMatch: a default match of four Demos, all in Go (go) and
// with the C++ Demo in one seat (cxx), per match.
func BenchmarkDemoMatch(b *testing.B) { cxxtest.BenchDemo(b, "madmax") }
