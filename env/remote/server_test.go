package remote

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"math/rand/v2"
	"net"
	"os"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
)

// TestRemoteMatchesInProcess: the same create, seed and actions give, over
// the socket, the very bytes of an in-process VecEnv, across autoresets.
func TestRemoteMatchesInProcess(t *testing.T) {
	for i, seats := range [][]string{{"learner", "Null", "Null", "Null"}, {"learner", "Random", "learner", "Demo"}, {"learner", "Dummy", "Random", "learner"}} {
		c := serve(t)
		req := smallCreate(5, seats...)
		req.Shm = i == 2
		cr := mustCreate(t, c, req)
		if req.Shm != (cr.Shm != nil) {
			t.Fatalf("shm asked %v, got %+v", req.Shm, cr.Shm)
		}
		mem := mapShm(t, cr)
		v := inProcess(t, req)
		if cr.NumAgents != v.NumAgents() || cr.Spec.Slots != v.Spec().Slots || len(cr.LearnerSeats) != v.NumAgents() {
			t.Fatalf("create reply %+v does not describe the VecEnv", cr)
		}
		seed := int64(11)
		rep, err := c.Call(Request{Reset: &Reset{Env: cr.Env, Seed: &seed}})
		if err != nil {
			t.Fatal(err)
		}
		b := rep.Reset
		fromShm(t, mem, b)
		first, err := v.Reset(11)
		if err != nil {
			t.Fatal(err)
		}
		compare(t, "reset", v, first, b)
		r := rand.New(rand.NewPCG(5, 5))
		episodes := 0
		for step := 0; step < 15; step++ {
			actions := sample(r, cr, b)
			rep, err := c.Call(Request{Step: &Step{Env: cr.Env, Actions: Int32Tensor(actions, cr.NumAgents, cr.Spec.Slots)}})
			if err != nil {
				t.Fatal(err)
			}
			b = rep.Step
			fromShm(t, mem, b)
			want, err := v.Step(actions)
			if err != nil {
				t.Fatal(err)
			}
			compare(t, "step", v, want, b)
			episodes += len(b.Episodes)
		}
		if episodes == 0 {
			t.Fatal("no episode ended in 15 steps of 6-round matches")
		}
	}
}

// mapShm maps a shm VecEnv's file as a client does, before its next
// request (the server then removes the file's name); nil without shm.
func mapShm(t *testing.T, cr *CreateReply) []byte {
	if cr.Shm == nil {
		return nil
	}
	f, err := os.Open(cr.Shm.Path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	mem, err := mmapRead(f, cr.Shm.Size)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { syscall.Munmap(mem) })
	return mem
}

// fromShm fills a shm reply's tensors from the mapped shared-memory file.
func fromShm(t *testing.T, mem []byte, b *BatchReply) {
	if mem == nil {
		return
	}
	fill := func(x *Tensor) {
		if x.Data != nil || x.Offset+x.NBytes > len(mem) {
			t.Fatalf("shm tensor %+v", x)
		}
		x.Data = mem[x.Offset : x.Offset+x.NBytes]
	}
	for k, x := range b.Obs {
		fill(&x)
		b.Obs[k] = x
	}
	for _, x := range []*Tensor{&b.ActionMask, &b.Reward, &b.Terminated, &b.Truncated, &b.Final} {
		fill(x)
	}
}

func compare(t *testing.T, what string, v *env.VecEnv, want *env.Batch, got *BatchReply) {
	t.Helper()
	for k, spec := range v.Spec().Obs {
		o := got.Obs[spec.Name]
		if o.DType != string(spec.DType) || !bytes.Equal(o.Data, want.Obs[k]) || o.Shape[0] != v.NumAgents() {
			t.Fatalf("%s: observation %s differs", what, spec.Name)
		}
	}
	if !bytes.Equal(got.ActionMask.Data, want.Mask) {
		t.Fatalf("%s: masks differ", what)
	}
	if !bytes.Equal(got.Reward.Data, float32Bytes(want.Reward)) || !bytes.Equal(got.Terminated.Data, boolBytes(want.Terminated)) ||
		!bytes.Equal(got.Final.Data, boolBytes(want.Final)) {
		t.Fatalf("%s: rewards or flags differ", what)
	}
	i := 0
	for a, f := range want.Final {
		if !f {
			continue
		}
		ep, w := got.Episodes[i], want.Episode[a]
		if ep.Agent != a || ep.Return != w.Return || ep.Length != w.Length || ep.Place != w.Place || ep.Seat != w.Seat || ep.Seed != w.Seed {
			t.Fatalf("%s: episode %d is %+v, want %+v", what, a, ep, w)
		}
		i++
	}
	if i != len(got.Episodes) {
		t.Fatalf("%s: %d episodes, want %d", what, len(got.Episodes), i)
	}
}

// TestTypedErrors: every bad request gets its typed error, and the
// connection keeps serving afterwards.
func TestTypedErrors(t *testing.T) {
	c := serve(t)
	cr := mustCreate(t, c, smallCreate(2))
	notReset := mustCreate(t, c, smallCreate(1))
	seed := int64(1)
	if _, err := c.Call(Request{Reset: &Reset{Env: cr.Env, Seed: &seed}}); err != nil {
		t.Fatal(err)
	}
	A, S := cr.NumAgents, cr.Spec.Slots
	good := make([]int32, A*S)
	bad := append([]int32(nil), good...)
	bad[3] = int32(cr.Spec.Actions)
	neg := int64(-1)
	for _, tc := range []struct {
		name string
		req  Request
		typ  string
	}{
		{"no request", Request{}, ErrBadMessage},
		{"two requests", Request{Close: &CloseRequest{}, Reset: &Reset{}}, ErrBadMessage},
		{"unknown game", Request{Create: &Create{Game: "chess", NumEnvs: 1}}, ErrUnknownGame},
		{"unknown bot", Request{Create: &Create{Game: "orkisland", NumEnvs: 1, Seats: []string{"learner", "Nobody", "Null", "Null"}}}, ErrBadSeat},
		{"ensemble seat", Request{Create: &Create{Game: "orkisland", NumEnvs: 1, Seats: []string{"learner", "ensemble:../../checkpoints/orkisland-student-win.ckpt+../../checkpoints/orkisland-roadplan.ckpt", "Null", "Null"}}}, ErrBadSeat},
		{"three seats", Request{Create: &Create{Game: "orkisland", NumEnvs: 1, Seats: []string{"learner", "Null", "Null"}}}, ErrBadSeat},
		{"no learner", Request{Create: &Create{Game: "orkisland", NumEnvs: 1, Seats: []string{"Null", "Null", "Null", "Null"}}}, ErrBadValue},
		{"env_seats count", Request{Create: &Create{Game: "orkisland", NumEnvs: 2, EnvSeats: [][]string{{"learner", "Null", "Null", "Null"}}}}, ErrBadSeat},
		{"zero envs", Request{Create: &Create{Game: "orkisland", NumEnvs: 0, Seats: []string{"learner", "Null", "Null", "Null"}}}, ErrBadValue},
		{"bad mode", Request{Create: &Create{Game: "orkisland", NumEnvs: 1, Mode: "pixels", Seats: []string{"learner", "Null", "Null", "Null"}}}, ErrBadValue},
		{"a mode only other games offer", Request{Create: &Create{Game: "dominator", NumEnvs: 1, Mode: "roadplan", Seats: []string{"learner", "Null", "Null", "Null"}}}, ErrBadConfig},
		{"bad reward", Request{Create: &Create{Game: "orkisland", NumEnvs: 1, Reward: &Reward{Terminal: "gold"}, Seats: []string{"learner", "Null", "Null", "Null"}}}, ErrBadValue},
		{"units reward on orkisland", Request{Create: &Create{Game: "orkisland", NumEnvs: 1, Reward: &Reward{Terminal: "rank", Units: 1}, Seats: []string{"learner", "Null", "Null", "Null"}}}, ErrBadValue},
		{"unknown setting", Request{Create: &Create{Game: "orkisland", NumEnvs: 1, Config: map[string]any{"nb_dragons": 3}, Seats: []string{"learner", "Null", "Null", "Null"}}}, ErrBadConfig},
		{"bad cnf", Request{Create: &Create{Game: "orkisland", NumEnvs: 1, Config: "Chess 1.0\n", Seats: []string{"learner", "Null", "Null", "Null"}}}, ErrBadConfig},
		{"too large", Request{Create: &Create{Game: "orkisland", NumEnvs: 60000, Seats: []string{"learner", "learner", "learner", "learner"}}}, ErrTooLarge},
		{"unknown env", Request{Step: &Step{Env: 99, Actions: Int32Tensor(good, A, S)}}, ErrUnknownEnv},
		{"step before reset", Request{Step: &Step{Env: notReset.Env, Actions: Int32Tensor(good[:S], 1, S)}}, ErrNotReset},
		{"no actions", Request{Step: &Step{Env: cr.Env}}, ErrBadMessage},
		{"wrong shape", Request{Step: &Step{Env: cr.Env, Actions: Int32Tensor(good, A*S)}}, ErrBadShape},
		{"transposed", Request{Step: &Step{Env: cr.Env, Actions: Int32Tensor(good, S, A)}}, ErrBadShape},
		{"short data", Request{Step: &Step{Env: cr.Env, Actions: Int32Tensor(good[1:], A, S)}}, ErrBadShape},
		{"int64", Request{Step: &Step{Env: cr.Env, Actions: &Tensor{DType: "int64", Shape: []int{A, S}, Data: make([]byte, 8*A*S)}}}, ErrBadShape},
		{"action out of range", Request{Step: &Step{Env: cr.Env, Actions: Int32Tensor(bad, A, S)}}, ErrBadValue},
		{"negative seed", Request{Reset: &Reset{Env: cr.Env, Seed: &neg}}, ErrBadValue},
		{"seeds count", Request{Reset: &Reset{Env: cr.Env, Seeds: []int64{1, 2, 3}}}, ErrBadShape},
		{"close unknown", Request{Close: &CloseRequest{Env: 42}}, ErrUnknownEnv},
	} {
		_, err := c.Call(tc.req)
		var e *Error
		if !errors.As(err, &e) || e.Type != tc.typ {
			t.Errorf("%s: got %v, want a %s error", tc.name, err, tc.typ)
		}
	}
	// Raw frames that are not requests.
	for _, frame := range [][]byte{{0xc1}, {0x93, 1, 2, 3}, {0x81, 0xa4, 's', 't', 'e', 'p', 0x05}, {0x81, 0xa3, 'f', 'o', 'o', 0xc0}, {0x82}} {
		rawSend(t, c, frame)
		rep, err := c.Recv()
		if err != nil || rep.Error == nil || rep.Error.Type != ErrBadMessage {
			t.Errorf("frame % x: got %+v, %v, want bad_message", frame, rep, err)
		}
	}
	// Still serving.
	if _, err := c.Call(Request{Step: &Step{Env: cr.Env, Actions: Int32Tensor(good, A, S)}}); err != nil {
		t.Fatalf("the connection stopped serving: %v", err)
	}
}

func rawSend(t *testing.T, c *Client, frame []byte) {
	t.Helper()
	out := binary.LittleEndian.AppendUint32(nil, uint32(len(frame)))
	if _, err := c.conn.Write(append(out, frame...)); err != nil {
		t.Fatal(err)
	}
}

// rawConn is a connection that has shaken hands, for misbehaving clients.
func rawConn(t *testing.T, network, addr string) net.Conn {
	t.Helper()
	conn, err := net.Dial(network, addr)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := msgpack.Marshal(Request{Hello: &Hello{Protocol: Version}})
	conn.Write(append(binary.LittleEndian.AppendUint32(nil, uint32(len(body))), body...))
	if _, err := ReadFrame(conn, 1<<20, nil); err != nil {
		t.Fatal(err)
	}
	return conn
}

func TestHandshake(t *testing.T) {
	net_, addr := startServer(t, &Server{}, true)
	for _, tc := range []struct {
		name string
		req  Request
	}{
		{"no hello", Request{Create: smallCreate(1)}},
		{"old version", Request{Hello: &Hello{Protocol: Version + 1}}},
	} {
		conn, err := net.Dial(net_, addr)
		if err != nil {
			t.Fatal(err)
		}
		c := &Client{conn: conn, MaxFrame: DefaultMaxFrame}
		_, err = c.Call(tc.req)
		var e *Error
		if !errors.As(err, &e) || e.Type != ErrBadVersion {
			t.Errorf("%s: got %v, want bad_version", tc.name, err)
		}
		if _, err := c.Recv(); err != io.EOF {
			t.Errorf("%s: the connection stays open after a failed handshake (%v)", tc.name, err)
		}
		conn.Close()
	}
	c := dial(t, net_, addr)
	if c.Hello.Protocol != Version || len(c.Hello.Games) == 0 || c.Hello.Games[0] != "orkisland" && !contains(c.Hello.Games, "orkisland") {
		t.Fatalf("hello reply %+v", c.Hello)
	}
}

func contains(s []string, x string) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

// TestMisbehavingClients: oversized frames, truncated frames, garbage and
// abrupt disconnects in the middle of a session close only their own
// connection; another client goes on stepping, and no goroutine is left.
func TestMisbehavingClients(t *testing.T) {
	{
		net_, addr := startServer(t, &Server{Limits: Limits{MaxFrame: 1 << 20}}, false)
		good := dial(t, net_, addr)
		cr := mustCreate(t, good, smallCreate(2))
		seed := int64(4)
		if _, err := good.Call(Request{Reset: &Reset{Env: cr.Env, Seed: &seed}}); err != nil {
			t.Fatal(err)
		}
		actions := Int32Tensor(make([]int32, cr.NumAgents*cr.Spec.Slots), cr.NumAgents, cr.Spec.Slots)
		before := runtime.NumGoroutine() // the server, the good client and its workers
		stepGood := func(what string) {
			t.Helper()
			if _, err := good.Call(Request{Step: &Step{Env: cr.Env, Actions: actions}}); err != nil {
				t.Fatalf("after %s, the other client fails: %v", what, err)
			}
		}
		// Oversized: a typed error, then the server hangs up.
		conn := rawConn(t, net_, addr)
		conn.Write(binary.LittleEndian.AppendUint32(nil, 2<<20))
		frame, err := ReadFrame(conn, 1<<20, nil)
		var rep Reply
		if err != nil || msgpack.Unmarshal(frame, &rep) != nil || rep.Error == nil || rep.Error.Type != ErrFrameTooLarge {
			t.Fatalf("oversized frame: got %+v, %v", rep, err)
		}
		if _, err := ReadFrame(conn, 1<<20, nil); err != io.EOF {
			t.Fatalf("after an oversized frame the connection stays open: %v", err)
		}
		conn.Close()
		stepGood("an oversized frame")
		// An empty frame: bad_message, the connection goes on.
		conn = rawConn(t, net_, addr)
		conn.Write([]byte{0, 0, 0, 0})
		frame, err = ReadFrame(conn, 1<<20, nil)
		rep = Reply{}
		if err != nil || msgpack.Unmarshal(frame, &rep) != nil || rep.Error == nil || rep.Error.Type != ErrBadMessage {
			t.Fatalf("empty frame: got %+v, %v", rep, err)
		}
		conn.Close()
		// Abrupt disconnects: mid-header, mid-frame, with envs open, and
		// with a reply unread.
		for _, cut := range []func(c *Client){
			func(c *Client) { c.conn.Write([]byte{10, 0}) },
			func(c *Client) { c.conn.Write([]byte{100, 0, 0, 0, 0x81, 0xa4}) },
			func(c *Client) {
				cr := mustCreate(t, c, smallCreate(3))
				s := int64(1)
				c.Send(Request{Reset: &Reset{Env: cr.Env, Seed: &s}})
			},
		} {
			c, err := Dial(net_, addr)
			if err != nil {
				t.Fatal(err)
			}
			cut(c)
			c.Close()
			stepGood("an abrupt disconnect")
		}
		// A client that sends garbage at once.
		conn, err = net.Dial(net_, addr)
		if err != nil {
			t.Fatal(err)
		}
		conn.Write(bytes.Repeat([]byte{0xff}, 4096))
		conn.Close()
		stepGood("garbage")
		settleGoroutines(t, before)
	}
}

// TestPipelining: requests sent back to back are answered in order.
func TestPipelining(t *testing.T) {
	c := serve(t)
	cr := mustCreate(t, c, smallCreate(2))
	seed := int64(9)
	actions := Int32Tensor(make([]int32, cr.NumAgents*cr.Spec.Slots), cr.NumAgents, cr.Spec.Slots)
	reqs := []Request{{Reset: &Reset{Env: cr.Env, Seed: &seed}}, {Step: &Step{Env: cr.Env, Actions: actions}},
		{Step: &Step{Env: 7, Actions: actions}}, {Step: &Step{Env: cr.Env, Actions: actions}}, {Close: &CloseRequest{Env: cr.Env}}}
	for _, r := range reqs {
		if err := c.Send(r); err != nil {
			t.Fatal(err)
		}
	}
	for i, want := range []string{"reset", "step", "error", "step", "close"} {
		rep, err := c.Recv()
		if err != nil {
			t.Fatal(err)
		}
		got := map[bool]string{rep.Reset != nil: "reset", rep.Step != nil: "step", rep.Error != nil: "error", rep.Close != nil: "close"}[true]
		if got != want {
			t.Fatalf("reply %d is %s, want %s", i, got, want)
		}
	}
}

// TestCloseShutsDown: closing the server ends every connection and closes
// its VecEnvs (their worker goroutines end).
func TestCloseShutsDown(t *testing.T) {
	before := runtime.NumGoroutine()
	srv := &Server{}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	var clients []*Client
	for i := 0; i < 3; i++ {
		c, err := Dial("tcp", ln.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		mustCreate(t, c, smallCreate(4))
		clients = append(clients, c)
	}
	srv.Close()
	if err := <-done; err != ErrServerClosed {
		t.Fatalf("Serve returned %v", err)
	}
	for _, c := range clients {
		if _, err := c.Recv(); err == nil {
			t.Fatal("a connection survived Close")
		}
		c.Close()
	}
	settleGoroutines(t, before)
}

// TestIdleTimeout: a silent connection is closed.
func TestIdleTimeout(t *testing.T) {
	net_, addr := startServer(t, &Server{Limits: Limits{Idle: 100 * time.Millisecond}}, false)
	c := dial(t, net_, addr)
	start := time.Now()
	if _, err := c.Recv(); err == nil {
		t.Fatal("got a reply to nothing")
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Fatalf("closed after %v", d)
	}
}

// TestWarnings: masked random actions give no engine warning; the reply
// carries warnings when asked, and refused orders do produce some.
func TestWarnings(t *testing.T) {
	c := serve(t)
	req := smallCreate(4)
	req.Warnings = true
	cr := mustCreate(t, c, req)
	r := rand.New(rand.NewPCG(1, 2))
	b := mustReset(t, c, cr.Env, 2)
	for i := 0; i < 12; i++ {
		rep, err := c.Call(Request{Step: &Step{Env: cr.Env, Actions: Int32Tensor(sample(r, cr, b), cr.NumAgents, cr.Spec.Slots)}})
		if err != nil {
			t.Fatal(err)
		}
		b = rep.Step
		if b.Warnings == nil || len(b.Warnings) > 0 {
			t.Fatalf("step %d: warnings %q", i, b.Warnings)
		}
	}
}

func TestOverride(t *testing.T) {
	game, _ := env.Lookup("orkisland")
	cfg, err := gameConfig(game, map[string]any{"nb_rounds": int8(7), "nb_orks": uint16(3)})
	if err != nil {
		t.Fatal(err)
	}
	if cfg.NumRounds() != 7 {
		t.Fatalf("rounds %d", cfg.NumRounds())
	}
}

// TestRewardReachesTheEnv: every field of a create's reward reaches the
// VecEnv's reward config, units included.
func TestRewardReachesTheEnv(t *testing.T) {
	c := &Create{Game: "dominator", NumEnvs: 1, Seats: []string{"learner", "Null", "Null", "Null"},
		Reward: &Reward{Terminal: "win", Shaping: 0.5, Units: 3}}
	vc, err := vecConfig(c, agents.Seat)
	if err != nil {
		t.Fatal(err)
	}
	if want := (env.RewardConfig{Terminal: "win", Shaping: 0.5, Units: 3}); vc.Reward != want {
		t.Errorf("reward %+v, want %+v", vc.Reward, want)
	}
}
