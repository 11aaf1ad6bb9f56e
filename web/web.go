// Package web is the match viewer: a self-contained page (plain HTML, JS and
// CSS in static/, no build step, nothing fetched from the network) embedded in
// the binary, which reads the match files of the four games in their original
// format, plain or gzip, and plays them back on a canvas.
//
// Handler serves the page and, optionally, one match file at ./match, which
// the page loads on start; without one, the page waits for a file to be
// chosen or dropped. `edagym view` and `edagym play --view` use Listen and
// Serve to run it on 127.0.0.1.
package web

import (
	"context"
	"embed"
	"errors"
	"io/fs"
	"net"
	"net/http"
	"path/filepath"
	"strconv"
	"time"

	"github.com/edagym/edagym/internal/infile"
)

//go:embed static
var static embed.FS

// Static returns the page's files: index.html, parse.js, draw.js, app.js and
// viewer.css. They can also be opened straight from disk (file://).
func Static() fs.FS {
	sub, err := fs.Sub(static, "static")
	if err != nil {
		panic(err) // the embedded tree always has static/
	}
	return sub
}

// Match is a match file to serve, as it is on disk (plain or gzip).
type Match struct {
	Name string // shown in the page, e.g. "default-demo-s1.out.gz"
	Data []byte
}

// LoadMatch reads a match file. Its content is checked by the page, which
// explains what is wrong with a bad file.
func LoadMatch(path string) (*Match, error) {
	data, err := infile.Read(path, infile.Match)
	if err != nil {
		return nil, err
	}
	return &Match{Name: filepath.Base(path), Data: data}, nil
}

// csp keeps the page to its own origin: it cannot fetch anything else.
const csp = "default-src 'self'; img-src 'self' data: blob:; object-src 'none'; base-uri 'none'; form-action 'none'"

// Handler serves the page at / and, when m is not nil, the match at /match
// (404 otherwise). The match is sent byte for byte; the page detects gzip.
// Only requests addressed to this machine by name (localhost, 127.0.0.1,
// [::1]) are answered: see loopbackOnly.
func Handler(m *Match) http.Handler {
	return loopbackOnly(handler(m))
}

func handler(m *Match) http.Handler {
	mux := http.NewServeMux()
	files := http.FileServerFS(Static())
	mux.HandleFunc("GET /", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", csp)
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
	mux.HandleFunc("GET /match", func(w http.ResponseWriter, r *http.Request) {
		if m == nil {
			http.Error(w, "no match file is served; open one in the page", http.StatusNotFound)
			return
		}
		h := w.Header()
		h.Set("Content-Type", "application/octet-stream")
		h.Set("Cache-Control", "no-store")
		h.Set("X-Match-Name", m.Name)
		h.Set("Content-Length", strconv.Itoa(len(m.Data)))
		w.Write(m.Data)
	})
	return mux
}

// Listen opens a TCP listener on 127.0.0.1:port (a free port when port is 0)
// and returns it with the page's URL.
func Listen(port int) (net.Listener, string, error) {
	ln, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
	if err != nil {
		return nil, "", err
	}
	return ln, "http://" + ln.Addr().String() + "/", nil
}

// Serve serves h on ln until ctx is done, then shuts the server down and
// returns nil. It returns the server's error if it stops by itself.
func Serve(ctx context.Context, ln net.Listener, h http.Handler) error {
	return serve(ctx, ln, h, defaultTimeouts())
}

func serve(ctx context.Context, ln net.Listener, h http.Handler, t timeouts) error {
	srv := t.server(h)
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		err := srv.Shutdown(sctx)
		if e := <-done; !errors.Is(e, http.ErrServerClosed) && err == nil {
			err = e
		}
		return err
	}
}
