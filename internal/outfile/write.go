package outfile

import (
	"bufio"
	"io"
)

// Write gives fn a buffered writer to path and commits the file only if fn
// and every write succeed; otherwise the path is left as it was.
func Write(path string, fn func(io.Writer) error) error {
	f, err := Create(path)
	if err != nil {
		return err
	}
	defer f.Abort()
	w := bufio.NewWriterSize(f, 1<<16)
	if err := fn(w); err != nil {
		return err
	}
	if err := w.Flush(); err != nil {
		return err
	}
	return f.Commit()
}

// WriteFile writes data to path as Write does.
func WriteFile(path string, data []byte) error {
	return Write(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}
