// Package webtest fetches pages in tests of the HTTP servers (the viewer's
// handler, play --view).
package webtest

import (
	"io"
	"net/http"
	"testing"
)

// Get fetches url and reads the whole body; an error fails the test.
func Get(t testing.TB, url string) (*http.Response, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, string(body)
}
