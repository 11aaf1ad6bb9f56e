package moria_test

import (
	"testing"

	"github.com/edagym/edagym/cxx/cxxtest"
)

// TestAPI: a player that uses the whole API (testdata/AICheck.cc) finds
// every check true in every round, in each seat, against Demo, Dummy and
// Random; and what the API notes list as not compiling does not.
func TestAPI(t *testing.T) {
	cxxtest.CheckAPI(t, "moria", "Check", 4)
	cxxtest.Traps(t, "moria", []string{
		"void a() { Movement m; }",                    // no default constructor
		"void b() { command(0, 3); }",                 // an int is no Dir
		"void c() const { command(0, Bottom); }",      // command() is not const
		"static Cell d() { return char2cell('C'); }",  // char2cell is not static
		"bool e() { return ut_ok(Dwarf); }",           // no ut_ok here
		"int f() { return total_score(0); }",          // no total_score either
		"Unit g() { return Unit(Dwarf, 1, 0, 100); }", // a Unit needs its position
		"int h() { return INT_MAX; }",                 // <climits> is not included
	}, "int f() const { return me() + int(orcs().size()) + char2cell('C').owner; }")
}
