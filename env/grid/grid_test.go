package grid

import (
	"slices"
	"testing"
)

// TestDirs: the circular numbering — d+2 is a quarter turn counter-clockwise,
// d+4 the opposite — with the originals' letters and the move vocabulary.
func TestDirs(t *testing.T) {
	for d := Bottom; d < None; d++ {
		a, b := d.Delta(), ((d + 2) % 8).Delta()
		if b.I != -a.J || b.J != a.I {
			t.Errorf("%s %v then %s %v: not a quarter turn counter-clockwise", d.Name(), a, ((d + 2) % 8).Name(), b)
		}
		if o := d.Opposite().Delta(); o.I != -a.I || o.J != -a.J {
			t.Errorf("%s: opposite %v", d.Name(), o)
		}
		if d.Diagonal() != (a.I != 0 && a.J != 0) {
			t.Errorf("%s: diagonal %v", d.Name(), d.Diagonal())
		}
	}
	if (Pos{3, 4}).Add(BR) != (Pos{4, 5}) || (Pos{3, 4}).Add(None) != (Pos{3, 4}) {
		t.Error("Add")
	}
	want := []string{"bottom", "bottom_right", "right", "top_right", "top", "top_left", "left", "bottom_left", "none"}
	if got := Names(Bottom, BR, Right, RT, Top, TL, Left, LB, None); !slices.Equal(got, want) {
		t.Errorf("names %v", got)
	}
	if string([]byte{Bottom.Letter(), RT.Letter(), None.Letter()}) != "bxn" {
		t.Error("letters")
	}
	if (Pos{1, 2}).Dist(Pos{4, -2}) != 7 || !(Pos{1, 9}).Less(Pos{2, 0}) || (Pos{2, 0}).In(2, 5) {
		t.Error("Dist, Less or In")
	}
}
