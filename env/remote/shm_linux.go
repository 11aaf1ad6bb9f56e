package remote

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// shmRoom checks that dir's file system has room for size more bytes
// (with 1 MiB to spare), before anything is made there.
func shmRoom(dir string, size int64) error {
	var st syscall.Statfs_t
	if err := syscall.Statfs(dir, &st); err != nil {
		return fmt.Errorf("shared memory: %s: %w", dir, err)
	}
	free := int64(st.Bavail) * int64(st.Bsize)
	if size+1<<20 > free {
		return fmt.Errorf("%w: the batches take %s and %s has %s free", errShmFull, mib(size), dir, mib(free))
	}
	return nil
}

// allocate gives f size bytes of allocated, zeroed pages: fallocate, or,
// on a file system without it, zeros written.
func allocate(f *os.File, size int64) error {
	err := syscall.Fallocate(int(f.Fd()), 0, 0, size)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, syscall.ENOSPC):
		return fmt.Errorf("%w: %s more do not fit", errShmFull, mib(size))
	case !errors.Is(err, syscall.EOPNOTSUPP) && !errors.Is(err, syscall.ENOSYS):
		return fmt.Errorf("fallocate: %w", err)
	}
	zeros := make([]byte, 1<<20)
	for at := int64(0); at < size; at += int64(len(zeros)) {
		if _, err := f.WriteAt(zeros[:min(int64(len(zeros)), size-at)], at); err != nil {
			if errors.Is(err, syscall.ENOSPC) {
				return fmt.Errorf("%w: %s more do not fit", errShmFull, mib(size))
			}
			return err
		}
	}
	return nil
}
