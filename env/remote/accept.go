package remote

import (
	"errors"
	"net"
	"syscall"
	"time"
)

// retryable tells whether an Accept error is the machine's state rather than
// the listener's end: out of file descriptors or memory, or a connection
// that died in the queue. The server then waits and accepts again instead of
// exiting; the connections it serves go on, and closing them frees what it
// lacked.
func retryable(err error) bool {
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return true
	}
	for _, e := range []syscall.Errno{syscall.EMFILE, syscall.ENFILE, syscall.ENOBUFS, syscall.ENOMEM,
		syscall.ECONNABORTED, syscall.ECONNRESET, syscall.EINTR, syscall.EAGAIN, syscall.EPROTO, syscall.EPERM} {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}

// backoff is the wait before accepting again after errors in a row: 5 ms,
// doubling up to one second (as net/http's server).
type backoff struct{ d time.Duration }

func (b *backoff) next() time.Duration {
	if b.d == 0 {
		b.d = 5 * time.Millisecond
	} else {
		b.d = min(2*b.d, time.Second)
	}
	return b.d
}

func (b *backoff) reset() { b.d = 0 }
