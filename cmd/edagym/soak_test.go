package main

import (
	"bytes"
	bin "encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/edagym/edagym/env/remote"
)

// soakDuration is how long TestServeSoak attacks the server.
const soakDuration = 60 * time.Second

// soakRSS is the bound the server's resident memory must stay under during
// the attack and after it: its --max-memory for environments (512 MiB,
// estimated, and estimates are above what is really held) and its
// --frame-memory (64 MiB), with 256 MiB for the runtime and everything
// else.
const soakRSS = 832 << 20

// frame makes one frame of a msgpack value.
func frame(v any) []byte {
	body, err := msgpack.Marshal(v)
	if err != nil {
		panic(err)
	}
	return append(bin.LittleEndian.AppendUint32(nil, uint32(len(body))), body...)
}

// rawFrame makes one frame of raw msgpack bytes.
func rawFrame(body []byte) []byte {
	return append(bin.LittleEndian.AppendUint32(nil, uint32(len(body))), body...)
}

// seatBomb is a create whose seats are n empty strings: n×40 bytes once
// decoded, from n bytes.
func seatBomb(n int) []byte {
	var b bytes.Buffer
	b.Write([]byte{0x81, 0xa6})
	b.WriteString("create")
	b.Write([]byte{0x83, 0xa4})
	b.WriteString("game")
	b.WriteByte(0xa9)
	b.WriteString("orkisland")
	b.Write([]byte{0xa8})
	b.WriteString("num_envs")
	b.Write([]byte{1, 0xa5})
	b.WriteString("seats")
	b.Write([]byte{0xdd, byte(n >> 24), byte(n >> 16), byte(n >> 8), byte(n)})
	b.Write(bytes.Repeat([]byte{0xa0}, n))
	return rawFrame(b.Bytes())
}

// TestServeSoak: the attack mix of issue 30 against one `edagym serve` on
// loopback for 60 s, all at once: silent connections, half-sent frames,
// decode bombs, creates of huge boards, many matches, a .cnf over the
// limit, Moria with 32,700 orcs, nn: seats naming a FIFO, shared-memory
// floods, random and truncated frames, deep nesting, clients that leave
// mid-step, while honest clients keep stepping. The server's resident
// memory stays under soakRSS throughout, honest clients are served, and a
// fresh client is served once the attack ends.
func TestServeSoak(t *testing.T) {
	if testing.Short() {
		t.Skip("a 60 s attack")
	}
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.ckpt")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip(err)
	}
	s := startServe(t, "", "--addr", "127.0.0.1:0", "--max-memory", "512MiB", "--conn-memory", "256MiB",
		"--max-frame", "16MiB", "--hello-timeout", "2s", "--idle", "30s", "-q")
	pid := s.cmd.Process.Pid
	served(t, s)
	base := procStatus(t, pid, "VmRSS")

	var (
		stop     atomic.Bool
		wg       sync.WaitGroup
		mu       sync.Mutex
		outcomes = map[string]int{}
		peak     int
	)
	count := func(what string) {
		mu.Lock()
		outcomes[what]++
		mu.Unlock()
	}
	// call sends one frame on a fresh connection (after hello) and counts
	// the reply's error type.
	call := func(what string, data []byte) {
		conn, err := net.DialTimeout("tcp", s.addr, 2*time.Second)
		if err != nil {
			count(what + ": no connection")
			return
		}
		defer conn.Close()
		conn.SetDeadline(time.Now().Add(20 * time.Second))
		if _, err := remote.NewClient(conn); err != nil {
			count(what + ": " + errType(err))
			return
		}
		conn.Write(data)
		f, err := remote.ReadFrame(conn, 1<<20, nil)
		if err != nil {
			count(what + ": closed")
			return
		}
		var rep remote.Reply
		if msgpack.Unmarshal(f, &rep) == nil && rep.Error != nil {
			count(what + ": " + rep.Error.Type)
		} else {
			count(what + ": ok")
		}
	}
	attack := func(name string, pause time.Duration, do func(r *rand.Rand)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(len(name)), 7))
			for !stop.Load() {
				do(r)
				time.Sleep(pause)
			}
		}()
	}

	attack("silent", 500*time.Millisecond, func(*rand.Rand) { // 40 connections that say nothing
		var conns []net.Conn
		for i := 0; i < 40; i++ {
			if c, err := net.DialTimeout("tcp", s.addr, time.Second); err == nil {
				conns = append(conns, c)
			}
		}
		time.Sleep(3 * time.Second)
		for _, c := range conns {
			c.Close()
		}
		count("silent connections")
	})
	attack("half-sent", 200*time.Millisecond, func(*rand.Rand) { // 16 MiB announced, 4 MiB sent
		conn, err := net.DialTimeout("tcp", s.addr, time.Second)
		if err != nil {
			return
		}
		defer conn.Close()
		if _, err := remote.NewClient(conn); err != nil {
			return
		}
		conn.Write(bin.LittleEndian.AppendUint32(nil, 16<<20))
		conn.SetWriteDeadline(time.Now().Add(2 * time.Second))
		conn.Write(make([]byte, 4<<20))
		time.Sleep(time.Second)
		count("half-sent frame")
	})
	attack("bombs", 100*time.Millisecond, func(r *rand.Rand) {
		switch r.IntN(4) {
		case 0:
			call("seat bomb", seatBomb(12<<20))
		case 1:
			call("huge boards", frame(map[string]any{"create": map[string]any{"game": "orkisland", "num_envs": 1024,
				"seats": []string{"learner", "Null", "Null", "Null"}, "config": map[string]any{"rows": 600, "cols": 600, "nb_orks": 1, "nb_rounds": 100}}}))
		case 2:
			call("long .cnf", frame(map[string]any{"create": map[string]any{"game": "orkisland", "num_envs": 1, "config": strings.Repeat("1 ", 3<<20)}}))
		case 3:
			call("moria orcs", frame(map[string]any{"create": map[string]any{"game": "moria", "num_envs": 1, "config": map[string]any{"max_nb_orcs": 32700}}}))
		}
	})
	attack("creates", 100*time.Millisecond, func(r *rand.Rand) {
		switch r.IntN(4) {
		case 0:
			call("many matches", frame(map[string]any{"create": map[string]any{"game": "dominator", "num_envs": 65536, "shm": true}}))
		case 1:
			call("fifo seat", frame(map[string]any{"create": map[string]any{"game": "orkisland", "num_envs": 1, "seats": []string{"learner", "nn:" + fifo, "Null", "Null"}}}))
		case 2:
			call("deep nesting", rawFrame(append(append([]byte{0x81, 0xa6, 'c', 'r', 'e', 'a', 't', 'e'}, bytes.Repeat([]byte{0x91}, 5000)...), 0xc0)))
		case 3:
			junk := make([]byte, 1+r.IntN(200))
			for i := range junk {
				junk[i] = byte(r.Uint32())
			}
			call("random frame", rawFrame(junk))
		}
	})
	attack("leavers", 50*time.Millisecond, func(r *rand.Rand) { // shm envs left mid-step
		c, err := remote.Dial("tcp", s.addr)
		if err != nil {
			count("leaver: " + errType(err))
			return
		}
		defer c.Close()
		rep, err := c.Call(remote.Request{Create: &remote.Create{Game: "orkisland", NumEnvs: 8, Shm: r.IntN(2) == 0, Config: map[string]any{"nb_rounds": 20}}})
		if err != nil {
			count("leaver create: " + errType(err))
			return
		}
		seed := int64(r.IntN(1000))
		c.Call(remote.Request{Reset: &remote.Reset{Env: rep.Create.Env, Seed: &seed}})
		cr := rep.Create
		c.Send(remote.Request{Step: &remote.Step{Env: cr.Env, Actions: remote.Int32Tensor(make([]int32, cr.NumAgents*cr.Spec.Slots), cr.NumAgents, cr.Spec.Slots)}})
		count("leaver")
	})
	var honest atomic.Int64
	for i := 0; i < 2; i++ { // honest clients, stepping all along
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !stop.Load() {
				c, err := remote.Dial("tcp", s.addr)
				if err != nil {
					count("honest dial: " + errType(err))
					time.Sleep(100 * time.Millisecond)
					continue
				}
				rep, err := c.Call(remote.Request{Create: &remote.Create{Game: "madmax", NumEnvs: 4, Config: map[string]any{"nb_rounds": 30}}})
				if err != nil {
					count("honest create: " + errType(err))
					c.Close()
					time.Sleep(100 * time.Millisecond)
					continue
				}
				cr := rep.Create
				seed := int64(1)
				c.Call(remote.Request{Reset: &remote.Reset{Env: cr.Env, Seed: &seed}})
				actions := remote.Int32Tensor(make([]int32, cr.NumAgents*cr.Spec.Slots), cr.NumAgents, cr.Spec.Slots)
				for k := 0; k < 40 && !stop.Load(); k++ {
					if _, err := c.Call(remote.Request{Step: &remote.Step{Env: cr.Env, Actions: actions}}); err != nil {
						count("honest step: " + errType(err))
						break
					}
					honest.Add(1)
				}
				c.Close()
			}
		}()
	}

	start := time.Now()
	for time.Since(start) < soakDuration {
		time.Sleep(250 * time.Millisecond)
		rss := procStatus(t, pid, "VmRSS") << 10
		peak = max(peak, rss)
		if rss > soakRSS {
			t.Errorf("the server's RSS is %d MiB after %v of the attack, over %d MiB", rss>>20, time.Since(start).Round(time.Second), soakRSS>>20)
			break
		}
	}
	stop.Store(true)
	wg.Wait()
	mu.Lock()
	var lines []string
	for k, v := range outcomes {
		lines = append(lines, fmt.Sprintf("%s ×%d", k, v))
	}
	mu.Unlock()
	t.Logf("outcomes: %s", strings.Join(lines, "; "))
	t.Logf("RSS: %d MiB before, peak %d MiB under a %v attack (bound %d MiB); %d honest steps served",
		base>>10, peak>>20, soakDuration, soakRSS>>20, honest.Load())
	// No attack succeeds: each is refused with its type, or told busy,
	// or (on a machine too busy to answer in 20 s) still waiting.
	refused := 0
	for k, v := range outcomes {
		for _, attack := range []string{"seat bomb", "huge boards", "long .cnf", "moria orcs", "many matches", "fifo seat", "deep nesting", "random frame"} {
			if k == attack+": ok" {
				t.Errorf("%d %s attacks succeeded", v, attack)
			}
		}
		for _, typ := range []string{remote.ErrBadSeat, remote.ErrLimit, remote.ErrBadMessage, remote.ErrBadConfig, remote.ErrShmFull} {
			if strings.HasSuffix(k, ": "+typ) {
				refused += v
			}
		}
	}
	if refused == 0 {
		t.Errorf("no attack was refused with its type: %v", outcomes)
	}
	if honest.Load() < 100 {
		t.Errorf("only %d honest steps were served during the attack", honest.Load())
	}
	// Once the attack stops, a fresh client is served (the silent
	// connections' hello deadline is 2 s).
	if err := s.servesWithin(15 * time.Second); err != nil {
		t.Fatalf("no fresh client is served 15 s after the attack: %v", err)
	}
	served(t, s)
	if rss := procStatus(t, pid, "VmRSS") << 10; rss > soakRSS {
		t.Errorf("RSS %d MiB after the attack, over %d MiB", rss>>20, soakRSS>>20)
	}
}

// errType is a reply error's type, or "error".
func errType(err error) string {
	var e *remote.Error
	if errors.As(err, &e) {
		return e.Type
	}
	return "error"
}
