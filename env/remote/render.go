package remote

// render answers a render request: the state of one match, or of every
// match, of a VecEnv that was reset.
func (s *session) render(r *Render) (*RenderReply, *Error) {
	ve, e := s.lookupReset(r.Env, "rendering")
	if e != nil {
		return nil, e
	}
	lo, hi := 0, ve.v.NumEnvs()
	if r.Index != nil {
		if *r.Index < 0 || *r.Index >= hi {
			return nil, errorf(ErrBadValue, "index %d: env %d has matches 0..%d", *r.Index, r.Env, hi-1)
		}
		lo, hi = *r.Index, *r.Index+1
	}
	rep := &RenderReply{Env: r.Env}
	for i := lo; i < hi; i++ {
		m := ve.v.Match(i)
		n := m.Config().NumPlayers()
		mt := MatchText{Index: i, Round: m.Round(), Rounds: m.Config().NumRounds(), Seed: m.Seed(),
			Scores: make([]int, n), Text: string(m.AppendRound(nil))}
		for p := range mt.Scores {
			mt.Scores[p] = m.Score(p)
		}
		rep.Matches = append(rep.Matches, mt)
	}
	return rep, nil
}
