package policies

import (
	"bufio"
	"bytes"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestTanh32MatchesExportedCxx compiles the tanh32 of the C++ every
// exported Jutge player shares (export/player.cc.tmpl) and checks it gives
// tanh32's bits on a sweep of inputs: the exported network's hidden units
// are the Go player's only while the two agree bit for bit.
func TestTanh32MatchesExportedCxx(t *testing.T) {
	cxx, err := exec.LookPath("g++")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("g++ not found (CI=true)")
		}
		t.Skip("g++ not found")
	}
	tmpl, err := os.ReadFile(filepath.Join("..", "export", "player.cc.tmpl"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(tmpl)
	start := strings.Index(text, "  static float tanh32(float a) {")
	end := strings.Index(text[max(start, 0):], "\n  }\n")
	if start < 0 || end < 0 {
		t.Fatal("no tanh32 in export/player.cc.tmpl")
	}
	src := "#include <cstdio>\n#include <cstring>\nstruct T {\n" + text[start:start+end] + "\n  }\n};\n" + `
int main() {
  unsigned b;
  while (scanf("%u", &b) == 1) {
    float f, r;
    memcpy(&f, &b, sizeof f);
    r = T::tanh32(f);
    memcpy(&b, &r, sizeof b);
    printf("%u\n", b);
  }
}
`
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "tanh.cc"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "tanh")
	// The flags the export harness compiles players with.
	if out, err := exec.Command(cxx, "-std=c++11", "-O2", "-Wall", "-Wextra", "-pedantic", "-o", bin, filepath.Join(dir, "tanh.cc")).CombinedOutput(); err != nil || len(out) > 0 {
		t.Fatalf("g++: %v\n%s", err, out)
	}
	var in []float32
	for x := float32(-12); x <= 12; x += 1.0 / 8192 {
		in = append(in, x)
	}
	for _, x := range []float32{0, 0.0004, -0.0004, 0.00039999, 7.9053111, -7.9053111, 1e-30, float32(math.Inf(1)), float32(math.Inf(-1))} {
		in = append(in, x, math.Nextafter32(x, 1), math.Nextafter32(x, -1))
	}
	var stdin bytes.Buffer
	for _, x := range in {
		stdin.WriteString(strconv.FormatUint(uint64(math.Float32bits(x)), 10) + "\n")
	}
	cmd := exec.Command(bin)
	cmd.Stdin = &stdin
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	k := 0
	for ; sc.Scan() && k < len(in); k++ {
		got, err := strconv.ParseUint(sc.Text(), 10, 32)
		if err != nil {
			t.Fatal(err)
		}
		if want := math.Float32bits(tanh32(in[k])); uint32(got) != want {
			t.Fatalf("tanh32(%g): C++ %g (%#08x), Go %g (%#08x)", in[k], math.Float32frombits(uint32(got)), got,
				math.Float32frombits(want), want)
		}
	}
	if k != len(in) {
		t.Fatalf("C++ answered %d of %d inputs", k, len(in))
	}
	t.Logf("%d inputs, the same bits", len(in))
}
