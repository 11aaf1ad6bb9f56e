//go:build unix

package outfile

import (
	"io/fs"
	"os"
	"syscall"
)

// keepOwner gives the new file the replaced one's owner and group when the
// process may (root, or the owner changing to one of its groups); otherwise
// the new file is the writer's, as with any editor's save.
func keepOwner(f *os.File, old fs.FileInfo) {
	if st, ok := old.Sys().(*syscall.Stat_t); ok {
		_ = f.Chown(int(st.Uid), int(st.Gid))
	}
}

// ownedByMe tells whether this process's user owns a file.
func ownedByMe(fi fs.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) == os.Geteuid()
}

// alive tells whether a process exists (one of another user counts).
func alive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || err == syscall.EPERM
}
