package web

import (
	"bufio"
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestHostMustBeLoopback: a request through a rebound DNS name carries that
// name as its Host and must not read the match.
func TestHostMustBeLoopback(t *testing.T) {
	srv := httptest.NewServer(Handler(&Match{Name: "x.out", Data: []byte("secret")}))
	defer srv.Close()
	port := srv.URL[strings.LastIndex(srv.URL, ":")+1:]
	cases := []struct {
		host string
		ok   bool
	}{
		{"127.0.0.1:" + port, true},
		{"localhost:" + port, true},
		{"LOCALHOST", true},
		{"[::1]:" + port, true},
		{"127.1.2.3:" + port, true},
		{"evil.example:" + port, false},
		{"evil.example", false},
		{"localhost.evil.example:" + port, false},
		{"192.168.1.10:" + port, false},
	}
	for _, c := range cases {
		for _, path := range []string{"/match", "/"} {
			req, _ := http.NewRequest("GET", srv.URL+path, nil)
			req.Host = c.host
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if ok := resp.StatusCode == http.StatusOK; ok != c.ok {
				t.Errorf("Host %q %s: %d, want ok=%v", c.host, path, resp.StatusCode, c.ok)
			}
			if !c.ok && strings.Contains(string(body), "secret") {
				t.Errorf("Host %q read the match", c.host)
			}
		}
	}
}

// TestSlowClientIsCutOff: a client that sends its request body slowly, or
// never reads the answer, loses its connection once the timeouts pass.
func TestSlowClientIsCutOff(t *testing.T) {
	if d := defaultTimeouts(); d.read <= 0 || d.write <= 0 || d.idle <= 0 || d.readHeader <= 0 {
		t.Fatalf("the viewer's timeouts must all be set: %+v", d)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	short := timeouts{readHeader: 200 * time.Millisecond, read: 300 * time.Millisecond, write: 300 * time.Millisecond, idle: 300 * time.Millisecond}
	h := loopbackOnly(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.Copy(io.Discard, r.Body) }))
	go serve(ctx, ln, h, short)

	c, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	// Headers promise a body that comes one byte a while.
	io.WriteString(c, "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n")
	start := time.Now()
	closed := false
	for time.Since(start) < 5*time.Second {
		if _, err := c.Write([]byte("x")); err != nil {
			closed = true
			break
		}
		c.SetReadDeadline(time.Now().Add(50 * time.Millisecond))
		if _, err := bufio.NewReader(c).ReadByte(); err == io.EOF {
			closed = true
			break
		}
	}
	if !closed {
		t.Fatal("a client trickling its body kept the connection for 5 s")
	}
}
