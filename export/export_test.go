package export

import (
	"math"
	"regexp"
	"strings"
	"testing"

	"github.com/edagym/edagym/policies"
)

func TestValidateName(t *testing.T) {
	for _, c := range []struct {
		name string
		ok   bool
	}{
		{"Sauron", true}, {"A", true}, {"Gorbag2", true}, {"TwelveLetter", true},
		{"", false}, {"ThirteenChars", false}, {"2Fast", false}, {"Bad-Name", false}, {"Bad_Name", false},
		{"Orkó", false}, {"Null", false}, {"Demo", false}, {"Dummy", false}, {"Pos", false},
		{"State", false}, {"VERSION", false}, {"class", false}, {"random", false}, {"NONE", false},
	} {
		if err := ValidateName(c.name); (err == nil) != c.ok {
			t.Errorf("ValidateName(%q) = %v, want ok=%v", c.name, err, c.ok)
		}
	}
}

func TestFloat16(t *testing.T) {
	for _, c := range []struct {
		in   float32
		bits uint16
	}{
		{0, 0}, {1, 0x3c00}, {-2, 0xc000}, {65504, 0x7bff}, {65520, 0x7c00}, {1e9, 0x7c00},
		{float32(math.Inf(-1)), 0xfc00}, {5.960464477539063e-08, 0x0001}, {6.103515625e-05, 0x0400},
		{2.9802322e-08, 0x0000}, // half of the smallest subnormal: ties to even
		{1 + 1.0/2048, 0x3c00},  // tie between 1 and 1+2^-10: even
		{1 + 3.0/2048, 0x3c02},  // tie: up to even
		{0.1, 0x2e66},
	} {
		if got := f32ToF16(c.in); got != c.bits {
			t.Errorf("f32ToF16(%g) = %#04x, want %#04x", c.in, got, c.bits)
		}
	}
	// Every finite half survives the round trip.
	for h := 0; h < 1<<16; h++ {
		if h&0x7c00 == 0x7c00 {
			continue
		}
		if got := f32ToF16(f16ToF32(uint16(h))); got != uint16(h) && !(h == 0x8000 && got == 0x8000) {
			t.Fatalf("round trip of %#04x gives %#04x", h, got)
		}
	}
}

func TestInt8Dequantised(t *testing.T) {
	w := []float32{0.5, -1.27, 0.01, 0, 0, 0}
	deq := make([]float32, len(w))
	blob := encodeMatrix(nil, Int8, w, 2, 3, deq)
	if len(blob) != 2*4+6 {
		t.Fatalf("%d bytes", len(blob))
	}
	s := float32(1.27) / 127
	want := []float32{float32(50) * s, float32(-127) * s, float32(1) * s, 0, 0, 0}
	for k := range want {
		if deq[k] != want[k] {
			t.Errorf("deq[%d] = %g, want %g", k, deq[k], want[k])
		}
	}
}

// TestGeneratedSource checks the submission rules on the text: one include,
// no output, no files, threads or clocks, nothing at file scope but the
// class and the registration line, and the size budget.
func TestGeneratedSource(t *testing.T) {
	net, _ := testNet(t, policies.DefaultNet, 3)
	res, err := Generate(net, Options{Name: "Sauron"})
	if err != nil {
		t.Fatal(err)
	}
	src := string(res.Source)
	if len(src) > MaxFileBytes {
		t.Fatalf("%d bytes", len(src))
	}
	code := regexp.MustCompile(`(?m)//.*$`).ReplaceAllString(src, "")
	code = regexp.MustCompile(`"[^"\n]*"`).ReplaceAllString(code, `""`)
	if inc := regexp.MustCompile(`#include\s*\S+`).FindAllString(code, -1); len(inc) != 1 || inc[0] != `#include ""` {
		t.Errorf("includes: %q", inc)
	}
	for _, bad := range []string{"cout", "cin", "printf", "fopen", "fstream", "thread", "fork", "system(", "clock", "chrono", "time(", "mutable", "goto"} {
		if strings.Contains(code, bad) {
			t.Errorf("generated code contains %q", bad)
		}
	}
	// No static data members (shared between seats) and no static locals.
	if m := regexp.MustCompile(`static\s+[\w:<>, ]+?\s+\w+\s*(\[[^\]]*\])?\s*[;=]`).FindAllString(code, -1); len(m) > 0 {
		t.Errorf("static variables: %q", m)
	}
	// Outside the class: only preprocessor lines, the class head, its end and
	// the registration.
	depth := 0
	for k, line := range strings.Split(code, "\n") {
		l := strings.TrimSpace(line)
		if depth == 0 && l != "" && !strings.HasPrefix(l, "#") && l != "struct PLAYER_NAME : public Player {" &&
			l != "RegisterPlayer(PLAYER_NAME);" {
			t.Errorf("line %d at file scope: %q", k+1, l)
		}
		depth += strings.Count(l, "{") - strings.Count(l, "}")
	}
	if _, err := Generate(net, Options{Name: "Sauron", Format: Float32}); err == nil || !strings.Contains(err.Error(), "budget") {
		t.Errorf("a float32 64×64 file: %v, want the budget error", err)
	}
}
