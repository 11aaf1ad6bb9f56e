//go:build !linux

package remote

import (
	"errors"
	"os"
	"syscall"
)

// shmRoom cannot ask the file system for its free space here: allocate
// finds out.
func shmRoom(dir string, size int64) error { return nil }

// allocate writes size bytes of zeros into f, so that every page is
// allocated before the file is mapped.
func allocate(f *os.File, size int64) error {
	zeros := make([]byte, 1<<20)
	for at := int64(0); at < size; at += int64(len(zeros)) {
		if _, err := f.WriteAt(zeros[:min(int64(len(zeros)), size-at)], at); err != nil {
			if errors.Is(err, syscall.ENOSPC) {
				return errShmFull
			}
			return err
		}
	}
	return nil
}
