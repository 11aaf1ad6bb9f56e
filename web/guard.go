package web

import (
	"net"
	"net/http"
	"strings"
	"time"
)

// loopbackOnly answers only requests whose Host is this machine by name or
// address. The viewer listens on 127.0.0.1, but a page from anywhere can
// make a browser connect there under its own host name by DNS rebinding
// (evil.example resolving to 127.0.0.1), and the same-origin policy would
// then let it read /match. Such a request carries evil.example as its Host
// and is refused here.
func loopbackOnly(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !isLoopbackHost(r.Host) {
			http.Error(w, "edagym view answers only requests to localhost, 127.0.0.1 or [::1]", http.StatusForbidden)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// isLoopbackHost reports whether a Host header ("name" or "name:port")
// names this machine.
func isLoopbackHost(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// timeouts bound how long one connection may hold the server: a client that
// sends its request or reads the answer slowly, or keeps an idle
// connection open, is cut off instead of tying up a goroutine forever.
type timeouts struct {
	readHeader, read, write, idle time.Duration
}

// defaultTimeouts are generous for a browser on the same machine: the
// largest match (infile.Match) goes over loopback in well under a minute.
func defaultTimeouts() timeouts {
	return timeouts{readHeader: 10 * time.Second, read: 30 * time.Second, write: 2 * time.Minute, idle: 2 * time.Minute}
}

func (t timeouts) server(h http.Handler) *http.Server {
	return &http.Server{Handler: h, ReadHeaderTimeout: t.readHeader, ReadTimeout: t.read, WriteTimeout: t.write, IdleTimeout: t.idle}
}
