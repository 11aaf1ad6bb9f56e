package remote

import (
	"unsafe"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/edagym/edagym/env"
)

// BatchReply is the reply to reset and step: every tensor is shaped
// [num_agents, ...] (agent a is env a / learners_per_env).
type BatchReply struct {
	Obs        map[string]Tensor `msgpack:"obs"`
	ActionMask Tensor            `msgpack:"action_mask"` // uint8 [A, slots, actions]
	Reward     Tensor            `msgpack:"reward"`      // float32 [A]
	Terminated Tensor            `msgpack:"terminated"`  // bool [A]
	Truncated  Tensor            `msgpack:"truncated"`   // bool [A]
	Final      Tensor            `msgpack:"final"`       // bool [A]: an episode ended here
	Episodes   []Episode         `msgpack:"episodes"`    // one per final agent, in agent order
	Warnings   []string          `msgpack:"warnings,omitempty"`
}

// Episode is a finished episode's record for one agent.
type Episode struct {
	Agent  int     `msgpack:"agent"`
	Return float64 `msgpack:"return"`
	Length int     `msgpack:"length"`
	Scores []int   `msgpack:"scores"`
	Place  float64 `msgpack:"place"`
	Seat   int     `msgpack:"seat"`
	Seed   int32   `msgpack:"seed"`
}

// replyWriter writes replies into a frameWriter with a msgpack encoder.
type replyWriter struct {
	fw  frameWriter
	enc *msgpack.Encoder
	shm *shmOffsets // while writing a shm batch
}

func newReplyWriter() *replyWriter {
	r := &replyWriter{}
	r.enc = msgpack.NewEncoder(&r.fw)
	r.enc.UseCompactInts(true)
	return r
}

// value writes a whole reply {kind: v} for small messages.
func (r *replyWriter) value(kind string, v any) error {
	r.fw.reset()
	r.enc.EncodeMapLen(1)
	r.enc.EncodeString(kind)
	return r.enc.Encode(v)
}

// errorReply writes {error: {type, message}}.
func (r *replyWriter) errorReply(e *Error) {
	r.value("error", e)
}

// tensorHeader starts a tensor map of n entries with its dtype and shape.
func (r *replyWriter) tensorHeader(n int, dtype env.DType, shape []int) *msgpack.Encoder {
	e := r.enc
	e.EncodeMapLen(n)
	e.EncodeString("dtype")
	e.EncodeString(string(dtype))
	e.EncodeString("shape")
	e.EncodeArrayLen(len(shape))
	for _, s := range shape {
		e.EncodeInt(int64(s))
	}
	return e
}

// tensor writes {dtype, shape, data} with data placed without a copy.
func (r *replyWriter) tensor(dtype env.DType, data []byte, shape ...int) {
	e := r.tensorHeader(3, dtype, shape)
	e.EncodeString("data")
	e.EncodeBytesLen(len(data))
	r.fw.payload(data)
}

// batch writes {kind: BatchReply} straight from the VecEnv's buffers.
// With shm set, tensors give their place in the shared-memory file instead.
func (r *replyWriter) batch(kind string, v *env.VecEnv, b *env.Batch, shm *shmOffsets, warnings []string) {
	r.shm = shm
	r.fw.reset()
	e := r.enc
	spec := v.Spec()
	A := v.NumAgents()
	e.EncodeMapLen(1)
	e.EncodeString(kind)
	fields := 7
	if warnings != nil {
		fields++
	}
	e.EncodeMapLen(fields)
	e.EncodeString("obs")
	e.EncodeMapLen(len(spec.Obs))
	for k, t := range spec.Obs {
		e.EncodeString(t.Name)
		r.batchTensor(t.DType, b.Obs[k], r.off(func(o *shmOffsets) int { return o.Obs[k] }), append([]int{A}, t.Shape...)...)
	}
	e.EncodeString("action_mask")
	r.batchTensor(env.Uint8, b.Mask, r.off(func(o *shmOffsets) int { return o.Mask }), A, spec.Slots, spec.Actions)
	e.EncodeString("reward")
	r.batchTensor(env.Float32, float32Bytes(b.Reward), r.off(func(o *shmOffsets) int { return o.Reward }), A)
	e.EncodeString("terminated")
	r.batchTensor("bool", boolBytes(b.Terminated), r.off(func(o *shmOffsets) int { return o.Terminated }), A)
	e.EncodeString("truncated")
	r.batchTensor("bool", boolBytes(b.Truncated), r.off(func(o *shmOffsets) int { return o.Truncated }), A)
	e.EncodeString("final")
	r.batchTensor("bool", boolBytes(b.Final), r.off(func(o *shmOffsets) int { return o.Final }), A)
	e.EncodeString("episodes")
	n := 0
	for _, f := range b.Final {
		if f {
			n++
		}
	}
	e.EncodeArrayLen(n)
	for a, f := range b.Final {
		if !f {
			continue
		}
		ep := &b.Episode[a]
		e.EncodeMapLen(7)
		e.EncodeString("agent")
		e.EncodeInt(int64(a))
		e.EncodeString("return")
		e.EncodeFloat64(ep.Return)
		e.EncodeString("length")
		e.EncodeInt(int64(ep.Length))
		e.EncodeString("scores")
		e.EncodeArrayLen(len(ep.Scores))
		for _, s := range ep.Scores {
			e.EncodeInt(int64(s))
		}
		e.EncodeString("place")
		e.EncodeFloat64(ep.Place)
		e.EncodeString("seat")
		e.EncodeInt(int64(ep.Seat))
		e.EncodeString("seed")
		e.EncodeInt(int64(ep.Seed))
	}
	if warnings != nil {
		e.EncodeString("warnings")
		e.EncodeArrayLen(len(warnings))
		for _, w := range warnings {
			e.EncodeString(w)
		}
	}
}

// off is a tensor's shm offset, or -1 without shm.
func (r *replyWriter) off(f func(o *shmOffsets) int) int {
	if r.shm == nil {
		return -1
	}
	return f(r.shm)
}

// batchTensor writes a batch tensor in the frame, or, at a shm offset >= 0,
// as {dtype, shape, offset, nbytes}.
func (r *replyWriter) batchTensor(dtype env.DType, data []byte, offset int, shape ...int) {
	if offset < 0 {
		r.tensor(dtype, data, shape...)
		return
	}
	e := r.tensorHeader(4, dtype, shape)
	e.EncodeString("offset")
	e.EncodeInt(int64(offset))
	e.EncodeString("nbytes")
	e.EncodeInt(int64(len(data)))
}

func float32Bytes(f []float32) []byte {
	if len(f) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&f[0])), 4*len(f))
}

// boolBytes views Go bools (one byte, 0 or 1) as numpy bools.
func boolBytes(b []bool) []byte {
	if len(b) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&b[0])), len(b))
}
