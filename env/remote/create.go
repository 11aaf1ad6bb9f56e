package remote

import (
	"errors"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
)

// create builds a VecEnv after every check that can be made without it:
// the request, the config (one match is built), the frame limit for its
// replies and the connection's and the server's envs and memory. A refused
// create costs one encoder and one match, whatever num_envs it asked for.
func (s *session) create(c *Create) (*CreateReply, *Error) {
	if len(s.envs) >= maxVecEnvs {
		return nil, errorf(ErrLimit, "at most %d envs per connection: close some first", maxVecEnvs)
	}
	vc, extra, err := buildConfig(c, s.srv.seat)
	if err != nil {
		return nil, asError(err, ErrBadValue)
	}
	p, err := probe(vc, extra, c.Shm)
	if err != nil {
		return nil, asError(err, ErrBadValue)
	}
	agents := c.NumEnvs * p.learners
	if n := batchBytes(p.spec, agents); !c.Shm && n > int64(s.srv.lim.MaxFrame) {
		return nil, errorf(ErrTooLarge, "%d agents would make %d-byte replies, over the %d-byte frame limit: use fewer envs, shared memory or more servers", agents, n, s.srv.lim.MaxFrame)
	}
	if e := s.reserve(c.NumEnvs, p.bytes); e != nil {
		return nil, e
	}
	if c.Shm {
		_, per := shmLayout(p.spec, agents)
		if err := shmRoom(s.srv.shmDir(), int64(2*per)); err != nil {
			s.srv.envs.give(int64(c.NumEnvs), p.bytes)
			return nil, shmError(err)
		}
	}
	ve, e := s.build(c, vc)
	if e != nil {
		s.srv.envs.give(int64(c.NumEnvs), p.bytes)
		return nil, e
	}
	ve.numEnvs, ve.bytes = c.NumEnvs, p.bytes
	s.numEnvs += c.NumEnvs
	s.bytes += p.bytes
	id := s.next
	s.next++
	s.envs[id] = ve
	return createReply(id, c, ve), nil
}

// reserve takes n matches and their estimated bytes from the connection's
// and the server's limits, or nothing.
func (s *session) reserve(n int, bytes int64) *Error {
	l := s.srv.lim
	switch {
	case s.numEnvs+n > l.ConnEnvs:
		return errorf(ErrLimit, "a connection may hold %d matches: it holds %d, and this create asks for %d", l.ConnEnvs, s.numEnvs, n)
	case s.bytes+bytes > l.ConnMemory:
		return errorf(ErrLimit, "these %d matches would take about %s; a connection may hold %s and this one holds %s", n, mib(bytes), mib(l.ConnMemory), mib(s.bytes))
	case !s.srv.envs.take(int64(n), bytes):
		envs, used := s.srv.envs.inUse()
		return errorf(ErrLimit, "the server holds %d matches and about %s of its %d and %s: try later or another server", envs, mib(used), l.Envs, mib(l.Memory))
	}
	return nil
}

// build makes the VecEnv and its shared memory.
func (s *session) build(c *Create, vc env.VecConfig) (*vecState, *Error) {
	ve := &vecState{seed: c.Seed}
	if c.Warnings {
		ve.log = &warnLog{}
		vc.Log = ve.log
	}
	v, err := env.NewVecEnv(vc)
	if err != nil {
		return nil, asError(err, ErrBadValue)
	}
	ve.v = v
	if c.Shm {
		if ve.shm, err = newShmBatches(v, s.srv.shmDir()); err != nil {
			v.Close()
			return nil, shmError(err)
		}
	}
	ve.actions = make([]int32, v.NumAgents()*v.Spec().Slots)
	return ve, nil
}

// shmError is the reply to a shared-memory file that cannot be made: a
// full file system is the client's to handle (without shm, the batches
// come in the replies), anything else is the server's.
func shmError(err error) *Error {
	if errors.Is(err, errShmFull) {
		return errorf(ErrShmFull, "%v: create the env without shm, or free some", err)
	}
	return errorf(ErrInternal, "shared memory: %v", err)
}

func createReply(id int, c *Create, ve *vecState) *CreateReply {
	v := ve.v
	rep := &CreateReply{Env: id, Spec: v.Spec(), NumEnvs: v.NumEnvs(), NumAgents: v.NumAgents(),
		LearnersPerEnv: v.LearnersPerEnv(), Mask: v.Spec().MaskSpec(), Action: v.Spec().ActionSpec(),
		Workers: min(c.Workers, c.NumEnvs)}
	if ve.shm != nil {
		rep.Shm = &ShmInfo{Path: ve.shm.path, Size: len(ve.shm.mem)}
	}
	for a := 0; a < v.NumAgents(); a++ {
		rep.LearnerSeats = append(rep.LearnerSeats, v.LearnerSeat(a))
	}
	return rep
}

// seat resolves a player name for this server: nn: seats by its checkpoint
// rule and cache, others from the registry (or Seats when set, for tests).
func (s *Server) seat(game, name string) (env.Seat, int64, error) {
	if s.Seats != nil {
		st, err := s.Seats(game, name)
		return st, 0, err
	}
	return s.ckpts.seat(game, name, agents.Seat)
}
