package remote

import (
	"net"
	"os"
	"path/filepath"
	"sync"
)

// ListenUnix listens on a Unix socket at path that only this user may
// connect to (mode 0600). The socket is made in a private directory and
// moved into place, so it is never reachable with wider permissions, not
// even for a moment. Closing the listener removes it.
func ListenUnix(path string) (net.Listener, error) {
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
	if err := os.Rename(tmp, path); err != nil {
		ln.Close()
		return nil, err
	}
	return &unixListener{UnixListener: ul, path: path}, nil
}

// unixListener removes its socket file when closed, and reports the
// address clients dial rather than the temporary one it was made at.
type unixListener struct {
	*net.UnixListener
	path string
	once sync.Once
}

// Close closes the socket and removes its file, once: a second Close must
// not remove the socket of a server started since at the same path.
func (l *unixListener) Close() error {
	err := l.UnixListener.Close()
	l.once.Do(func() { os.Remove(l.path) })
	return err
}

func (l *unixListener) Addr() net.Addr { return &net.UnixAddr{Name: l.path, Net: "unix"} }
