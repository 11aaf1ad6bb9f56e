package web

import (
	"context"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/edagym/edagym/internal/webtest"
)

func TestHandlerServesPageAndMatch(t *testing.T) {
	data := "Game\n\nSeed 1\n\nOrkIsland 1.0\n"
	srv := httptest.NewServer(Handler(&Match{Name: "x.out", Data: []byte(data)}))
	defer srv.Close()

	resp, body := webtest.Get(t, srv.URL+"/")
	if resp.StatusCode != 200 || !strings.Contains(body, `<canvas id="board"`) {
		t.Fatalf("GET / = %d, body %.80q", resp.StatusCode, body)
	}
	if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") {
		t.Errorf("CSP = %q, want the page kept to its origin", csp)
	}
	for _, f := range []string{"parse.js", "draw.js", "app.js", "viewer.css"} {
		if resp, _ := webtest.Get(t, srv.URL+"/"+f); resp.StatusCode != 200 {
			t.Errorf("GET /%s = %d", f, resp.StatusCode)
		}
	}
	resp, body = webtest.Get(t, srv.URL+"/match")
	if resp.StatusCode != 200 || body != data || resp.Header.Get("X-Match-Name") != "x.out" {
		t.Errorf("GET /match = %d %q name %q", resp.StatusCode, body, resp.Header.Get("X-Match-Name"))
	}
}

func TestHandlerWithoutMatch(t *testing.T) {
	srv := httptest.NewServer(Handler(nil))
	defer srv.Close()
	if resp, _ := webtest.Get(t, srv.URL+"/match"); resp.StatusCode != http.StatusNotFound {
		t.Errorf("GET /match without a match = %d, want 404", resp.StatusCode)
	}
}

// TestPageIsSelfContained checks that no file of the page refers to another
// origin (no CDN, no fonts, nothing fetched from the network).
func TestPageIsSelfContained(t *testing.T) {
	err := fs.WalkDir(Static(), ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(Static(), path)
		if err != nil {
			return err
		}
		for _, bad := range []string{"http://", "https://", "//cdn", "@import"} {
			if strings.Contains(string(b), bad) {
				t.Errorf("%s refers to %q", path, bad)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestServeStopsWithContext(t *testing.T) {
	ln, url, err := Listen(0)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Errorf("url %q is not on 127.0.0.1", url)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- Serve(ctx, ln, Handler(nil)) }()
	if resp, _ := webtest.Get(t, url); resp.StatusCode != 200 {
		t.Fatalf("GET %s = %d", url, resp.StatusCode)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Serve returned %v after the context ended, want nil", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Serve did not stop when its context ended")
	}
}
