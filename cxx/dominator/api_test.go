package dominator_test

import (
	"testing"

	"github.com/edagym/edagym/cxx/cxxtest"
)

// TestAPI: a player that uses the whole API (testdata/AICheck.cc) finds
// every check true in every round, in each seat (its view rotated),
// against Demo, Dummy and Random; and what the API notes list as not
// compiling does not.
func TestAPI(t *testing.T) {
	cxxtest.CheckAPI(t, "dominator", "Check", 4)
	cxxtest.Traps(t, "dominator", []string{
		"int a() { return me(); }",                         // there is no me()
		"void b() { Movement m; }",                         // no default constructor
		"void c() { command(0, 3); }",                      // an int is no Dir
		"int d() const { return int(farmers(0).size()); }", // farmers() is not const
		"void e() const { command(0, Bottom); }",           // nor command()
		"int f() { return int_to_string(3).size(); }",      // no int_to_string here
		"int g() { return INT_MAX; }",                      // <climits> is not included
		"int h() { return int(round(2.5)); }",              // round() hides std::round
	}, "int f() { return int(farmers(0).size()) + random(0, 1) + int(std::round(2.5)); }")
}
