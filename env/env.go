package env

// Env is a single environment: one match, with the VecEnv's API and buffers
// (the batch's first dimension is the number of learner seats).
type Env struct{ *VecEnv }

// NewEnv makes one environment; c.NumEnvs and c.Workers are ignored.
func NewEnv(c VecConfig) (*Env, error) {
	c.NumEnvs, c.Workers, c.EnvSeats = 1, 1, nil
	v, err := NewVecEnv(c)
	if err != nil {
		return nil, err
	}
	return &Env{v}, nil
}

// ResetSeed starts a match with exactly this match seed, as `edagym play -s`.
func (e *Env) ResetSeed(seed int32) *Batch {
	b, _ := e.ResetSeeds([]int32{seed})
	return b
}
