package remote

import (
	"io"
	"strings"
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
	net_, addr := startServer(t, &Server{}, false)
	c := dial(t, net_, addr)
	learners := []string{"learner", "learner", "learner", "learner"}
	for _, rows := range []int{5, 7} {
		_, err := c.Call(Request{Create: &Create{Game: "brittle", NumEnvs: 2, Seats: learners, Config: map[string]any{"rows": rows}}})
		if !isType(err, ErrBadConfig) || !strings.Contains(err.Error(), "does not make a match") {
			t.Fatalf("rows %d: got %v, want bad_config", rows, err)
		}
	}
	mustCreate(t, c, &Create{Game: "brittle", NumEnvs: 1, Seats: learners, Config: map[string]any{"rows": 8}})
}
