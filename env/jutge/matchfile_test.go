package jutge

import "testing"

func TestAppendHelpers(t *testing.T) {
	cases := []struct {
		got, want string
	}{
		{string(AppendSetting(nil, "nb_players", 28, 4)), "nb_players                  4\n"},
		{string(AppendPreamble(nil, 30)), "Game\n\nSeed 30\n\n"},
		{string(AppendNames(nil, "names         ", []string{"Demo", "Null"})), "names          Demo Null\n"},
		{string(AppendInts(nil, []int{-1, 0, 12})), " -1 0 12"},
		{string(AppendColumnLabels(nil, "   ", 12)), "   000000000011\n   012345678901\n"},
		{string(AppendRowLabel(nil, 7)), "07"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}
