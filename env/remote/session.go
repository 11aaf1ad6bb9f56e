package remote

import (
	"encoding/binary"
	"errors"
	"fmt"
	"net"
	"runtime/debug"
	"strings"
	"time"

	"github.com/edagym/edagym/env"
)

// maxVecEnvs is how many VecEnvs one connection may hold at once.
const maxVecEnvs = 64

// session is one client connection and the VecEnvs it created.
type session struct {
	srv   *Server
	conn  net.Conn
	envs  map[int]*vecState
	next  int
	out   *replyWriter
	buf   []byte
	held  int64 // bytes of buf counted against the server's frame memory
	hello bool
	// What this connection's VecEnvs hold, also counted in the server's.
	numEnvs int
	bytes   int64
}

func newSession(srv *Server, conn net.Conn) *session {
	return &session{srv: srv, conn: conn, envs: map[int]*vecState{}, out: newReplyWriter()}
}

// vecState is one VecEnv of a session.
type vecState struct {
	v       *env.VecEnv
	seed    int64 // the create seed
	resets  int
	actions []int32
	log     *warnLog // nil unless the client asked for warnings
	shm     *shmBatches
	at      *shmOffsets // where the last reset or step wrote, with shm
	numEnvs int
	bytes   int64 // the estimate reserved at create
}

// use switches a shm VecEnv to its next buffer copy before it writes.
func (ve *vecState) use() {
	if ve.shm != nil {
		ve.at = ve.shm.use(ve.v)
	}
}

func (ve *vecState) close() {
	ve.v.Close()
	if ve.shm != nil {
		ve.shm.close()
	}
}

// errBusy ends a read when the server has no frame memory left for it.
var errBusy = errors.New("busy")

// serve reads requests and answers them in order until the client leaves,
// idles, breaks the framing, or the server closes.
func (s *session) serve() {
	defer s.closeAll()
	// A connection has Limits.Hello from its accept to complete its hello.
	helloBy := time.Now().Add(s.srv.lim.Hello)
	defer func() {
		if !s.hello {
			s.srv.greeted(s.conn)
		}
	}()
	for {
		limit := s.srv.lim.MaxFrame
		if s.hello {
			s.conn.SetReadDeadline(time.Now().Add(s.srv.lim.Idle))
		} else {
			s.conn.SetReadDeadline(helloBy)
			limit = helloFrame
		}
		var err error
		s.buf, err = readFrame(s.conn, limit, s.buf, s.grow)
		switch {
		case errors.Is(err, errFrameTooLarge):
			s.send(func(r *replyWriter) { r.errorReply(errorf(ErrFrameTooLarge, "%v", err)) })
			return // the rest of the frame cannot be skipped safely
		case errors.Is(err, errBusy):
			s.send(func(r *replyWriter) {
				r.errorReply(errorf(ErrBusy, "the server holds %s of frames being received, its limit: try again later", mib(s.srv.lim.FrameMemory)))
			})
			return
		case errors.Is(err, errBadFrame):
			if !s.send(func(r *replyWriter) { r.errorReply(errorf(ErrBadMessage, "%v", err)) }) {
				return
			}
			continue
		case err != nil:
			return // EOF, timeout, closed, reset
		}
		keep := s.handle(s.buf)
		s.shrink()
		if !keep {
			return
		}
	}
}

// grow reserves frame memory before the read buffer grows to n bytes; the
// first keepBuffer bytes are every connection's own.
func (s *session) grow(n int) error {
	need := int64(max(n-keepBuffer, 0)) - s.held
	if need <= 0 {
		return nil
	}
	if !s.srv.frames.take(need, 0) {
		return errBusy
	}
	s.held += need
	return nil
}

// shrink drops a read buffer grown past keepBuffer once its frame is
// answered, so a connection does not keep its largest frame's memory.
func (s *session) shrink() {
	if cap(s.buf) > keepBuffer {
		s.buf = nil
	}
	if s.held > 0 {
		s.srv.frames.give(s.held, 0)
		s.held = 0
	}
}

// send builds a reply and writes it; false when the connection is broken.
// The write deadline is short: a client that stops reading loses its
// connection rather than holding it and the reply until the idle limit.
func (s *session) send(build func(r *replyWriter)) bool {
	build(s.out)
	if s.out.fw.size() > s.srv.lim.MaxFrame {
		s.out.errorReply(errorf(ErrTooLarge, "the reply would be %d bytes, over the %d limit", s.out.fw.size(), s.srv.lim.MaxFrame))
	}
	s.conn.SetWriteDeadline(time.Now().Add(s.srv.lim.WriteTimeout))
	err := s.out.fw.writeTo(s.conn)
	s.out.fw.release()
	return err == nil
}

// handle answers one frame; false closes the connection.
func (s *session) handle(frame []byte) (keep bool) {
	defer func() {
		if p := recover(); p != nil {
			e := s.srv.incident(s.conn.RemoteAddr(), "a request", fmt.Sprintf("%v\n%s", p, debug.Stack()))
			s.send(func(r *replyWriter) { r.errorReply(e) })
			keep = false
		}
	}()
	req, err := DecodeRequest(frame)
	if err != nil {
		// Before the handshake, anything wrong ends the connection.
		return s.send(func(r *replyWriter) { r.errorReply(err.(*Error)) }) && s.hello
	}
	if !s.hello {
		if e := s.handshake(req.Hello); e != nil {
			s.send(func(r *replyWriter) { r.errorReply(e) })
			return false
		}
		s.hello = true
		s.srv.greeted(s.conn)
		return s.send(func(r *replyWriter) {
			r.value("hello", HelloReply{Protocol: Version, Server: s.srv.name(), Games: encoderGames(), MaxFrame: s.srv.lim.MaxFrame})
		})
	}
	var e *Error
	switch {
	case req.Hello != nil:
		e = errorf(ErrBadMessage, "hello was already sent on this connection")
	case req.Create != nil:
		var rep *CreateReply
		if rep, e = s.create(req.Create); e == nil {
			return s.send(func(r *replyWriter) { r.value("create", rep) })
		}
	case req.Reset != nil:
		var ve *vecState
		if ve, e = s.reset(req.Reset); e == nil {
			return s.send(func(r *replyWriter) { r.batch("reset", ve.v, &ve.v.Batch, ve.at, ve.warnings()) })
		}
	case req.Step != nil:
		var ve *vecState
		if ve, e = s.step(req.Step); e == nil {
			return s.send(func(r *replyWriter) { r.batch("step", ve.v, &ve.v.Batch, ve.at, ve.warnings()) })
		}
	case req.Render != nil:
		var rep *RenderReply
		if rep, e = s.render(req.Render); e == nil {
			return s.send(func(r *replyWriter) { r.value("render", rep) })
		}
	case req.Close != nil:
		ve, ok := s.envs[req.Close.Env]
		if !ok {
			e = errorf(ErrUnknownEnv, "no env %d on this connection", req.Close.Env)
			break
		}
		s.drop(req.Close.Env, ve)
		return s.send(func(r *replyWriter) { r.value("close", map[string]int{"env": req.Close.Env}) })
	}
	return s.send(func(r *replyWriter) { r.errorReply(e) })
}

// handshake checks the first request: a hello of our version, with the
// server's token when it has one.
func (s *session) handshake(h *Hello) *Error {
	switch {
	case h == nil:
		return errorf(ErrBadVersion, "the first message must be hello {protocol: %d}", Version)
	case h.Protocol != Version:
		return errorf(ErrBadVersion, "this server speaks protocol %d, the client %d", Version, h.Protocol)
	case s.srv.Token != "" && strings.TrimSpace(h.Token) == "":
		return errorf(ErrUnauthorized, "this server needs a token: pass token= (or set EDAGYM_TOKEN)")
	case s.srv.Token != "" && !tokenMatches(h.Token, s.srv.Token):
		return errorf(ErrUnauthorized, "wrong token")
	}
	return nil
}

func (s *session) lookup(id int) (*vecState, *Error) {
	ve, ok := s.envs[id]
	if !ok {
		return nil, errorf(ErrUnknownEnv, "no env %d on this connection", id)
	}
	if ve.shm != nil {
		ve.shm.unlink() // the client has mapped it since the create reply
	}
	return ve, nil
}

// lookupReset is lookup for the requests that need a reset env: doing
// ("stepping", "rendering") names the request in the error.
func (s *session) lookupReset(id int, doing string) (*vecState, *Error) {
	ve, e := s.lookup(id)
	if e != nil {
		return nil, e
	}
	if ve.resets == 0 {
		return nil, errorf(ErrNotReset, "reset env %d before %s it", id, doing)
	}
	return ve, nil
}

func (s *session) reset(r *Reset) (*vecState, *Error) {
	ve, e := s.lookup(r.Env)
	if e != nil {
		return nil, e
	}
	ve.log.take()
	switch {
	case r.Seeds != nil:
		if r.Seed != nil {
			return nil, errorf(ErrBadMessage, "give seed or seeds, not both")
		}
		seeds := make([]int32, len(r.Seeds))
		for i, x := range r.Seeds {
			if x < 0 || x > 1<<31-1 {
				return nil, errorf(ErrBadValue, "seeds[%d] = %d: a match seed is 0..2147483647", i, x)
			}
			seeds[i] = int32(x)
		}
		if len(seeds) != ve.v.NumEnvs() {
			return nil, errorf(ErrBadShape, "got %d seeds for %d envs", len(seeds), ve.v.NumEnvs())
		}
		ve.use()
		if _, err := ve.v.ResetSeeds(seeds); err != nil {
			return nil, s.broken(r.Env, ve, "reset", err)
		}
	default:
		seed := ve.seed + int64(ve.resets)
		if r.Seed != nil {
			if *r.Seed < 0 {
				return nil, errorf(ErrBadValue, "seed must be >= 0, got %d", *r.Seed)
			}
			seed = *r.Seed
			ve.seed, ve.resets = seed, 0
		}
		ve.use()
		if _, err := ve.v.Reset(uint64(seed)); err != nil {
			return nil, s.broken(r.Env, ve, "reset", err)
		}
	}
	ve.resets++
	return ve, nil
}

func (s *session) step(st *Step) (*vecState, *Error) {
	ve, e := s.lookupReset(st.Env, "stepping")
	if e != nil {
		return nil, e
	}
	t := st.Actions
	if t == nil {
		return nil, errorf(ErrBadMessage, "step needs actions")
	}
	spec := ve.v.Spec()
	A, S := ve.v.NumAgents(), spec.Slots
	if t.DType != string(env.Int32) {
		return nil, errorf(ErrBadShape, "actions: dtype %q, want int32", t.DType)
	}
	if len(t.Shape) != 2 || t.Shape[0] != A || t.Shape[1] != S {
		return nil, errorf(ErrBadShape, "actions: shape %v, want [%d %d] (agents, slots)", t.Shape, A, S)
	}
	if len(t.Data) != 4*A*S {
		return nil, errorf(ErrBadShape, "actions: %d bytes of data, want %d", len(t.Data), 4*A*S)
	}
	for i := range ve.actions {
		x := int32(binary.LittleEndian.Uint32(t.Data[4*i:]))
		if x < 0 || int(x) >= spec.Actions {
			return nil, errorf(ErrBadValue, "actions[%d, %d] = %d: want 0..%d", i/S, i%S, x, spec.Actions-1)
		}
		ve.actions[i] = x
	}
	ve.log.take()
	if ve.log != nil {
		ve.warnMaskedOut(ve.actions)
	}
	ve.use()
	if _, err := ve.v.Step(ve.actions); err != nil {
		return nil, s.broken(st.Env, ve, "step", err)
	}
	return ve, nil
}

// broken closes an env whose reset or step failed inside the VecEnv (an
// engine, encoder or bot panicked: the session checked everything the
// client sent before), logs the failure and replies internal with its
// number: the env cannot go on, and its memory is given back.
func (s *session) broken(id int, ve *vecState, what string, err error) *Error {
	s.drop(id, ve)
	e := s.srv.incident(s.conn.RemoteAddr(), fmt.Sprintf("%s of env %d", what, id), err)
	e.Message += fmt.Sprintf("; env %d is closed", id)
	return e
}

// closeAll closes the connection and every VecEnv it holds, and gives
// back what they held of the server's limits.
func (s *session) closeAll() {
	s.conn.Close()
	for id, ve := range s.envs {
		s.drop(id, ve)
	}
	s.shrink()
}

// drop closes one VecEnv and gives back its share of the limits.
func (s *session) drop(id int, ve *vecState) {
	ve.close()
	delete(s.envs, id)
	s.numEnvs -= ve.numEnvs
	s.bytes -= ve.bytes
	s.srv.envs.give(int64(ve.numEnvs), ve.bytes)
}

// asError keeps a typed Error or wraps another error as typ.
func asError(err error, typ string) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return errorf(typ, "%v", err)
}

// encoderGames lists the games (all have tensor encoders).
func encoderGames() []string { return env.GameNames() }
