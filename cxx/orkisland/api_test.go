package orkisland_test

import (
	"testing"

	"github.com/edagym/edagym/cxx/cxxtest"
)

// TestAPI: a player that uses the whole API (testdata/AICheck.cc) finds
// every check true in every round, in each seat, against Demo, Dummy and
// Random; and what the API notes list as not compiling does not.
func TestAPI(t *testing.T) {
	cxxtest.CheckAPI(t, "orkisland", "Check", 4)
	cxxtest.Traps(t, "orkisland", []string{
		"void a() { Command c; }",                         // no default constructor
		"void b() { execute(Command(0, 1)); }",            // an int is no Dir
		"struct C { int f() { return random(0, 1); } };",  // a nested type has no player
		"int d() const { return me(); }",                  // me() is not const
		"int e() const { return int(orks(0).size()); }",   // nor orks()
		"void f() const { execute(Command(0, BOTTOM)); }", // nor execute()
		"int g() const { return random(0, 1); }",          // nor random()
		"void h() { int VERSION = 1; }",                   // VERSION is a macro
	}, "int f() { return me() + int(orks(0).size()) + random(0, 1); }")
}
