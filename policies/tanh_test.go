package policies

import (
	"math"
	"testing"
)

// TestTanh32: within 1e-6 of math.Tanh over the range, odd, and never
// beyond ±1.
func TestTanh32(t *testing.T) {
	worst := 0.0
	for x := float32(-12); x <= 12; x += 1.0 / 4096 {
		got, want := float64(tanh32(x)), math.Tanh(float64(x))
		if d := math.Abs(got - want); d > worst {
			worst = d
		}
		if got > 1 || got < -1 || tanh32(-x) != -tanh32(x) {
			t.Fatalf("tanh32(%v) = %v", x, got)
		}
	}
	if worst > 1e-6 {
		t.Fatalf("largest error %.3g", worst)
	}
	t.Logf("largest error %.3g", worst)
}

func BenchmarkTanh32(b *testing.B) {
	x := make([]float32, 4096)
	for i := range x {
		x[i] = float32(i-2048) / 512
	}
	for i := 0; i < b.N; i++ {
		for j, v := range x {
			x[j] = tanh32(v) * 4
		}
	}
}

func BenchmarkTanhMath(b *testing.B) {
	x := make([]float32, 4096)
	for i := range x {
		x[i] = float32(i-2048) / 512
	}
	for i := 0; i < b.N; i++ {
		for j, v := range x {
			x[j] = float32(math.Tanh(float64(v))) * 4
		}
	}
}

// TestTanhSliceIsTanh32: the kernel gives tanh32's bits.
func TestTanhSliceIsTanh32(t *testing.T) {
	var x, want []float32
	for v := float32(-12); v <= 12; v += 1.0 / 1024 {
		x = append(x, v)
		want = append(want, tanh32(v))
	}
	x = append(x, 0, 1e-5, -3e-4, 4e-4, -4e-4, 1e-30)
	for _, v := range x[len(want):] {
		want = append(want, tanh32(v))
	}
	tanhSlice(x)
	for i := range x {
		if math.Float32bits(x[i]) != math.Float32bits(want[i]) {
			t.Fatalf("element %d: kernel %v, tanh32 %v", i, x[i], want[i])
		}
	}
}

func BenchmarkTanhSlice(b *testing.B) {
	x := make([]float32, 4096)
	for i := range x {
		x[i] = float32(i-2048) / 512
	}
	for i := 0; i < b.N; i++ {
		tanhSlice(x)
	}
}
