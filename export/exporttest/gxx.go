package exporttest

import (
	"os"
	"os/exec"
	"testing"
)

// cxxFlags are stricter than the originals' Makefiles (-std=c++11 -fPIC
// -Wall -Wno-unused-variable -O2): any output of the compiler fails the test.
var cxxFlags = []string{"-std=c++11", "-O2", "-Wall", "-Wextra", "-pedantic", "-fPIC"}

// Gxx finds g++; without it the C++ tests skip, except under CI=true.
func Gxx(t testing.TB) string {
	t.Helper()
	p, err := exec.LookPath("g++")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("g++ not found (CI=true: the exported player must be compiled)")
		}
		t.Skip("g++ not found")
	}
	return p
}
