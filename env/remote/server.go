package remote

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"
)

// Server serves VecEnvs to many clients at once: each connection has its own.
// Set the fields before the first Serve.
type Server struct {
	Limits Limits
	// Token, when set, must come in every hello (see auth.go). A server
	// listening beyond loopback must have one; edagym serve sees to it.
	Token string
	// Checkpoints rules which files nn: seats may read (checkpoints.go).
	Checkpoints CheckpointRule
	Seats       SeatResolver // nil: registered players, and nn: seats by Checkpoints
	Name        string       // sent in the handshake, e.g. "edagym 0.1.0"
	Log         io.Writer    // connection errors; nil: discarded
	// ShmDir is where shared-memory batches go; "" is /dev/shm (or the
	// temporary directory where there is none).
	ShmDir string

	once      sync.Once
	incidents atomic.Int64 // internal errors so far, to number them
	lim       Limits       // Limits with defaults
	frames    *budget      // bytes of frames being received (the second count unused)
	envs      *budget      // matches and estimated bytes of every VecEnv
	ckpts     *ckCache     // checkpoints read by nn: seats, each once

	mu        sync.Mutex
	listeners map[net.Listener]struct{}
	conns     map[net.Conn]struct{}
	waiting   map[string]int // connections yet to complete hello, by address
	wg        sync.WaitGroup
	closed    bool
}

// ErrServerClosed is returned by Serve after Close.
var ErrServerClosed = errors.New("remote: server closed")

// init fills the limits and budgets once, at the first Serve.
func (s *Server) init() {
	s.once.Do(func() {
		s.lim = s.Limits.withDefaults()
		s.frames = newBudget(s.lim.FrameMemory, 0)
		s.envs = newBudget(int64(s.lim.Envs), s.lim.Memory)
		s.ckpts = newCkCache(s.Checkpoints, s.lim.Checkpoint)
		s.listeners = map[net.Listener]struct{}{}
		s.conns = map[net.Conn]struct{}{}
		s.waiting = map[string]int{}
		removeStaleShm(s.shmDir())
	})
}

// Serve accepts connections on ln until Close, serving each in its own
// goroutine. The frames carry the VecEnvs' buffers as they are, so the
// machine must be little-endian, like every machine edagym runs on.
func (s *Server) Serve(ln net.Listener) error {
	if binary.NativeEndian.Uint16([]byte{1, 0}) != 1 {
		return errors.New("remote: the wire format is the machine's memory: a big-endian server is not supported")
	}
	if err := s.Limits.Check(); err != nil {
		ln.Close()
		return fmt.Errorf("remote: %w", err)
	}
	if err := CheckToken(s.Token); err != nil {
		ln.Close()
		return fmt.Errorf("remote: %w", err)
	}
	s.init()
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		ln.Close()
		return ErrServerClosed
	}
	s.listeners[ln] = struct{}{}
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.listeners, ln)
		s.mu.Unlock()
	}()
	var pause backoff
	for {
		conn, err := ln.Accept()
		if err != nil {
			if s.isClosed() {
				return ErrServerClosed
			}
			if !retryable(err) {
				return err
			}
			d := pause.next()
			fmt.Fprintf(s.logOut(), "edagym serve: accept: %v; retrying in %v\n", err, d)
			time.Sleep(d)
			continue
		}
		pause.reset()
		if !s.admit(conn) {
			if s.isClosed() {
				return ErrServerClosed
			}
			continue
		}
		go s.serveConn(conn)
	}
}

// admit registers a new connection, or refuses it: closed server, as many
// connections as the limit allows, or as many from its address still to
// complete their hello (the client is told, then closed).
func (s *Server) admit(conn net.Conn) bool {
	from, counted := host(conn.RemoteAddr())
	s.mu.Lock()
	closed, full := s.closed, len(s.conns) >= s.lim.Conns
	crowd := counted && s.waiting[from] >= s.lim.PreHello
	ok := !closed && !full && !crowd
	if ok {
		s.conns[conn] = struct{}{}
		if counted {
			s.waiting[from]++
		}
		s.wg.Add(1)
	}
	s.mu.Unlock()
	switch { // told outside the lock: the write may wait up to a second
	case closed:
		conn.Close()
	case full:
		refuse(conn, errorf(ErrBusy, "the server serves %d connections already: try again later", s.lim.Conns))
	case crowd:
		refuse(conn, errorf(ErrBusy, "%d connections from this address are still to say hello: try again later", s.lim.PreHello))
	}
	return ok
}

// greeted counts a connection's hello done (or its end before): it no
// longer waits among its address's.
func (s *Server) greeted(conn net.Conn) {
	from, counted := host(conn.RemoteAddr())
	if !counted {
		return
	}
	s.mu.Lock()
	if s.waiting[from]--; s.waiting[from] <= 0 {
		delete(s.waiting, from)
	}
	s.mu.Unlock()
}

// host is the IP a TCP connection comes from, for PreHello; other
// connections (a Unix socket's, this user's own) are not counted.
func host(a net.Addr) (string, bool) {
	if t, ok := a.(*net.TCPAddr); ok {
		return t.IP.String(), true
	}
	return "", false
}

// serveConn runs one session; a panic outside a request's handling (which
// recovers its own) ends this connection only.
func (s *Server) serveConn(conn net.Conn) {
	defer s.wg.Done()
	defer s.forget(conn)
	defer func() {
		if p := recover(); p != nil {
			s.incident(conn.RemoteAddr(), "a connection", fmt.Sprintf("%v\n%s", p, debug.Stack()))
			conn.Close()
		}
	}()
	newSession(s, conn).serve()
}

// refuse sends one error reply to a connection that will not be served and
// closes it, never waiting long on a client that does not read.
func refuse(conn net.Conn, e *Error) {
	r := newReplyWriter()
	r.errorReply(e)
	conn.SetWriteDeadline(time.Now().Add(time.Second))
	r.fw.writeTo(conn)
	conn.Close()
}

// Close stops accepting, closes every connection and waits until their
// VecEnvs are closed.
func (s *Server) Close() error {
	s.init()
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

func (s *Server) isClosed() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.closed
}

// forget drops a closed connection.
func (s *Server) forget(c net.Conn) {
	s.mu.Lock()
	delete(s.conns, c)
	s.mu.Unlock()
}

func (s *Server) shmDir() string {
	if s.ShmDir != "" {
		return s.ShmDir
	}
	return shmDir()
}

// incident logs an internal error, with its stack if it has one, and
// returns the reply the client gets: a number to find it in the log, never
// the stack or the server's source paths.
func (s *Server) incident(who net.Addr, what string, err any) *Error {
	n := s.incidents.Add(1)
	fmt.Fprintf(s.logOut(), "edagym serve: %v: internal error #%d in %s: %v\n", who, n, what, err)
	return errorf(ErrInternal, "internal error #%d in %s (the server's log has the details)", n, what)
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
