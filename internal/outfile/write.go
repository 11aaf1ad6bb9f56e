package outfile

import (
	"bufio"
	"io"
)

// Write gives fn a buffered writer to path and commits the file only if fn
// and every write succeed; otherwise the path is left as it was.
func Write(path string, fn func(io.Writer) error) error {
	return WriteAbortable(path, nil, fn)
}

// WriteAbortable is Write for a caller that may have to give up from
// elsewhere (a signal handler): onCreate, if not nil, gets the file's
// Abort before fn runs.
func WriteAbortable(path string, onCreate func(abort func()), fn func(io.Writer) error) error {
	f, err := Create(path)
	if err != nil {
		return err
	}
	if onCreate != nil {
		onCreate(f.Abort)
	}
	defer f.Abort()
	if err := Buffered(f, fn); err != nil {
		return err
	}
	return f.Commit()
}

// Buffered gives fn a 64 KiB buffered writer to w and flushes it once fn
// succeeds.
func Buffered(w io.Writer, fn func(io.Writer) error) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	if err := fn(bw); err != nil {
		return err
	}
	return bw.Flush()
}

// WriteFile writes data to path as Write does.
func WriteFile(path string, data []byte) error {
	return Write(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}
