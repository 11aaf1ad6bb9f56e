package outfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// maxLinks is how many symbolic links a path may go through, as Linux's
// MAXSYMLINKS: more is a loop.
const maxLinks = 40

// resolve follows path's symbolic links, if any, to the name that the output
// must replace. The last target may not exist yet (a dangling link writes
// its target, as the shell does).
func resolve(path string) (string, fs.FileInfo, error) {
	for range maxLinks {
		fi, err := os.Lstat(path)
		if errors.Is(err, fs.ErrNotExist) {
			return path, nil, nil
		}
		if err != nil {
			return "", nil, err
		}
		if fi.Mode()&fs.ModeSymlink == 0 {
			return path, fi, nil
		}
		link, err := os.Readlink(path)
		if err != nil {
			return "", nil, err
		}
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(path), link)
		}
		path = link
	}
	return "", nil, &fs.PathError{Op: "open", Path: path, Err: syscall.ELOOP}
}
