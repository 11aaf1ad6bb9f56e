package remote

import (
	"io"
	"strings"
	"sync"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/tiny"
)

// brittleConfig is the tiny game's config whose NewMatch fails on some
// boards that parse: rows 5 panics, rows 7 returns an error. It stands for
// a game whose generator finds out late that a board cannot be built.
type brittleConfig struct{ *tiny.Config }

func (c brittleConfig) NewMatch(seed int32, log io.Writer) (env.Match, error) {
	switch c.Rows {
	case 5:
		panic("the generator breaks")
	case 7:
		return nil, io.ErrUnexpectedEOF
	case 9: // builds the board of create's probe (seed 0), breaks on others
		if seed != env.DeriveSeed(0, 0, 0) {
			panic("index out of range in /home/dev/edagym/env/brittle/round.go:42")
		}
	}
	return c.Config.NewMatch(seed, log)
}

func init() {
	env.Register(&env.Game{
		Name:          "brittle",
		Title:         "Tiny 1.0",
		DefaultConfig: []byte(tiny.DefaultConfig),
		ParseConfig: func(file string, data []byte) (env.Config, error) {
			c, err := tiny.Parse(file, data)
			if err != nil {
				return nil, err
			}
			return brittleConfig{c}, nil
		},
		Modes: []env.Mode{env.Units},
		NewEncoder: func(c env.Config, mode env.Mode) (env.Encoder, error) {
			return tiny.NewEncoder(c.(brittleConfig).Config, mode)
		},
	})
}

// TestProbeCatchesBrokenMatches: a config that parses but whose match cannot
// be built (a panic or an error in NewMatch) is refused at create as
// bad_config, before any env is built, and the server goes on serving.
func TestProbeCatchesBrokenMatches(t *testing.T) {
	c := serve(t)
	learners := []string{"learner", "learner", "learner", "learner"}
	for _, rows := range []int{5, 7} {
		_, err := c.Call(Request{Create: &Create{Game: "brittle", NumEnvs: 2, Seats: learners, Config: map[string]any{"rows": rows}}})
		if !isType(err, ErrBadConfig) || !strings.Contains(err.Error(), "does not make a match") {
			t.Fatalf("rows %d: got %v, want bad_config", rows, err)
		}
	}
	mustCreate(t, c, &Create{Game: "brittle", NumEnvs: 1, Seats: learners, Config: map[string]any{"rows": 8}})
}

// TestEngineFailureIsInternal: an engine that panics in a reset or a step
// (Moria with more than 32,767 units once did) gets the client an internal error with
// a number, never the goroutine stack or the server's source paths, which
// go to the server's log under that number; the broken env is closed and
// its share of the limits given back, and the connection goes on.
func TestEngineFailureIsInternal(t *testing.T) {
	var log strings.Builder
	var mu sync.Mutex
	srv := &Server{Log: lockedWriter{&mu, &log}}
	net_, addr := startServer(t, srv, false)
	c := dial(t, net_, addr)
	learners := []string{"learner", "learner", "learner", "learner"}
	cr := mustCreate(t, c, &Create{Game: "brittle", NumEnvs: 2, Seats: learners, Config: map[string]any{"rows": 9}})
	seed := int64(1)
	_, err := c.Call(Request{Reset: &Reset{Env: cr.Env, Seed: &seed}})
	if !isType(err, ErrInternal) || !strings.Contains(err.Error(), "internal error #1") {
		t.Fatalf("got %v, want internal error #1", err)
	}
	for _, leak := range []string{"goroutine", ".go:", "/home/", "panic"} {
		if strings.Contains(err.Error(), leak) {
			t.Errorf("the reply shows %q: %v", leak, err)
		}
	}
	mu.Lock()
	logged := log.String()
	mu.Unlock()
	if !strings.Contains(logged, "internal error #1") || !strings.Contains(logged, "round.go:42") || !strings.Contains(logged, "goroutine") {
		t.Errorf("the log lacks the failure and its stack:\n%s", logged)
	}
	if _, err := c.Call(Request{Step: &Step{Env: cr.Env, Actions: Int32Tensor(make([]int32, cr.NumAgents*cr.Spec.Slots), cr.NumAgents, cr.Spec.Slots)}}); !isType(err, ErrUnknownEnv) {
		t.Fatalf("the broken env: %v, want unknown_env", err)
	}
	if envs, bytes := srv.envs.inUse(); envs != 0 || bytes != 0 {
		t.Fatalf("%d matches and %d bytes still held", envs, bytes)
	}
	mustCreate(t, c, &Create{Game: "brittle", NumEnvs: 1, Seats: learners, Config: map[string]any{"rows": 8}})
}

// lockedWriter serialises writes into a builder read by the test.
type lockedWriter struct {
	mu *sync.Mutex
	b  *strings.Builder
}

func (w lockedWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.Write(p)
}
