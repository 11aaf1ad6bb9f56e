// Package gzfile reads match files that come plain or gzipped (the
// originals' archives are .gz), telling them apart by gzip's magic bytes.
package gzfile

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"os"
)

// NewReader reads r, through gzip when its data starts with gzip's magic
// bytes. Close releases the gzip reader, not r.
func NewReader(r io.Reader) (io.ReadCloser, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	if head, err := br.Peek(2); err != nil || head[0] != 0x1f || head[1] != 0x8b {
		return io.NopCloser(br), nil
	}
	return gzip.NewReader(br)
}

// Read parses the file at path, plain or gzipped, with parse; its errors
// name the file.
func Read[T any](path string, parse func(io.Reader) (T, error)) (T, error) {
	var zero T
	f, err := os.Open(path)
	if err != nil {
		return zero, err
	}
	defer f.Close()
	r, err := NewReader(f)
	if err == nil {
		defer r.Close()
		var v T
		if v, err = parse(r); err == nil {
			return v, nil
		}
	}
	return zero, fmt.Errorf("%s: %w", path, err)
}
