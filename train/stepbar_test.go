package train

import (
	"strings"
	"testing"
)

// TestStepBarCountsThisSitting: a run resumed at step 1,000,000 of
// 2,000,000 shows this sitting's steps, so its rate is not the earlier
// steps divided by a second.
func TestStepBarCountsThisSitting(t *testing.T) {
	var out strings.Builder
	bar := newStepBar(&out, 1_000_000, 2_000_000)
	if err := bar.Set64(2048); err != nil {
		t.Fatal(err)
	}
	if err := bar.RenderBlank(); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{"resumed at step 1000000", "2048/1000000"} {
		if !strings.Contains(got, want) {
			t.Errorf("bar %q lacks %q", got, want)
		}
	}
}
