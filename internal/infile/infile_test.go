package infile

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestRead(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small")
	os.WriteFile(small, []byte("12345"), 0o644)
	cases := []struct {
		name     string
		path     string
		limit    int64
		want     string
		tooLarge bool
	}{
		{"within the limit", small, 5, "12345", false},
		{"regular file too large", small, 4, "", true},
		{"endless device", "/dev/zero", 1 << 20, "", true},
		{"empty device", "/dev/null", 10, "", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data, err := Read(c.path, c.limit)
			var tl *TooLargeError
			switch {
			case c.tooLarge:
				if !errors.As(err, &tl) || tl.Path != c.path {
					t.Errorf("got %d bytes, %v; want a TooLargeError", len(data), err)
				}
			case err != nil || string(data) != c.want:
				t.Errorf("got %q, %v", data, err)
			}
		})
	}
	if _, err := Read(filepath.Join(dir, "nope"), 10); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
	if got := (&TooLargeError{"x.cnf", Cnf}).Error(); got != "x.cnf: larger than 32 MiB, the most edagym reads from such a file" {
		t.Errorf("message %q", got)
	}
}
