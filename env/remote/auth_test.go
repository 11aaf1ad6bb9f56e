package remote

import (
	"bytes"
	"encoding/binary"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestToken: a server with a token answers hello only with it; a missing
// or wrong one gets unauthorized and the connection closes.
func TestToken(t *testing.T) {
	net_, addr := startServer(t, &Server{Token: "s3cret"}, true)
	for _, tc := range []struct{ name, token, want string }{
		{"missing", "", ErrUnauthorized}, {"wrong", "s3cres", ErrUnauthorized}, {"longer", "s3cret!", ErrUnauthorized}, {"right", "s3cret", ""},
	} {
		conn, err := net.Dial(net_, addr)
		if err != nil {
			t.Fatal(err)
		}
		c := &Client{conn: conn, MaxFrame: DefaultMaxFrame}
		_, err = c.Call(Request{Hello: &Hello{Protocol: Version, Token: tc.token}})
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s token: %v", tc.name, err)
		case tc.want != "" && !isType(err, tc.want):
			t.Errorf("%s token: got %v, want %s", tc.name, err, tc.want)
		case tc.want != "" && !closedByServer(conn):
			t.Errorf("%s token: the connection stays open", tc.name)
		}
		conn.Close()
	}
	if !tokenMatches("abc", "abc") || tokenMatches("abc", "abd") || tokenMatches("", "abc") {
		t.Fatal("tokenMatches")
	}
}

func TestLoopback(t *testing.T) {
	for addr, want := range map[string]bool{"127.0.0.1:7878": true, "127.8.9.1:1": true, "[::1]:7878": true,
		"0.0.0.0:7878": false, "[::]:7878": false, "192.168.1.4:7878": false, "10.0.0.1:80": false} {
		a, err := net.ResolveTCPAddr("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		if Loopback(a) != want {
			t.Errorf("Loopback(%s) = %v", addr, !want)
		}
	}
	if !Loopback(&net.UnixAddr{Name: "/tmp/s", Net: "unix"}) {
		t.Error("a Unix socket is local")
	}
}

// TestListenUnixOwnerOnly: the socket is mode 0600 and goes with Close.
func TestListenUnixOwnerOnly(t *testing.T) {
	path := filepath.Join(t.TempDir(), "edagym.sock")
	ln, err := ListenUnix(path)
	if err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(path)
	if err != nil || fi.Mode()&os.ModeSocket == 0 || fi.Mode().Perm() != 0o600 {
		t.Fatalf("socket %v, %v: want a 0600 socket", fi.Mode(), err)
	}
	if ln.Addr().String() != path {
		t.Fatalf("address %s", ln.Addr())
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Fatalf("left beside it: %v", entries)
	}
	srv := &Server{}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	c, err := Dial("unix", path)
	if err != nil {
		t.Fatal(err)
	}
	c.Close()
	srv.Close()
	<-done
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("the socket outlived Close: %v", err)
	}
}

// TestDeepHello: a first hello nesting ten thousand arrays (within the
// 16 KiB allowed before the handshake) is refused and closed; the server
// goes on.
func TestDeepHello(t *testing.T) {
	net_, addr := startServer(t, &Server{}, false)
	conn, err := net.Dial(net_, addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	body := append([]byte{0x81, 0xa5, 'h', 'e', 'l', 'l', 'o', 0x81, 0xa6, 'c', 'l', 'i', 'e', 'n', 't'}, bytes.Repeat([]byte{0x91}, 10000)...)
	body = append(body, 0xc0)
	conn.Write(append(binary.LittleEndian.AppendUint32(nil, uint32(len(body))), body...))
	if typ := errorOf(t, conn); typ != ErrBadMessage || !closedByServer(conn) {
		t.Fatalf("got %q, want bad_message and closed", typ)
	}
	dial(t, net_, addr)
}

// TestBlankToken: a token of spaces looks like a secret and is none: a
// server refuses to start with one, and a hello sending one to a server
// with a real token is unauthorized.
func TestBlankToken(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	if err := (&Server{Token: " \t"}).Serve(ln); err == nil || !strings.Contains(err.Error(), "blank") {
		t.Fatalf("a server with a blank token: %v", err)
	}
	net_, addr := startServer(t, &Server{Token: "s3cret"}, true)
	conn, err := net.Dial(net_, addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	c := &Client{conn: conn, MaxFrame: DefaultMaxFrame}
	if _, err := c.Call(Request{Hello: &Hello{Protocol: Version, Token: "  "}}); !isType(err, ErrUnauthorized) {
		t.Fatalf("a blank token in hello: %v", err)
	}
}

// silent opens n TCP connections from the local address from that say
// nothing.
func silent(t *testing.T, addr, from string, n int) []net.Conn {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}
	var conns []net.Conn
	for i := 0; i < n; i++ {
		c, err := d.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		conns = append(conns, c)
	}
	t.Cleanup(func() {
		for _, c := range conns {
			c.Close()
		}
	})
	return conns
}

// TestHandshakeDeadline: 130 silent TCP connections once made every new
// client get busy until --idle (10 minutes). Now only PreHello of them per
// address wait for their hello, the rest are told busy at once; a client
// from another address is served meanwhile; and the silent ones are closed
// at the hello deadline, after which their address is served again.
func TestHandshakeDeadline(t *testing.T) {
	srv := &Server{Limits: Limits{Hello: time.Second}}
	_, addr := startServer(t, srv, true)
	conns := silent(t, addr, "127.0.0.1", 130)
	time.Sleep(200 * time.Millisecond)
	srv.mu.Lock()
	held := len(srv.conns)
	srv.mu.Unlock()
	if held > DefaultPreHello {
		t.Fatalf("%d silent connections from one address are held, more than %d", held, DefaultPreHello)
	}
	other, err := (&net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP("127.0.0.2")}}).Dial("tcp", addr)
	if err != nil {
		t.Skip("no 127.0.0.2 here:", err)
	}
	if _, err := NewClient(other); err != nil {
		t.Fatalf("a client from another address while 130 wait: %v", err)
	}
	other.Close()
	start := time.Now()
	if !closedByServer(conns[0]) {
		t.Fatal("a silent connection stays open")
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Fatalf("a silent connection was closed after %v, the deadline is 1 s", d)
	}
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		c, err := Dial("tcp", addr)
		if err == nil {
			c.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no client from the silent connections' address is served: %v", err)
		}
	}
}
