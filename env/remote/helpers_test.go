package remote

import (
	"math/rand/v2"
	"net"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/agents/orkisland"
	"github.com/edagym/edagym/env"
	_ "github.com/edagym/edagym/env/orkisland"
)

// startServer serves on a fresh Unix socket (or TCP when tcp is set) and
// closes the server at the end of the test.
func startServer(t testing.TB, s *Server, tcp bool) (network, addr string) {
	t.Helper()
	var (
		ln  net.Listener
		err error
	)
	if tcp {
		ln, err = net.Listen("tcp", "127.0.0.1:0")
	} else {
		ln, err = net.Listen("unix", filepath.Join(t.TempDir(), "s"))
	}
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- s.Serve(ln) }()
	t.Cleanup(func() {
		s.Close()
		if err := <-done; err != ErrServerClosed {
			t.Errorf("Serve returned %v", err)
		}
	})
	return ln.Addr().Network(), ln.Addr().String()
}

// serve starts a default Server on a Unix socket and dials it.
func serve(t testing.TB) *Client {
	t.Helper()
	network, addr := startServer(t, &Server{}, false)
	return dial(t, network, addr)
}

// inProcess builds the VecEnv a create request describes, here in the
// test's process, closed at the end of the test.
func inProcess(t testing.TB, req *Create) *env.VecEnv {
	t.Helper()
	vc, err := vecConfig(req, agents.Seat)
	if err != nil {
		t.Fatal(err)
	}
	v, err := env.NewVecEnv(vc)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { v.Close() })
	return v
}

func dial(t testing.TB, network, addr string) *Client {
	t.Helper()
	c, err := Dial(network, addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// goroutines waits for the goroutine count to settle back to want (or
// below) and fails with a dump if it does not.
func settleGoroutines(t *testing.T, want int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > want {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			t.Fatalf("goroutine leak: %d running, %d before\n%s", runtime.NumGoroutine(), want, buf[:runtime.Stack(buf, true)])
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// smallCreate is a quick Ork Island create: short matches so episodes end.
func smallCreate(numEnvs int, seats ...string) *Create {
	if len(seats) == 0 {
		seats = []string{"learner", "Null", "Null", "Null"}
	}
	return &Create{Game: "orkisland", NumEnvs: numEnvs, Seats: seats, Seed: 3, Workers: 2,
		Config: map[string]any{"nb_rounds": 6}}
}

func mustCreate(t testing.TB, c *Client, req *Create) *CreateReply {
	t.Helper()
	rep, err := c.Call(Request{Create: req})
	if err != nil {
		t.Fatal(err)
	}
	return rep.Create
}

// sample draws masked random actions from a reply's mask.
func sample(r *rand.Rand, cr *CreateReply, b *BatchReply) []int32 {
	actions := make([]int32, cr.NumAgents*cr.Spec.Slots)
	env.SampleMasked(r, b.ActionMask.Data, cr.Spec.Actions, actions)
	return actions
}

// mustReset resets an env from a seed and returns the first batch.
func mustReset(t testing.TB, c *Client, env int, seed int64) *BatchReply {
	t.Helper()
	rep, err := c.Call(Request{Reset: &Reset{Env: env, Seed: &seed}})
	if err != nil {
		t.Fatal(err)
	}
	return rep.Reset
}
