package madmax_test

import (
	"testing"

	_ "github.com/edagym/edagym/all"
	"github.com/edagym/edagym/cxx/cxxtest"
)

// TestDemoPort: the C++ port of the Demo (testdata/AIDemo.cc, written from
// the engine notes) gives the built-in Demo's match files byte for byte:
// its generator, order recording and name behave as the original's.
func TestDemoPort(t *testing.T) { cxxtest.DemoPort(t, "madmax", 100) }
