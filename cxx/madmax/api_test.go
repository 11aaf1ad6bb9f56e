package madmax_test

import (
	"testing"

	"github.com/edagym/edagym/cxx/cxxtest"
)

// TestAPI: a player that uses the whole API (testdata/AICheck.cc) finds
// every check true in every round, in each seat, against Demo, Dummy and
// Random; and what the API notes list as not compiling does not.
func TestAPI(t *testing.T) {
	cxxtest.CheckAPI(t, "madmax", "Check", 4)
	cxxtest.Traps(t, "madmax", []string{
		"void a() { Movement m; }",                                        // no default constructor
		"void b() { command(0, 3); }",                                     // an int is no Dir
		"void c() const { command(0, Bottom); }",                          // command() is not const
		"int d() const { return random(0, 1); }",                          // nor random()
		"int e() { return unit(0).fuel; }",                                // a car's fuel is its food
		"void f() { execute(Command(0, Bottom)); }",                       // Ork Island's names are not here
		"int g() { return INT_MAX; }",                                     // <climits> is not included
		"int h() { vector<int> warriors; return warriors(me()).size(); }", // a local hides the API
	}, "int f() const { return me() + int(warriors(me()).size()) + int(can_move(0)); }")
}
