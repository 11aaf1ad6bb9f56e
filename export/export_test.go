package export

import (
	"math"
	"strings"
	"testing"
)

func TestValidateName(t *testing.T) {
	for _, c := range []struct {
		name string
		ok   bool
	}{
		{"Sauron", true}, {"A", true}, {"Gorbag2", true}, {"TwelveLetter", true},
		{"", false}, {"ThirteenChars", false}, {"2Fast", false}, {"Bad-Name", false}, {"Bad_Name", false},
		{"Orkó", false}, {"Null", false}, {"Demo", false}, {"Dummy", false},
		{"VERSION", false}, {"class", false}, {"random", false},
		{"Pos", true}, {"NONE", true}, // a game's API names: Game.ValidateName
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

// TestBase85: the weights' text is Z85 with '~' for '?' and '|' for '/':
// its published vector ("HelloWorld"), a padded tail, and no character C++
// reads otherwise inside a string literal (a quote, a backslash, a
// trigraph's '?') or that starts a comment ('/').
func TestBase85(t *testing.T) {
	if got := base85([]byte{0x86, 0x4F, 0xD2, 0x6F, 0xB5, 0x59, 0xF7, 0x5B}); got != "HelloWorld" {
		t.Errorf("Z85's vector: %q", got)
	}
	if got := base85([]byte{0, 0, 0, 0, 0xff}); got != "00000"+base85([]byte{0xff, 0, 0, 0}) {
		t.Errorf("a 5-byte blob: %q", got)
	}
	if got := base85([]byte{0xff, 0xff, 0xff, 0xff}); got != "%nSc0" {
		t.Errorf("the largest word: %q", got)
	}
	if len(digits85) != 85 || strings.ContainsAny(digits85, "\"\\?/ ") {
		t.Errorf("digits %q", digits85)
	}
	if !strings.Contains(coreText, `const char* digits = "`+digits85+`";`) {
		t.Error("the C++ decode() reads other digits")
	}
	seen := map[rune]bool{}
	for _, r := range digits85 {
		if seen[r] {
			t.Errorf("digit %q twice", r)
		}
		seen[r] = true
	}
}
