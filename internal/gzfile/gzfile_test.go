package gzfile

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// TestRead: a plain file and its gzipped copy read the same; an empty file
// reads empty.
func TestRead(t *testing.T) {
	const text = "Mad Max\nround 0\n"
	var gz bytes.Buffer
	w := gzip.NewWriter(&gz)
	w.Write([]byte(text))
	w.Close()
	for _, c := range []struct {
		name       string
		data, want []byte
	}{{"plain.out", []byte(text), []byte(text)}, {"zipped.out.gz", gz.Bytes(), []byte(text)}, {"empty.out", nil, nil}} {
		path := filepath.Join(t.TempDir(), c.name)
		if err := os.WriteFile(path, c.data, 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := Read(path, io.ReadAll)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, c.want) {
			t.Errorf("%s: read %q, want %q", c.name, got, c.want)
		}
	}
}

// TestReadNamesTheFile: a parse error says which file.
func TestReadNamesTheFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.out")
	os.WriteFile(path, []byte("x"), 0o644)
	_, err := Read(path, func(io.Reader) (int, error) { return 0, io.ErrUnexpectedEOF })
	if err == nil || err.Error() != path+": unexpected EOF" {
		t.Errorf("error %v, want it to name %s", err, path)
	}
}
