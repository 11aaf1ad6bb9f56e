package remote

import (
	"bytes"
	"testing"
)

// TestFirstSplitsABatch: five matches created as one VecEnv, or as two
// (three, then two with first 3) as a client splits them over two servers,
// give the same batches, rows for rows, from a base seed and through the
// autoresets of 6-round matches.
func TestFirstSplitsABatch(t *testing.T) {
	c := serve(t)
	whole := mustCreate(t, c, smallCreate(5))
	a := mustCreate(t, c, smallCreate(3))
	second := smallCreate(2)
	second.First = 3
	b := mustCreate(t, c, second)
	S := whole.Spec.Slots
	rows := func(rep *BatchReply) [][]byte {
		var out [][]byte
		for _, o := range whole.Spec.Obs {
			out = append(out, rep.Obs[o.Name].Data)
		}
		return append(out, rep.ActionMask.Data, rep.Reward.Data)
	}
	check := func(step int, w, x, y *BatchReply) {
		for k, all := range rows(w) {
			parts := append(append([]byte{}, rows(x)[k]...), rows(y)[k]...)
			if !bytes.Equal(all, parts) {
				t.Fatalf("step %d: tensor %d of the split batch differs from the whole's", step, k)
			}
		}
	}
	w, x, y := mustReset(t, c, whole.Env, 8), mustReset(t, c, a.Env, 8), mustReset(t, c, b.Env, 8)
	check(0, w, x, y)
	idle := func(n int) *Tensor {
		v := make([]int32, n*S)
		for i := range v {
			v[i] = int32(whole.Spec.Actions - 1)
		}
		return Int32Tensor(v, n, S)
	}
	for step := 1; step <= 14; step++ {
		for _, p := range []struct {
			id, n int
			dst   **BatchReply
		}{{whole.Env, 5, &w}, {a.Env, 3, &x}, {b.Env, 2, &y}} {
			rep, err := c.Call(Request{Step: &Step{Env: p.id, Actions: idle(p.n)}})
			if err != nil {
				t.Fatal(err)
			}
			*p.dst = rep.Step
		}
		check(step, w, x, y)
	}
	bad := smallCreate(1)
	bad.First = -1
	if _, err := c.Call(Request{Create: bad}); err == nil || err.(*Error).Type != ErrBadValue {
		t.Fatalf("first -1: %v, want bad_value", err)
	}
}
