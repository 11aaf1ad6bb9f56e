package remote

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"sync"
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
	hello bool
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

// serve reads requests and answers them in order until the client leaves,
// idles, breaks the framing, or the server closes.
func (s *session) serve() {
	defer s.closeAll()
	for {
		s.conn.SetReadDeadline(time.Now().Add(s.srv.idle()))
		var err error
		s.buf, err = ReadFrame(s.conn, s.srv.maxFrame(), s.buf)
		switch {
		case errors.Is(err, errFrameTooLarge):
			s.send(func(r *replyWriter) { r.errorReply(errorf(ErrFrameTooLarge, "%v", err)) })
			return // the rest of the frame cannot be skipped safely
		case errors.Is(err, errBadFrame):
			if !s.send(func(r *replyWriter) { r.errorReply(errorf(ErrBadMessage, "%v", err)) }) {
				return
			}
			continue
		case err != nil:
			return // EOF, timeout, closed, reset
		}
		keep := s.handle(s.buf)
		if !keep {
			return
		}
	}
}

// send builds a reply and writes it; false when the connection is broken.
func (s *session) send(build func(r *replyWriter)) bool {
	build(s.out)
	if s.out.fw.size() > s.srv.maxFrame() {
		s.out.errorReply(errorf(ErrTooLarge, "the reply would be %d bytes, over the %d limit", s.out.fw.size(), s.srv.maxFrame()))
	}
	s.conn.SetWriteDeadline(time.Now().Add(s.srv.idle()))
	return s.out.fw.writeTo(s.conn) == nil
}

// handle answers one frame; false closes the connection.
func (s *session) handle(frame []byte) (keep bool) {
	defer func() {
		if p := recover(); p != nil {
			fmt.Fprintf(s.srv.logOut(), "edagym serve: %v: internal error: %v\n", s.conn.RemoteAddr(), p)
			s.send(func(r *replyWriter) { r.errorReply(errorf(ErrInternal, "%v", p)) })
			keep = false
		}
	}()
	req, err := DecodeRequest(frame)
	if err != nil {
		if !s.hello {
			s.send(func(r *replyWriter) { r.errorReply(err.(*Error)) })
			return false
		}
		return s.send(func(r *replyWriter) { r.errorReply(err.(*Error)) })
	}
	if !s.hello && req.Hello == nil {
		s.send(func(r *replyWriter) {
			r.errorReply(errorf(ErrBadVersion, "the first message must be hello {protocol: %d}", Version))
		})
		return false
	}
	var e *Error
	switch {
	case req.Hello != nil:
		if req.Hello.Protocol != Version {
			s.send(func(r *replyWriter) {
				r.errorReply(errorf(ErrBadVersion, "this server speaks protocol %d, the client %d", Version, req.Hello.Protocol))
			})
			return false
		}
		s.hello = true
		return s.send(func(r *replyWriter) {
			r.value("hello", HelloReply{Protocol: Version, Server: s.srv.name(), Games: encoderGames(), MaxFrame: s.srv.maxFrame()})
		})
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
	case req.Close != nil:
		ve, ok := s.envs[req.Close.Env]
		if !ok {
			e = errorf(ErrUnknownEnv, "no env %d on this connection", req.Close.Env)
			break
		}
		ve.close()
		delete(s.envs, req.Close.Env)
		return s.send(func(r *replyWriter) { r.value("close", map[string]int{"env": req.Close.Env}) })
	}
	return s.send(func(r *replyWriter) { r.errorReply(e) })
}

func (s *session) create(c *Create) (*CreateReply, *Error) {
	if len(s.envs) >= maxVecEnvs {
		return nil, errorf(ErrLimit, "at most %d envs per connection: close some first", maxVecEnvs)
	}
	vc, err := vecConfig(c, s.srv.seats())
	if err != nil {
		return nil, asError(err, ErrBadValue)
	}
	ve := &vecState{seed: c.Seed}
	if c.Warnings {
		ve.log = &warnLog{}
		vc.Log = ve.log
	}
	v, err := env.NewVecEnv(vc)
	if err != nil {
		return nil, asError(err, ErrBadValue)
	}
	if n := batchBytes(v); n > s.srv.maxFrame() {
		v.Close()
		return nil, errorf(ErrTooLarge, "%d agents would make %d-byte replies, over the %d-byte frame limit: use fewer envs or more servers", v.NumAgents(), n, s.srv.maxFrame())
	}
	ve.v = v
	if c.Shm {
		if ve.shm, err = newShmBatches(v); err != nil {
			v.Close()
			return nil, errorf(ErrInternal, "shared memory: %v", err)
		}
	}
	ve.actions = make([]int32, v.NumAgents()*v.Spec().Slots)
	id := s.next
	s.next++
	s.envs[id] = ve
	rep := &CreateReply{Env: id, Spec: v.Spec(), NumEnvs: v.NumEnvs(), NumAgents: v.NumAgents(),
		LearnersPerEnv: v.LearnersPerEnv(), Mask: v.Spec().MaskSpec(), Action: v.Spec().ActionSpec(),
		Workers: min(c.Workers, c.NumEnvs)}
	if c.Workers == 0 {
		rep.Workers = 0
	}
	if ve.shm != nil {
		rep.Shm = &ShmInfo{Path: ve.shm.path, Size: len(ve.shm.mem)}
	}
	for a := 0; a < v.NumAgents(); a++ {
		rep.LearnerSeats = append(rep.LearnerSeats, v.LearnerSeat(a))
	}
	return rep, nil
}

func (s *session) lookup(id int) (*vecState, *Error) {
	ve, ok := s.envs[id]
	if !ok {
		return nil, errorf(ErrUnknownEnv, "no env %d on this connection", id)
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
			return nil, errorf(ErrBadShape, "%v", err)
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
		ve.v.Reset(uint64(seed))
	}
	ve.resets++
	return ve, nil
}

func (s *session) step(st *Step) (*vecState, *Error) {
	ve, e := s.lookup(st.Env)
	if e != nil {
		return nil, e
	}
	if ve.resets == 0 {
		return nil, errorf(ErrNotReset, "reset env %d before stepping it", st.Env)
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
	ve.use()
	if _, err := ve.v.Step(ve.actions); err != nil {
		return nil, errorf(ErrBadShape, "%v", err)
	}
	return ve, nil
}

// closeAll closes the connection and every VecEnv it holds.
func (s *session) closeAll() {
	s.conn.Close()
	for id, ve := range s.envs {
		ve.close()
		delete(s.envs, id)
	}
	s.srv.forget(s.conn)
}

// asError keeps a typed Error or wraps another error as typ.
func asError(err error, typ string) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return errorf(typ, "%v", err)
}

// encoderGames lists the games that have tensor encoders.
func encoderGames() []string {
	var out []string
	for _, g := range env.GameNames() {
		if game, _ := env.Lookup(g); game.NewEncoder != nil {
			out = append(out, g)
		}
	}
	return out
}

// warnLog collects the engines' warnings of one step (safe for the workers).
type warnLog struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

const maxWarnBytes = 64 << 10

func (w *warnLog) Write(p []byte) (int, error) {
	w.mu.Lock()
	if w.buf.Len() < maxWarnBytes {
		w.buf.Write(p[:min(len(p), maxWarnBytes-w.buf.Len())])
	}
	w.mu.Unlock()
	return len(p), nil
}

// take returns the lines written since the last take (nil for a nil log).
func (w *warnLog) take() []string {
	if w == nil {
		return nil
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	text := strings.TrimRight(w.buf.String(), "\n")
	w.buf.Reset()
	if text == "" {
		return []string{}
	}
	return strings.Split(text, "\n")
}

func (ve *vecState) warnings() []string { return ve.log.take() }

var _ io.Writer = (*warnLog)(nil)
