package agents_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/env/orkisland"
	_ "github.com/edagym/edagym/policies"
)

// TestSeatNamesAreWords: the name a seat shows in the match file's names
// line is one word of printable ASCII, whatever its checkpoint's path (a
// space or a newline in it once split the line).
func TestSeatNamesAreWords(t *testing.T) {
	data, err := os.ReadFile("../checkpoints/orkisland.ckpt")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Chdir(dir)
	for file, want := range map[string]string{"a b": "nn:a_b", "x\ny": "nn:x_y", "long name\n.ckpt": "nn-long_name", "é": "nn:__"} {
		if err := os.WriteFile(filepath.Join(dir, file), data, 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := agents.Seat("orkisland", "nn:"+file)
		if err != nil {
			t.Fatal(err)
		}
		if s.Name != want {
			t.Errorf("nn:%q shows %q, want %q", file, s.Name, want)
		}
	}
}
