package env_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/edagym/edagym/all"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/internal/conformance"
)

// TestMutatedCnfErrorsNameALine mutates every default.cnf and conformance
// .cnf (a token dropped, the file cut after a token, a number replaced by
// extreme or wrong values) and checks that every rejection names the file
// and a line. Found this way: an orkisland .cnf cut before its generator
// failed with "x.cnf: Unknown grid generator." and no line.
func TestMutatedCnfErrorsNameALine(t *testing.T) {
	shared := conformance.SharedDir(t)
	for _, name := range []string{"orkisland", "dominator", "madmax", "moria"} {
		g, err := env.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		files := map[string][]byte{"default.cnf": g.DefaultConfig}
		paths, _ := filepath.Glob(filepath.Join(shared, "conformance", name, "*.cnf"))
		for _, p := range paths {
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			files[filepath.Base(p)] = data
		}
		for base, data := range files {
			if _, err := g.ParseConfig(base, data); err != nil {
				t.Errorf("%s %s: %v", name, base, err)
			}
			toks := strings.Fields(string(data))
			checked, rejected := 0, 0
			for _, text := range mutations(string(data), toks) {
				checked++
				if _, err := g.ParseConfig("m.cnf", []byte(text)); err != nil {
					rejected++
					if !jutge.Located(err, "m.cnf") {
						t.Errorf("%s %s: error without file and line: %v\n--- input ---\n%.400s", name, base, err, text)
					}
				}
			}
			t.Logf("%s %s: %d mutations, %d rejected", name, base, checked, rejected)
		}
	}
}

// mutations are variations of data: its first k tokens for every k, and
// for each of the first 80 and last 40 tokens (a FIXED board has
// thousands), the file without it and with it replaced by other values.
func mutations(data string, toks []string) []string {
	var out []string
	for k := range toks {
		out = append(out, strings.Join(toks[:k], "\n")+"\n")
	}
	lines := strings.SplitAfter(data, "\n")
	var at [][2]int // line and index in line of each token
	for i, l := range lines {
		for j := range strings.Fields(l) {
			at = append(at, [2]int{i, j})
		}
	}
	for k, pos := range at {
		if k >= 80 && k < len(at)-40 {
			continue
		}
		for _, v := range []string{"", "-1", "0", "1", "3", "1000", "99999", "2147483648", "x", "1.5", toks[k] + " " + toks[k]} {
			f := strings.Fields(lines[pos[0]])
			f[pos[1]] = v
			m := append([]string(nil), lines...)
			m[pos[0]] = strings.Join(f, " ") + "\n"
			out = append(out, strings.Join(m, ""))
		}
	}
	return out
}
