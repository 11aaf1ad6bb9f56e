// Package infile reads the files edagym is given (.cnf boards, match files
// to view, checkpoints, YAML configs) through a size limit: a path such as
// /dev/zero, or a file far larger than any valid one, fails with a clear
// error instead of filling the memory. Every file is opened without
// blocking; pipes, FIFOs and devices are still read (a shell's <(...) is a
// pipe), up to the limit, a FIFO once a writer has come, as cat does.
package infile

import (
	"fmt"
	"io"
	"os"
	"syscall"

	"golang.org/x/sys/unix"
)

// Limits of the files edagym reads, far above the largest valid one.
const (
	// Cnf: a FIXED 1000×1000 Ork Island board with every cell listed in a
	// city or path takes about 10 MB.
	Cnf = 32 << 20
	// Match: a match file for the viewer, which holds it in memory twice
	// (Go and the page).
	Match = 256 << 20
	// Checkpoint: the largest network the config allows, with its
	// optimizer state and metrics, stays below this.
	Checkpoint = 256 << 20
	// Config: a YAML training config.
	Config = 1 << 20
)

// TooLargeError is a file past its limit.
type TooLargeError struct {
	Path  string
	Limit int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s: larger than %s, the most edagym reads from such a file", e.Path, size(e.Limit))
}

func size(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// Read reads path whole, failing with *TooLargeError past limit bytes.
func Read(path string, limit int64) ([]byte, error) {
	// Without O_NONBLOCK, opening a FIFO waits for a writer in a system
	// call, forever if none comes. With it, the wait (awaitWriter) and
	// the reads of a pipe or FIFO are the runtime poller's.
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	// A regular file's size says at once whether it is too large, without
	// reading it.
	if fi.Mode().IsRegular() && fi.Size() > limit {
		return nil, &TooLargeError{path, limit}
	}
	if fi.Mode()&os.ModeNamedPipe != 0 {
		if err := awaitWriter(f); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if int64(len(data)) > limit {
		return nil, &TooLargeError{path, limit}
	}
	return data, nil
}

// awaitWriter waits, in the runtime's poller, until a FIFO opened without
// blocking has data or has had a writer come and go: until then a read
// would end at once, as if the file were empty. A process stopped by a
// signal meanwhile stops as it would anywhere else.
func awaitWriter(f *os.File) error {
	rc, err := f.SyscallConn()
	if err != nil {
		return err
	}
	var perr error
	err = rc.Read(func(fd uintptr) bool {
		p := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}
		n, err := unix.Poll(p, 0)
		if err != nil && err != unix.EINTR {
			perr = err
			return true
		}
		return n > 0 && p[0].Revents != 0
	})
	if err != nil {
		return err
	}
	return perr
}
