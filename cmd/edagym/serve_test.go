package main

import (
	"bufio"
	bin "encoding/binary"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/edagym/edagym/env/remote"
)

// server is a running `edagym serve`.
type server struct {
	cmd     *exec.Cmd
	network string
	addr    string
}

// servesWithin dials the server until a connection is accepted, for at
// most d, and returns the last error if none was.
func (s *server) servesWithin(d time.Duration) error {
	deadline := time.Now().Add(d)
	for {
		c, err := remote.Dial(s.network, s.addr)
		if err == nil {
			c.Close()
			return nil
		}
		if time.Now().After(deadline) {
			return err
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// startServe runs edagym serve with args (through bash when prefix, such as
// a ulimit, is set) and waits for its "listening" line.
func startServe(t *testing.T, prefix string, args ...string) *server {
	t.Helper()
	var cmd *exec.Cmd
	if prefix != "" {
		cmd = exec.Command("bash", append([]string{"-c", prefix + ` && exec "$0" "$@"`, binary, "serve"}, args...)...)
	} else {
		cmd = exec.Command(binary, append([]string{"serve"}, args...)...)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	line, err := bufio.NewReader(out).ReadString('\n')
	f := strings.Fields(line)
	if err != nil || len(f) != 3 || f[0] != "listening" {
		t.Fatalf("edagym serve said %q (%v)", line, err)
	}
	return &server{cmd: cmd, network: f[1], addr: f[2]}
}

// procStatus reads a field of /proc/PID/status (VmRSS in kB, Threads).
func procStatus(t *testing.T, pid int, field string) int {
	t.Helper()
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		t.Skip("no /proc:", err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, field+":"); ok {
			n, _ := strconv.Atoi(strings.Fields(rest)[0])
			return n
		}
	}
	t.Fatalf("no %s in /proc/%d/status", field, pid)
	return 0
}

// served tells whether a fresh client can still create and step an env.
func served(t *testing.T, s *server) {
	t.Helper()
	c, err := remote.Dial(s.network, s.addr)
	if err != nil {
		t.Fatalf("a fresh client is not served: %v", err)
	}
	defer c.Close()
	rep, err := c.Call(remote.Request{Create: &remote.Create{Game: "orkisland", NumEnvs: 1, Workers: 1}})
	if err != nil {
		t.Fatalf("a fresh client cannot create: %v", err)
	}
	seed := int64(1)
	if _, err := c.Call(remote.Request{Reset: &remote.Reset{Env: rep.Create.Env, Seed: &seed}}); err != nil {
		t.Fatal(err)
	}
}

// hello shakes hands on a raw connection.
func hello(t *testing.T, conn net.Conn) {
	t.Helper()
	if _, err := remote.NewClient(conn); err != nil {
		t.Fatal(err)
	}
}

// TestServeOffLoopbackNeedsToken: 0.0.0.0 without a token does not start;
// with one, hello needs it and nn: reads no file without --checkpoints.
func TestServeOffLoopbackNeedsToken(t *testing.T) {
	_, stderr, code := run(t, "", "serve", "--addr", "0.0.0.0:0")
	if code != 2 || !strings.Contains(stderr, "token") {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if _, stderr, code := run(t, "", "serve", "--addr", "0.0.0.0:0", "--token", " "); code != 2 || !strings.Contains(stderr, "blank") {
		t.Fatalf("--token ' ': exit %d: %s", code, stderr)
	}
	if _, stderr, code := run(t, "", "serve", "--max-frame", "1GiB"); code != 2 || !strings.Contains(stderr, "--max-frame") {
		t.Fatalf("--max-frame 1GiB: exit %d: %s", code, stderr)
	}
	s := startServe(t, "", "--addr", "0.0.0.0:0", "--token", "t0ken")
	_, port, _ := net.SplitHostPort(s.addr)
	if _, err := remote.Dial("tcp", "127.0.0.1:"+port); err == nil || !strings.Contains(err.Error(), "unauthorized") {
		t.Fatalf("no token: %v", err)
	}
	conn, err := net.Dial("tcp", "127.0.0.1:"+port)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	c, err := remote.NewClientToken(conn, "t0ken")
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Call(remote.Request{Create: &remote.Create{Game: "orkisland", NumEnvs: 1, Seats: []string{"learner", "nn:/etc/passwd", "Null", "Null"}}})
	if err == nil || !strings.Contains(err.Error(), "--checkpoints") || strings.Contains(err.Error(), "root") {
		t.Fatalf("nn:/etc/passwd off loopback: %v", err)
	}
}

// TestServeUnixSocket: the socket is the user's alone; SIGTERM exits
// cleanly and removes it; SIGKILL leaves no shared-memory file once the
// client has mapped it.
func TestServeUnixSocket(t *testing.T) {
	path := filepath.Join(t.TempDir(), "edagym.sock")
	s := startServe(t, "", "--unix", path)
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("socket mode %v, %v", fi.Mode(), err)
	}
	s.cmd.Process.Signal(syscall.SIGTERM)
	if err := s.cmd.Wait(); err != nil {
		t.Fatalf("SIGTERM: %v", err)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatal("the socket outlived the server")
	}
	s = startServe(t, "", "--unix", path)
	c, err := remote.Dial(s.network, s.addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	rep, err := c.Call(remote.Request{Create: &remote.Create{Game: "orkisland", NumEnvs: 1, Shm: true}})
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(rep.Create.Shm.Path) // as a client maps it
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	seed := int64(1)
	if _, err := c.Call(remote.Request{Reset: &remote.Reset{Env: rep.Create.Env, Seed: &seed}}); err != nil {
		t.Fatal(err)
	}
	s.cmd.Process.Kill()
	s.cmd.Wait()
	if _, err := os.Stat(rep.Create.Shm.Path); !os.IsNotExist(err) {
		t.Fatalf("%s outlived SIGKILL", rep.Create.Shm.Path)
	}
}

// TestServeHalfSentFrames: issue 21's attack, scaled: 40 connections
// announce 64 MiB frames and send 8 MiB each (10 more before hello), and
// stay open. The server stays under 300 MB, gives the memory back, keeps
// its thread count over rounds, and still serves a fresh client.
func TestServeHalfSentFrames(t *testing.T) {
	if testing.Short() {
		t.Skip("sends 320 MB over loopback")
	}
	s := startServe(t, "", "--addr", "127.0.0.1:0")
	pid := s.cmd.Process.Pid
	served(t, s)
	base := procStatus(t, pid, "VmRSS")
	var peak, threads []int
	chunk := make([]byte, 1<<20)
	for round := 0; round < 3; round++ {
		var conns []net.Conn
		for i := 0; i < 50; i++ {
			conn, err := net.Dial("tcp", s.addr)
			if err != nil {
				t.Fatal(err)
			}
			conns = append(conns, conn)
			if i >= 40 {
				conn.Write(bin.LittleEndian.AppendUint32(nil, 64<<20)) // before hello
				continue
			}
			hello(t, conn)
			conn.Write(bin.LittleEndian.AppendUint32(nil, 64<<20))
			conn.SetWriteDeadline(time.Now().Add(5 * time.Second))
			for k := 0; k < 8; k++ {
				if _, err := conn.Write(chunk); err != nil {
					break // told busy and closed
				}
			}
		}
		time.Sleep(300 * time.Millisecond)
		peak = append(peak, procStatus(t, pid, "VmRSS"))
		threads = append(threads, procStatus(t, pid, "Threads"))
		served(t, s)
		for _, c := range conns {
			c.Close()
		}
	}
	time.Sleep(500 * time.Millisecond)
	after := procStatus(t, pid, "VmRSS")
	t.Logf("RSS: %d MB before, %v MB under attack (3 rounds), %d MB after; threads %v", base>>10, mbs(peak), after>>10, threads)
	for i, p := range peak {
		if p > 300<<10 {
			t.Errorf("round %d: RSS %d MB under attack, over 300 MB", i, p>>10)
		}
	}
	if after > 300<<10 {
		t.Errorf("RSS %d MB after the connections closed, over 300 MB", after>>10)
	}
	if threads[2] > threads[0]+4 {
		t.Errorf("threads grew over rounds: %v", threads)
	}
	served(t, s)
}

func mbs(kb []int) []int {
	out := make([]int, len(kb))
	for i, k := range kb {
		out[i] = k >> 10
	}
	return out
}

// TestServeOutOfFiles: under a 256-file limit, 300 idle connections do not
// end the server (accept backs off while out of descriptors, and past
// --max-conns connections are refused); once they close, it serves again.
func TestServeOutOfFiles(t *testing.T) {
	for _, conns := range []string{"1000", "128"} {
		s := startServe(t, "ulimit -n 256", "--addr", "127.0.0.1:0", "--max-conns", conns)
		var open []net.Conn
		for i := 0; i < 300; i++ {
			c, err := net.DialTimeout("tcp", s.addr, 2*time.Second)
			if err != nil {
				break // the backlog is full while the server waits for descriptors
			}
			open = append(open, c)
		}
		time.Sleep(200 * time.Millisecond)
		if s.cmd.ProcessState != nil || s.cmd.Process.Signal(syscall.Signal(0)) != nil {
			t.Fatalf("--max-conns %s: the server died with 300 connections open", conns)
		}
		for _, c := range open {
			c.Close()
		}
		if err := s.servesWithin(10 * time.Second); err != nil {
			t.Fatalf("--max-conns %s: not served after the connections closed: %v", conns, err)
		}
		served(t, s)
	}
}

// TestServeStopsOnSignals: SIGHUP stops the server as SIGTERM does, and an
// nn: seat naming a FIFO neither hangs its request nor keeps the server
// from stopping (it once ignored SIGTERM twice).
func TestServeStopsOnSignals(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe.ckpt")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip(err)
	}
	for _, sig := range []syscall.Signal{syscall.SIGHUP, syscall.SIGTERM} {
		s := startServe(t, "")
		c, err := remote.Dial(s.network, s.addr)
		if err != nil {
			t.Fatal(err)
		}
		_, err = c.Call(remote.Request{Create: &remote.Create{Game: "orkisland", NumEnvs: 1, Seats: []string{"learner", "nn:" + fifo, "Null", "Null"}}})
		if err == nil || !strings.Contains(err.Error(), "regular file") {
			t.Fatalf("nn: naming a FIFO: %v", err)
		}
		c.Close()
		s.cmd.Process.Signal(sig)
		done := make(chan error, 1)
		go func() { done <- s.cmd.Wait() }()
		select {
		case err := <-done:
			if err != nil {
				t.Fatalf("%v: %v", sig, err)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("the server still runs 10 s after %v", sig)
		}
	}
}

// TestServeUnixRefusesWhatIsThere: --unix onto a regular file or onto a
// live server's socket exits 2 and leaves both as they were.
func TestServeUnixRefusesWhatIsThere(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "data.txt")
	os.WriteFile(file, []byte("keep"), 0o644)
	if _, stderr, code := run(t, dir, "serve", "--unix", file); code != 2 || !strings.Contains(stderr, "not a socket") {
		t.Fatalf("onto a file: exit %d: %s", code, stderr)
	}
	if data, _ := os.ReadFile(file); string(data) != "keep" {
		t.Fatalf("the file holds %q", data)
	}
	sock := filepath.Join(dir, "s.sock")
	s := startServe(t, "", "--unix", sock)
	if _, stderr, code := run(t, dir, "serve", "--unix", sock); code != 2 || !strings.Contains(stderr, "listening") {
		t.Fatalf("onto a live socket: exit %d: %s", code, stderr)
	}
	served(t, s)
}
