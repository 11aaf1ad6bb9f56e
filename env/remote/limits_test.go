package remote

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"net"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/agents/madmax"
	"github.com/edagym/edagym/env"
	_ "github.com/edagym/edagym/env/madmax"
)

// errorOf reads the next frame of a raw connection and returns its error
// type ("" for a reply that is not an error).
func errorOf(t *testing.T, conn net.Conn) string {
	t.Helper()
	conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	frame, err := ReadFrame(conn, 1<<20, nil)
	if err != nil {
		t.Fatalf("no reply: %v", err)
	}
	var rep Reply
	if err := msgpack.Unmarshal(frame, &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Error == nil {
		return ""
	}
	return rep.Error.Type
}

// closedByServer tells whether the server closed the connection.
func closedByServer(conn net.Conn) bool {
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	_, err := conn.Read(make([]byte, 1))
	return err == io.EOF || errors.Is(err, net.ErrClosed) || err != nil && strings.Contains(err.Error(), "reset")
}

// TestFrameGrowsWithData: a frame that claims 64 MiB and brings 100 KiB
// costs about 100 KiB, not 64 MiB.
func TestFrameGrowsWithData(t *testing.T) {
	head := binary.LittleEndian.AppendUint32(nil, 64<<20)
	r := io.MultiReader(bytes.NewReader(head), bytes.NewReader(make([]byte, 100<<10)))
	var asked []int
	buf, err := readFrame(r, 64<<20, nil, func(n int) error { asked = append(asked, n); return nil })
	if err != io.ErrUnexpectedEOF {
		t.Fatalf("got %v, want unexpected EOF", err)
	}
	if cap(buf) > 256<<10 || len(asked) == 0 || asked[len(asked)-1] > 256<<10 {
		t.Fatalf("grew to %d bytes (asked %v) for 100 KiB", cap(buf), asked)
	}
	stop := errors.New("no memory")
	r = io.MultiReader(bytes.NewReader(head), bytes.NewReader(make([]byte, 1<<20)))
	if _, err := readFrame(r, 64<<20, nil, func(n int) error {
		if n > 128<<10 {
			return stop
		}
		return nil
	}); err != stop {
		t.Fatalf("a refused growth: got %v", err)
	}
}

// TestHalfSentFrames: connections that announce large frames and send part
// of them hold no more than the server's frame memory in all; the extra ones
// are told the server is busy; everything is given back when they leave, and
// before hello a large frame is refused outright.
func TestHalfSentFrames(t *testing.T) {
	srv := &Server{Limits: Limits{MaxFrame: 4 << 20, FrameMemory: 8 << 20}}
	net_, addr := startServer(t, srv, false)
	pre, err := net.Dial(net_, addr)
	if err != nil {
		t.Fatal(err)
	}
	pre.Write(binary.LittleEndian.AppendUint32(nil, 1<<20))
	if typ := errorOf(t, pre); typ != ErrFrameTooLarge {
		t.Fatalf("a 1 MiB frame before hello: %q", typ)
	}
	pre.Close()
	var conns []net.Conn
	busy := 0
	for i := 0; i < 12; i++ {
		conn := rawConn(t, net_, addr)
		conns = append(conns, conn)
		conn.Write(binary.LittleEndian.AppendUint32(nil, 4<<20))
		conn.SetWriteDeadline(time.Now().Add(5 * time.Second))
		if _, err := conn.Write(make([]byte, 1<<20+1)); err != nil {
			busy++ // refused while writing
		}
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		used, _ := srv.frames.inUse()
		if used > 8<<20 {
			t.Fatalf("%d bytes of frames held, over the 8 MiB limit", used)
		}
		if used >= 4<<20 || time.Now().After(deadline) {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	for _, c := range conns {
		c.SetReadDeadline(time.Now().Add(200 * time.Millisecond))
		if f, err := ReadFrame(c, 1<<20, nil); err == nil && bytes.Contains(f, []byte(ErrBusy)) {
			busy++
		}
	}
	if busy == 0 {
		t.Fatal("no connection was told the server is busy")
	}
	for _, c := range conns {
		c.Close()
	}
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if used, _ := srv.frames.inUse(); used == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("frame memory not given back after the connections closed")
		}
	}
	dial(t, net_, addr) // still serving
}

// TestConnectionLimit: past Limits.Conns, a connection gets a busy error
// and is closed; once one leaves, a new one is served.
func TestConnectionLimit(t *testing.T) {
	net_, addr := startServer(t, &Server{Limits: Limits{Conns: 3}}, false)
	var held []*Client
	for i := 0; i < 3; i++ {
		held = append(held, dial(t, net_, addr))
	}
	extra, err := net.Dial(net_, addr)
	if err != nil {
		t.Fatal(err)
	}
	if typ := errorOf(t, extra); typ != ErrBusy || !closedByServer(extra) {
		t.Fatalf("the 4th connection: %q, want busy and closed", typ)
	}
	extra.Close()
	held[0].Close()
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		c, err := Dial(net_, addr)
		if err == nil {
			c.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no room after a connection left: %v", err)
		}
	}
}

// TestCreateChecksBeforeBuilding: a create refused for its size is refused
// before its matches are built (the heap barely grows), and reports what
// was asked.
func TestCreateChecksBeforeBuilding(t *testing.T) {
	c := serve(t)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err := c.Call(Request{Create: &Create{Game: "orkisland", NumEnvs: 65536}})
	runtime.ReadMemStats(&after)
	var e *Error
	if !errors.As(err, &e) || e.Type != ErrTooLarge || !strings.Contains(e.Message, "65536 agents") {
		t.Fatalf("got %v, want too_large for 65536 agents", err)
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 32<<20 {
		t.Fatalf("the refused create allocated %d MiB", grew>>20)
	}
	// With shared memory the frame limit does not apply, the memory limit does.
	_, err = c.Call(Request{Create: &Create{Game: "orkisland", NumEnvs: 65536, Shm: true}})
	if !errors.As(err, &e) || e.Type != ErrLimit {
		t.Fatalf("got %v, want limit", err)
	}
}

// TestEnvLimits: matches and memory are counted per connection and for the
// server, refused before building, and given back on close.
func TestEnvLimits(t *testing.T) {
	net_, addr := startServer(t, &Server{Limits: Limits{ConnEnvs: 6, Envs: 10}}, false)
	a, b := dial(t, net_, addr), dial(t, net_, addr)
	first := mustCreate(t, a, smallCreate(4))
	if _, err := a.Call(Request{Create: smallCreate(3)}); !isType(err, ErrLimit) {
		t.Fatalf("7 matches on a 6-match connection: %v", err)
	}
	mustCreate(t, a, smallCreate(2))
	mustCreate(t, b, smallCreate(4))
	if _, err := b.Call(Request{Create: smallCreate(1)}); !isType(err, ErrLimit) || !strings.Contains(err.Error(), "server") {
		t.Fatalf("11 matches on a 10-match server: %v", err)
	}
	if _, err := a.Call(Request{Close: &CloseRequest{Env: first.Env}}); err != nil {
		t.Fatal(err)
	}
	mustCreate(t, b, smallCreate(1))
	mem := &Server{Limits: Limits{ConnMemory: 64 << 20, Memory: 64 << 20}}
	net_, addr = startServer(t, mem, false)
	c := dial(t, net_, addr)
	_, err := c.Call(Request{Create: &Create{Game: "orkisland", NumEnvs: 200}})
	if !isType(err, ErrLimit) || !strings.Contains(err.Error(), "MiB") {
		t.Fatalf("200 matches in 64 MiB: %v", err)
	}
}

func isType(err error, typ string) bool {
	var e *Error
	return errors.As(err, &e) && e.Type == typ
}

// TestConfigThatMakesNoMatch: Mad Max with five cars per player parses but
// its board has too few road cells at the edges; the create is refused
// with bad_config instead of a panic in a worker at reset.
func TestConfigThatMakesNoMatch(t *testing.T) {
	c := serve(t)
	_, err := c.Call(Request{Create: &Create{Game: "madmax", NumEnvs: 2, Config: map[string]any{"nb_cars": 5}}})
	if !isType(err, ErrBadConfig) || !strings.Contains(err.Error(), "cars") {
		t.Fatalf("got %v, want bad_config about the cars", err)
	}
	mustCreate(t, c, &Create{Game: "madmax", NumEnvs: 1, Config: map[string]any{"nb_rounds": 3}})
}

// TestWriteTimeout: a client that stops reading loses its connection after
// the write timeout, not after the idle limit.
func TestWriteTimeout(t *testing.T) {
	srv := &Server{Limits: Limits{WriteTimeout: 200 * time.Millisecond}}
	net_, addr := startServer(t, srv, false)
	c := dial(t, net_, addr)
	cr := mustCreate(t, c, smallCreate(16))
	seed := int64(1)
	actions := Int32Tensor(make([]int32, cr.NumAgents*cr.Spec.Slots), cr.NumAgents, cr.Spec.Slots)
	c.Send(Request{Reset: &Reset{Env: cr.Env, Seed: &seed}})
	for i := 0; i < 40; i++ { // 1.2 MB replies each, never read
		if c.Send(Request{Step: &Step{Env: cr.Env, Actions: actions}}) != nil {
			break
		}
	}
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		srv.mu.Lock()
		n := len(srv.conns)
		srv.mu.Unlock()
		if n == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the connection of a client that does not read is still open")
		}
	}
	if envs, used := srv.envs.inUse(); envs != 0 || used != 0 {
		t.Fatalf("%d matches and %d bytes still held", envs, used)
	}
}

// TestDefaultSeats: a create without seats plays one learner against
// Random bots.
func TestDefaultSeats(t *testing.T) {
	vc, err := vecConfig(&Create{Game: "orkisland", NumEnvs: 2}, agents.Seat)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{}
	for _, s := range vc.Seats {
		names = append(names, s.Name)
	}
	if strings.Join(names, ",") != "learner,Random,Random,Random" {
		t.Fatalf("default seats %v", names)
	}
}

// TestLargeFrameGivenBack: a connection that stays open after a complete
// large frame holds none of the server's frame memory once it is answered.
func TestLargeFrameGivenBack(t *testing.T) {
	srv := &Server{Limits: Limits{MaxFrame: 4 << 20, FrameMemory: 8 << 20}}
	net_, addr := startServer(t, srv, false)
	conn := rawConn(t, net_, addr)
	defer conn.Close()
	body, _ := msgpack.Marshal(map[string]any{"close": map[string]any{"pad": make([]byte, 2<<20)}})
	conn.Write(append(binary.LittleEndian.AppendUint32(nil, uint32(len(body))), body...))
	if typ := errorOf(t, conn); typ == "" {
		t.Fatal("a padded close was accepted")
	}
	// The server answers, then gives the frame's memory back: wait for it.
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		used, _ := srv.frames.inUse()
		if used == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d bytes of frame memory still held 5 s after the reply", used)
		}
	}
	dial(t, net_, addr) // still serving
}

// TestBuffersShrinkAfterLargeFrames: the read buffer and the reply buffer a
// large frame grew are dropped once it is answered; small ones are kept.
func TestBuffersShrinkAfterLargeFrames(t *testing.T) {
	srv := &Server{frames: newBudget(1<<30, 0)}
	s := newSession(srv, nil)
	if err := s.grow(2 << 20); err != nil {
		t.Fatal(err)
	}
	s.buf = make([]byte, 2<<20)
	s.shrink()
	if s.buf != nil || s.held != 0 {
		t.Fatalf("after a 2 MiB frame: buffer of %d bytes, %d held", cap(s.buf), s.held)
	}
	if used, _ := srv.frames.inUse(); used != 0 {
		t.Fatalf("%d bytes of frame memory not given back", used)
	}
	s.buf = make([]byte, 1024)
	s.shrink()
	if cap(s.buf) != 1024 {
		t.Fatal("a small read buffer was dropped")
	}
	var f frameWriter
	f.buf = make([]byte, 2<<20)
	f.data = [][]byte{make([]byte, 10)}
	f.release()
	if f.buf != nil || len(f.data) != 0 {
		t.Fatalf("after a large reply: buffer of %d bytes, %d payloads", cap(f.buf), len(f.data))
	}
	f.buf = make([]byte, 1024)
	f.release()
	if cap(f.buf) != 1024 {
		t.Fatal("a small reply buffer was dropped")
	}
}

// TestBoardSizeCharged: a match is charged by its board, not only by its
// batch rows. 1,024 Ork Island matches on 1000×1000 boards with one ork a
// player were once estimated at 0.185 MiB each; each costs about 20 MB,
// and reset took the server past 4 GB. The create is refused, having built
// one match.
func TestBoardSizeCharged(t *testing.T) {
	big := &Create{Game: "orkisland", NumEnvs: 1024, Seats: four("Null"),
		Config: map[string]any{"rows": 1000, "cols": 1000, "nb_orks": 1, "nb_rounds": 100}}
	vc, extra, err := buildConfig(big, func(game, name string) (env.Seat, int64, error) {
		s, err := agents.Seat(game, name)
		return s, 0, err
	})
	if err != nil {
		t.Fatal(err)
	}
	p, err := probe(vc, extra, false)
	if err != nil {
		t.Fatal(err)
	}
	if per := p.bytes / 1024; per < 20<<20 {
		t.Fatalf("a 1000×1000 match is charged %.3f MiB", float64(per)/(1<<20))
	}
	c := serve(t)
	// The refusal builds one match (the probe), about 20 MB, not 1,024.
	if grew := allocated(func() { _, err = c.Call(Request{Create: big}) }); grew > 256<<20 {
		t.Errorf("refusing the create allocated %d MiB", grew>>20)
	}
	if !isType(err, ErrLimit) {
		t.Fatalf("1024 matches of 1000×1000: %v, want limit", err)
	}
}
