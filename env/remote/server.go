package remote

import (
	"encoding/binary"
	"errors"
	"io"
	"net"
	"sync"
	"time"

	"github.com/edagym/edagym/agents"
)

// DefaultIdle is how long a connection may stay silent before it is closed.
const DefaultIdle = 10 * time.Minute

// Server serves VecEnvs to many clients at once: each connection has its own.
type Server struct {
	MaxFrame int           // the largest frame read or written; 0: DefaultMaxFrame
	Idle     time.Duration // close connections silent this long; 0: DefaultIdle
	Seats    SeatResolver  // nil: agents.Seat
	Name     string        // sent in the handshake, e.g. "edagym 0.1.0"
	Log      io.Writer     // connection errors; nil: discarded

	mu        sync.Mutex
	listeners map[net.Listener]struct{}
	conns     map[net.Conn]struct{}
	wg        sync.WaitGroup
	closed    bool
}

// ErrServerClosed is returned by Serve after Close.
var ErrServerClosed = errors.New("remote: server closed")

// Serve accepts connections on ln until Close, serving each in its own
// goroutine. The frames carry the VecEnvs' buffers as they are, so the
// machine must be little-endian, like every machine edagym runs on.
func (s *Server) Serve(ln net.Listener) error {
	if binary.NativeEndian.Uint16([]byte{1, 0}) != 1 {
		return errors.New("remote: the wire format is the machine's memory: a big-endian server is not supported")
	}
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		ln.Close()
		return ErrServerClosed
	}
	if s.listeners == nil {
		s.listeners = map[net.Listener]struct{}{}
		s.conns = map[net.Conn]struct{}{}
	}
	s.listeners[ln] = struct{}{}
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.listeners, ln)
		s.mu.Unlock()
	}()
	for {
		conn, err := ln.Accept()
		if err != nil {
			s.mu.Lock()
			closed := s.closed
			s.mu.Unlock()
			if closed {
				return ErrServerClosed
			}
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				time.Sleep(10 * time.Millisecond)
				continue
			}
			return err
		}
		s.mu.Lock()
		if s.closed {
			s.mu.Unlock()
			conn.Close()
			return ErrServerClosed
		}
		s.conns[conn] = struct{}{}
		s.wg.Add(1)
		s.mu.Unlock()
		go func() {
			defer s.wg.Done()
			sess := &session{srv: s, conn: conn, envs: map[int]*vecState{}, out: newReplyWriter()}
			sess.serve()
		}()
	}
}

// Close stops accepting, closes every connection and waits until their
// VecEnvs are closed.
func (s *Server) Close() error {
	s.mu.Lock()
	s.closed = true
	for ln := range s.listeners {
		ln.Close()
	}
	for c := range s.conns {
		c.Close()
	}
	s.mu.Unlock()
	s.wg.Wait()
	return nil
}

// forget drops a closed connection.
func (s *Server) forget(c net.Conn) {
	s.mu.Lock()
	delete(s.conns, c)
	s.mu.Unlock()
}

func (s *Server) maxFrame() int {
	if s.MaxFrame > 0 {
		return s.MaxFrame
	}
	return DefaultMaxFrame
}

func (s *Server) idle() time.Duration {
	if s.Idle > 0 {
		return s.Idle
	}
	return DefaultIdle
}

func (s *Server) seats() SeatResolver {
	if s.Seats != nil {
		return s.Seats
	}
	return agents.Seat
}

func (s *Server) name() string {
	if s.Name != "" {
		return s.Name
	}
	return "edagym"
}

func (s *Server) logOut() io.Writer {
	if s.Log != nil {
		return s.Log
	}
	return io.Discard
}
