package tally

import "testing"

type inner struct {
	A [2]int
	F float64
}

type counts struct {
	N    int
	M    int32
	Grid [2][2]int
	In   inner
}

func TestAddSumsEveryField(t *testing.T) {
	dst := counts{N: 1, M: 2, Grid: [2][2]int{{1, 2}, {3, 4}}, In: inner{A: [2]int{5, 6}, F: 0.5}}
	src := counts{N: 10, M: 20, Grid: [2][2]int{{10, 20}, {30, 40}}, In: inner{A: [2]int{50, 60}, F: 0.25}}
	Add(&dst, &src)
	want := counts{N: 11, M: 22, Grid: [2][2]int{{11, 22}, {33, 44}}, In: inner{A: [2]int{55, 66}, F: 0.75}}
	if dst != want {
		t.Fatalf("got %+v, want %+v", dst, want)
	}
	if src.N != 10 || src.In.A[1] != 60 {
		t.Fatalf("src changed: %+v", src)
	}
}

func TestAddRefusesOtherKinds(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("no panic on a string field")
		}
	}()
	type bad struct{ S string }
	a, b := bad{"x"}, bad{"y"}
	Add(&a, &b)
}
