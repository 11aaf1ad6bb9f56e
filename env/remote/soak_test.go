package remote

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"net"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/vmihailenco/msgpack/v5"
)

// soakMessages is a bounded mix of what a hostile or broken client sends,
// built from a few valid requests: random bytes, truncated and oversized
// frames, wrong field types, deep nesting, out-of-range and wrong-shaped
// actions, unknown envs.
func soakMessages(r *rand.Rand, env int, agents, slots int) [][]byte {
	seed := int64(1)
	valid := []Request{
		{Reset: &Reset{Env: env, Seed: &seed}},
		{Step: &Step{Env: env, Actions: Int32Tensor(make([]int32, agents*slots), agents, slots)}},
		{Create: smallCreate(1)},
		{Close: &CloseRequest{Env: 999}},
	}
	var out [][]byte
	frame := func(body []byte) []byte {
		return append(binary.LittleEndian.AppendUint32(nil, uint32(len(body))), body...)
	}
	wrong := []map[string]any{
		{"create": map[string]any{"game": 7, "num_envs": "many"}},
		{"create": map[string]any{"game": "orkisland", "num_envs": -3, "seats": "learner"}},
		{"create": map[string]any{"game": "orkisland", "num_envs": uint64(1<<64 - 1)}},
		{"create": map[string]any{"game": "orkisland", "num_envs": 1, "config": []any{1, 2}}},
		{"step": map[string]any{"env": env, "actions": map[string]any{"dtype": "int32", "shape": []int{agents, slots}, "data": make([]byte, 3)}}},
		{"step": map[string]any{"env": env, "actions": map[string]any{"dtype": "int32", "shape": []int{slots, agents}, "data": make([]byte, 4*agents*slots)}}},
		{"step": map[string]any{"env": env, "actions": map[string]any{"dtype": "int32", "shape": []int{agents, slots}, "data": bytes.Repeat([]byte{0xff, 0xff, 0xff, 0x7f}, agents*slots)}}},
		{"step": map[string]any{"env": env, "actions": map[string]any{"dtype": "float64", "shape": []int{agents, slots}, "data": make([]byte, 8*agents*slots)}}},
		{"step": map[string]any{"env": env, "actions": "left"}},
		{"reset": map[string]any{"env": env, "seeds": []any{1, "x"}}},
		{"reset": map[string]any{"env": env, "seed": -1}},
		{"hello": map[string]any{"protocol": 1}},
	}
	for len(out) < 3000 {
		switch k := r.IntN(8); k {
		case 0: // random bytes in a frame
			b := make([]byte, 1+r.IntN(64))
			for i := range b {
				b[i] = byte(r.Uint32())
			}
			out = append(out, frame(b))
		case 1, 2: // a valid request with a byte changed
			body, _ := msgpack.Marshal(valid[r.IntN(len(valid))])
			body[r.IntN(len(body))] = byte(r.Uint32())
			out = append(out, frame(body))
		case 3: // a valid request truncated inside its frame
			body, _ := msgpack.Marshal(valid[r.IntN(len(valid))])
			out = append(out, frame(body[:r.IntN(len(body))+1][:max(1, r.IntN(len(body)))]))
		case 4, 5: // wrong types and values
			body, _ := msgpack.Marshal(wrong[r.IntN(len(wrong))])
			out = append(out, frame(body))
		case 6: // deep nesting
			depth := 40 + r.IntN(2000)
			out = append(out, frame(createWithConfig(append(bytes.Repeat([]byte{0x91}, depth), 0xc0))))
		case 7: // a valid request
			body, _ := msgpack.Marshal(valid[r.IntN(len(valid))])
			out = append(out, frame(body))
		}
	}
	return out
}

// TestSoak: a bounded round of abuse on one server (Unix socket): 3,000
// fuzzed messages get typed errors and never internal; step before reset,
// the per-connection env limit, oversized frames; 100 concurrent clients
// stepping; 100 abrupt disconnects mid-step. Afterwards the goroutines are
// back to their baseline, nothing is held, and a fresh client is served.
func TestSoak(t *testing.T) {
	if testing.Short() {
		t.Skip("soak")
	}
	srv := &Server{Limits: Limits{MaxFrame: 4 << 20}}
	net_, addr := startServer(t, srv, false)
	probe := dial(t, net_, addr)
	probe.Close()
	time.Sleep(50 * time.Millisecond)
	baseline := runtime.NumGoroutine()
	start := time.Now()

	// Fuzzed messages, pipelined on one connection; a reply per message
	// until one closes the connection, then a new connection.
	c := dial(t, net_, addr)
	cr := mustCreate(t, c, smallCreate(2))
	r := rand.New(rand.NewPCG(7, 7))
	types := map[string]int{}
	for _, msg := range soakMessages(r, cr.Env, cr.NumAgents, cr.Spec.Slots) {
		if _, err := c.conn.Write(msg); err != nil {
			t.Fatal(err)
		}
		c.conn.SetReadDeadline(time.Now().Add(10 * time.Second))
		rep, err := c.Recv()
		if err != nil { // a truncated frame waits for bytes that never come
			c.Close()
			c = dial(t, net_, addr)
			cr = mustCreate(t, c, smallCreate(2))
			types["(reconnect)"]++
			continue
		}
		if rep.Error != nil {
			types[rep.Error.Type]++
		} else {
			types["ok"]++
		}
	}
	t.Logf("3000 fuzzed messages: %v", types)
	if types[ErrInternal] > 0 {
		t.Fatalf("%d internal errors", types[ErrInternal])
	}

	// Step before reset, the per-connection env limit, an oversized frame.
	c2 := dial(t, net_, addr)
	fresh := mustCreate(t, c2, smallCreate(1))
	if _, err := c2.Call(Request{Step: &Step{Env: fresh.Env, Actions: Int32Tensor(make([]int32, fresh.Spec.Slots), 1, fresh.Spec.Slots)}}); !isType(err, ErrNotReset) {
		t.Fatalf("step before reset: %v", err)
	}
	for i := 1; i < maxVecEnvs; i++ {
		mustCreate(t, c2, &Create{Game: "orkisland", NumEnvs: 1, Workers: 1})
	}
	if _, err := c2.Call(Request{Create: smallCreate(1)}); !isType(err, ErrLimit) {
		t.Fatalf("env %d on a connection: %v", maxVecEnvs+1, err)
	}
	c2.conn.Write(binary.LittleEndian.AppendUint32(nil, 5<<20))
	if rep, err := c2.Recv(); err != nil || rep.Error == nil || rep.Error.Type != ErrFrameTooLarge {
		t.Fatalf("oversized frame: %+v %v", rep, err)
	}
	c2.Close()
	c.Close()

	// 100 concurrent clients stepping, then 100 that leave mid-step.
	clients(t, net_, addr, 100, func(c *Client, i int) {
		cr := mustCreate(t, c, &Create{Game: "orkisland", NumEnvs: 1, Workers: 1, Shm: i%2 == 0, Config: map[string]any{"nb_rounds": 6}})
		mapShm(t, cr)
		seed := int64(i)
		if _, err := c.Call(Request{Reset: &Reset{Env: cr.Env, Seed: &seed}}); err != nil {
			t.Error(err)
			return
		}
		actions := Int32Tensor(make([]int32, cr.NumAgents*cr.Spec.Slots), cr.NumAgents, cr.Spec.Slots)
		for s := 0; s < 200; s++ {
			if _, err := c.Call(Request{Step: &Step{Env: cr.Env, Actions: actions}}); err != nil {
				t.Errorf("client %d step %d: %v", i, s, err)
				return
			}
		}
	})
	clients(t, net_, addr, 100, func(c *Client, i int) {
		cr := mustCreate(t, c, &Create{Game: "orkisland", NumEnvs: 2, Workers: 2, Shm: i%2 == 0})
		seed := int64(i)
		c.Call(Request{Reset: &Reset{Env: cr.Env, Seed: &seed}})
		c.Send(Request{Step: &Step{Env: cr.Env, Actions: Int32Tensor(make([]int32, cr.NumAgents*cr.Spec.Slots), cr.NumAgents, cr.Spec.Slots)}})
		if i%3 == 0 { // and half a frame
			c.conn.Write([]byte{200, 0, 0, 0, 0x81})
		}
	})

	settleGoroutines(t, baseline)
	if envs, bytes := srv.envs.inUse(); envs != 0 || bytes != 0 {
		t.Fatalf("%d matches and %d bytes still held", envs, bytes)
	}
	if f, _ := srv.frames.inUse(); f != 0 {
		t.Fatalf("%d bytes of frames still held", f)
	}
	last := dial(t, net_, addr)
	mustCreate(t, last, smallCreate(1))
	t.Logf("soak: %v; goroutines back to %d", time.Since(start).Round(time.Millisecond), runtime.NumGoroutine())
}

// clients runs n clients at once, each dialled and closed around do.
func clients(t *testing.T, network, addr string, n int, do func(c *Client, i int)) {
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			conn, err := net.Dial(network, addr)
			if err != nil {
				t.Error(err)
				return
			}
			c, err := NewClient(conn)
			if err != nil {
				t.Error(err)
				conn.Close()
				return
			}
			defer c.Close()
			do(c, i)
		}()
	}
	wg.Wait()
}
