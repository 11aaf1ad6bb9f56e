package remote

import (
	"errors"
	"fmt"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"time"
)

// ListenUnix listens on a Unix socket at path that only this user may
// connect to (mode 0600). The socket is made in a private directory and
// linked into place, so it is never reachable with wider permissions, not
// even for a moment, and never replaces what is at path: a file that is
// not a socket is an error, and so is a socket a server listens on (a
// second server would take the first one's clients). Only a socket nobody
// listens on, a killed server's, is removed first. Closing the listener
// removes its socket, and nothing that has replaced it since.
func ListenUnix(path string) (net.Listener, error) {
	if err := clearStaleSocket(path); err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp(filepath.Dir(path), ".edagym-sock-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	tmp := filepath.Join(dir, "s")
	ln, err := net.Listen("unix", tmp)
	if err != nil {
		return nil, err
	}
	ul := ln.(*net.UnixListener)
	ul.SetUnlinkOnClose(false) // it will live at path, not tmp
	if err := os.Chmod(tmp, 0o600); err != nil {
		ln.Close()
		return nil, err
	}
	// A hard link fails if anything is at path by now: nothing is
	// replaced, whoever made it.
	if err := os.Link(tmp, path); err != nil {
		ln.Close()
		if errors.Is(err, fs.ErrExist) {
			return nil, fmt.Errorf("%s: something was made there while the server started: not replaced", path)
		}
		return nil, err
	}
	fi, err := os.Lstat(path)
	if err != nil {
		ln.Close()
		return nil, err
	}
	return &unixListener{UnixListener: ul, path: path, file: fi}, nil
}

// clearStaleSocket checks what is at path before a server listens there:
// nothing, or a socket nobody listens on (removed); anything else is an
// error that says what is there.
func clearStaleSocket(path string) error {
	fi, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if fi.Mode()&fs.ModeSocket == 0 {
		return fmt.Errorf("%s exists and is not a socket (%v): not replaced; remove it or choose another path", path, fi.Mode().Type())
	}
	c, err := net.DialTimeout("unix", path, time.Second)
	if err == nil {
		c.Close()
		return fmt.Errorf("%s: a server is listening on this socket already", path)
	}
	if !errors.Is(err, syscall.ECONNREFUSED) {
		return fmt.Errorf("%s: cannot tell whether a server listens on this socket: %v", path, err)
	}
	if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// unixListener removes its socket file when closed, and reports the
// address clients dial rather than the temporary one it was made at.
type unixListener struct {
	*net.UnixListener
	path string
	file fs.FileInfo // the socket made, to remove it and nothing else
	once sync.Once
}

// Close closes the socket and removes its file, once, and only if path is
// still the socket this listener made: not another server's socket, nor a
// file made at path since.
func (l *unixListener) Close() error {
	err := l.UnixListener.Close()
	l.once.Do(func() {
		if fi, err := os.Lstat(l.path); err == nil && os.SameFile(fi, l.file) {
			os.Remove(l.path)
		}
	})
	return err
}

func (l *unixListener) Addr() net.Addr { return &net.UnixAddr{Name: l.path, Net: "unix"} }
