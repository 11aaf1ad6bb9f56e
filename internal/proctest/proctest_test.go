package proctest

import (
	"os/exec"
	"testing"
)

// TestChildren: a started child is counted until it has been waited for.
func TestChildren(t *testing.T) {
	before := Children(t)
	cmd := exec.Command("sleep", "5")
	if err := cmd.Start(); err != nil {
		t.Skip("no sleep command:", err)
	}
	if n := Children(t); n != before+1 {
		t.Errorf("%d children with one started, %d before", n, before)
	}
	cmd.Process.Kill()
	cmd.Wait()
	if n := Children(t); n != before {
		t.Errorf("%d children after it ended, %d before", n, before)
	}
}
