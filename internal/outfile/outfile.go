package outfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"
)

// tmpMark is in every temporary file's name, so that CleanStale finds the
// ones a killed process left and nothing else. The writer's process id and
// a random number follow it.
const tmpMark = ".edagym-tmp-"

// File is an output being written: Write to it, then Commit, or Abort to
// leave the path as it was. Abort after Commit does nothing, so
// `defer f.Abort()` is the way to clean up on every error path.
type File struct {
	f    *os.File
	dst  string // the resolved destination
	tmp  string // the temporary file; "" when streaming into a device or FIFO
	mu   sync.Mutex
	done bool // committed or aborted
}

// Create opens an output for path (see the package comment for what it does
// with each kind of file).
func Create(path string) (*File, error) {
	fi, err := os.Stat(path) // through every link, /dev/fd's included
	if err == nil && !fi.Mode().IsRegular() {
		return openStream(path, path, fi)
	}
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	dst, dfi, err := resolve(path)
	if err != nil {
		return nil, err
	}
	if fi != nil && (dfi == nil || !os.SameFile(fi, dfi)) {
		// A link that names no path, as /dev/stdout or /dev/fd/N into
		// a file the shell opened: the file can only be reached
		// through it. Write into it after what it holds, as the
		// shell's >> would; after > it is empty.
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
		if err != nil {
			return nil, err
		}
		return &File{f: f, dst: path}, nil
	}
	sweep(dst)
	perm := fs.FileMode(0o666) // as os.Create: the umask applies to a new file
	if dfi != nil {
		perm = dfi.Mode().Perm()
	}
	f, tmp, err := createTemp(dst, perm)
	if err != nil {
		return nil, err
	}
	if dfi != nil {
		// Keep an existing file's mode exactly (the umask applied at
		// creation) and, where allowed (as root), its owner.
		if err := f.Chmod(perm); err != nil {
			f.Close()
			os.Remove(tmp)
			return nil, err
		}
		keepOwner(f, dfi)
	}
	return &File{f: f, dst: dst, tmp: tmp}, nil
}

// openStream opens a device or a FIFO to write into it in place.
func openStream(path, dst string, fi fs.FileInfo) (*File, error) {
	switch m := fi.Mode(); {
	case m.IsDir():
		return nil, &fs.PathError{Op: "write", Path: path, Err: errors.New("is a directory")}
	case m&(fs.ModeDevice|fs.ModeCharDevice|fs.ModeNamedPipe) == 0:
		return nil, &fs.PathError{Op: "write", Path: path, Err: fmt.Errorf("not a file, device or FIFO (%v)", m.Type())}
	}
	// No O_TRUNC or O_CREATE: the node exists and is not a file to empty.
	f, err := os.OpenFile(dst, os.O_WRONLY, 0)
	if err != nil {
		return nil, err
	}
	return &File{f: f, dst: dst}, nil
}

// createTemp makes a new file beside dst with the given permissions (as
// os.CreateTemp, which always uses 0600).
func createTemp(dst string, perm fs.FileMode) (*os.File, string, error) {
	dir, base := filepath.Split(dst)
	seed := uint64(time.Now().UnixNano()) ^ uint64(os.Getpid())<<32
	prefix := "." + base + tmpMark + strconv.Itoa(os.Getpid()) + "-"
	for try := range 100 {
		seed = seed*6364136223846793005 + 1442695040888963407
		name := filepath.Join(dir, prefix+strconv.FormatUint(seed>>33, 10))
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, perm)
		if errors.Is(err, fs.ErrExist) && try < 99 {
			continue
		}
		if err != nil {
			return nil, "", err
		}
		return f, name, nil
	}
	panic("unreachable")
}

// Name is the destination the output replaces (a symlink's target).
func (f *File) Name() string { return f.dst }

// Write implements io.Writer.
func (f *File) Write(p []byte) (int, error) { return f.f.Write(p) }

// Publish makes what was written so far the destination's content, and
// keeps the file open so that later writes append to it: for logs, such as
// metrics, that must replace the old file whole once and then grow.
func (f *File) Publish() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.done {
		return errors.New("outfile: publish after commit or abort")
	}
	if f.tmp == "" {
		return nil
	}
	if err := f.f.Sync(); err != nil {
		return err
	}
	if err := os.Rename(f.tmp, f.dst); err != nil {
		return err
	}
	f.tmp = ""
	return nil
}

// Commit publishes the output and closes it.
func (f *File) Commit() error {
	if err := f.Publish(); err != nil {
		f.Abort()
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.done = true
	return f.f.Close()
}

// Abort closes the output and removes its temporary file, leaving the
// destination as it was. It may be called from another goroutine (a signal
// handler) while the output is written: the writer then gets an error.
func (f *File) Abort() {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.done {
		return
	}
	f.done = true
	f.f.Close()
	if f.tmp != "" {
		os.Remove(f.tmp)
	}
}
