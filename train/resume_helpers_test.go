package train

import (
	"testing"

	"github.com/edagym/edagym/policies"
)

// reloaded is tr's full checkpoint after a trip through its file format.
func reloaded(t *testing.T, tr *Trainer) *policies.Checkpoint {
	t.Helper()
	var ck *policies.Checkpoint
	data, err := tr.Checkpoint(false).Encode()
	if err == nil {
		ck, err = policies.Decode(data)
	}
	if err != nil {
		t.Fatal(err)
	}
	return ck
}

// resumed is a trainer resuming ck under cfg, closed with the test.
func resumed(t *testing.T, cfg Config, ck *policies.Checkpoint) *Trainer {
	t.Helper()
	re, err := New(cfg, ck)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(re.Close)
	return re
}
