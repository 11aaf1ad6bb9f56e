package remote

import (
	"bytes"
	"encoding/binary"
	"fmt"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/edagym/edagym/env"
)

// Request is one client message: exactly one field is set, named by the
// map's only key.
type Request struct {
	Hello  *Hello        `msgpack:"hello,omitempty"`
	Create *Create       `msgpack:"create,omitempty"`
	Reset  *Reset        `msgpack:"reset,omitempty"`
	Step   *Step         `msgpack:"step,omitempty"`
	Close  *CloseRequest `msgpack:"close,omitempty"`
	Render *Render       `msgpack:"render,omitempty"`
}

// Hello opens a connection: the client's protocol version and name.
type Hello struct {
	Protocol int    `msgpack:"protocol"`
	Client   string `msgpack:"client,omitempty"`
	// Token is the server's shared secret, when it has one (--token).
	Token string `msgpack:"token,omitempty"`
}

// Create builds a VecEnv on the server.
type Create struct {
	Game    string `msgpack:"game"`
	NumEnvs int    `msgpack:"num_envs"`
	Mode    string `msgpack:"mode,omitempty"` // "units" (default), "board", "plan" or "facts": every game offers each; Ork Island also "roadplan"
	// Seats: "learner" or a player name ("Null", "Dummy", "nn:path", ...),
	// one per player; EnvSeats, when set, gives each env its own list.
	Seats    []string   `msgpack:"seats,omitempty"`
	EnvSeats [][]string `msgpack:"env_seats,omitempty"`
	Reward   *Reward    `msgpack:"reward,omitempty"`
	Seed     int64      `msgpack:"seed,omitempty"`
	Workers  int        `msgpack:"workers,omitempty"`
	// First is the index of this VecEnv's first match in a batch the client
	// splits over several servers: seeds derive from first + i, so the
	// split plays the matches one server would (env.VecConfig.FirstIndex).
	First int `msgpack:"first,omitempty"`
	// Config: nil for the game's default.cnf, a string holding a whole .cnf
	// text, or a map of setting names to values overriding the default's.
	Config any `msgpack:"config,omitempty"`
	// Warnings: report the engines' warnings about refused orders in every
	// reply (for tests of masks; off by default).
	Warnings bool `msgpack:"warnings,omitempty"`
	// Shm asks for the batch tensors in a shared-memory file instead of in
	// the replies (a client on the same machine; see docs/protocol.md).
	Shm bool `msgpack:"shm,omitempty"`
}

// Reward is env.RewardConfig on the wire.
type Reward struct {
	Terminal string  `msgpack:"terminal,omitempty"`
	Shaping  float64 `msgpack:"shaping"`
	Units    float64 `msgpack:"units,omitempty"`
	Rounds   float64 `msgpack:"rounds,omitempty"`
}

// Reset starts every env's episode: from one base seed, or one seed per env.
// Neither: the create seed on the first reset, then one more each time.
type Reset struct {
	Env   int     `msgpack:"env"`
	Seed  *int64  `msgpack:"seed,omitempty"`
	Seeds []int64 `msgpack:"seeds,omitempty"`
}

// Step applies actions, an int32 tensor [num_agents, slots].
type Step struct {
	Env     int     `msgpack:"env"`
	Actions *Tensor `msgpack:"actions"`
}

// Render asks for the state of one match of a VecEnv (Index), or of every
// match, as text.
type Render struct {
	Env   int  `msgpack:"env"`
	Index *int `msgpack:"index,omitempty"`
}

// RenderReply holds one MatchText per match asked for.
type RenderReply struct {
	Env     int         `msgpack:"env"`
	Matches []MatchText `msgpack:"matches"`
}

// MatchText is a match's state: its round, seed and scores, and the text
// its match file holds for the current round (the game's own format).
type MatchText struct {
	Index  int    `msgpack:"index"`
	Round  int    `msgpack:"round"`
	Rounds int    `msgpack:"rounds"`
	Seed   int32  `msgpack:"seed"`
	Scores []int  `msgpack:"scores"`
	Text   string `msgpack:"text"`
}

// CloseRequest closes one VecEnv.
type CloseRequest struct {
	Env int `msgpack:"env"`
}

// Tensor is an n-dimensional array on the wire: little-endian, C order.
type Tensor struct {
	DType string `msgpack:"dtype"`
	Shape []int  `msgpack:"shape"`
	Data  []byte `msgpack:"data,omitempty"`
	// In shared memory (replies of shm VecEnvs only): where the bytes are.
	Offset int `msgpack:"offset,omitempty"`
	NBytes int `msgpack:"nbytes,omitempty"`
}

// Error types of error replies.
const (
	ErrBadMessage    = "bad_message"     // not a msgpack map, or not a known request, or missing fields
	ErrBadVersion    = "bad_version"     // the handshake's protocol version is not ours, or no handshake
	ErrFrameTooLarge = "frame_too_large" // over the server's limit: the connection closes
	ErrUnknownGame   = "unknown_game"
	ErrBadSeat       = "bad_seat"     // an unknown player name or a wrong number of seats
	ErrBadConfig     = "bad_config"   // a .cnf that does not parse, or an unknown override
	ErrBadValue      = "bad_value"    // a number out of range (num_envs, seed, workers, mode, reward, action value)
	ErrBadShape      = "bad_shape"    // a tensor of the wrong dtype, shape or length
	ErrUnknownEnv    = "unknown_env"  // no VecEnv with that id on this connection
	ErrNotReset      = "not_reset"    // step before the first reset
	ErrTooLarge      = "too_large"    // a VecEnv whose replies would exceed the frame limit
	ErrLimit         = "limit"        // over a connection's or the server's envs or memory
	ErrBusy          = "busy"         // the server is full (connections, frame memory): the connection closes
	ErrUnauthorized  = "unauthorized" // a missing or wrong token in hello: the connection closes
	ErrShmFull       = "shm_full"     // no room in /dev/shm for a create's shared-memory batches
	ErrInternal      = "internal"
)

// Error is a typed error reply.
type Error struct {
	Type    string `msgpack:"type"`
	Message string `msgpack:"message"`
}

func (e *Error) Error() string { return e.Type + ": " + e.Message }

func errorf(typ, format string, args ...any) *Error {
	return &Error{Type: typ, Message: fmt.Sprintf(format, args...)}
}

// DecodeRequest decodes a frame's payload into a request with exactly one
// field set. It never panics; any problem is a bad_message Error.
func DecodeRequest(frame []byte) (req Request, err error) {
	if len(frame) == 0 || !isMap(frame[0]) {
		return req, errorf(ErrBadMessage, "a request is a msgpack map with one key")
	}
	if err := checkWellFormed(frame); err != nil {
		return req, err
	}
	if n := mapLen(frame); n != 1 {
		return req, errorf(ErrBadMessage, "a request is a map with exactly one key (hello, create, reset, step, render or close), got %d keys", n)
	}
	// The msgpack library panics on some well-formed but odd inputs (a
	// repeated key whose first value set an interface field to a slice).
	defer func() {
		if p := recover(); p != nil {
			req, err = Request{}, errorf(ErrBadMessage, "undecodable request: %v", p)
		}
	}()
	d := msgpack.NewDecoder(bytes.NewReader(frame))
	// A misspelt field ("num_env") would otherwise be dropped in silence and
	// the request answered as if it were absent.
	d.DisallowUnknownFields(true)
	if err := d.Decode(&req); err != nil {
		return Request{}, errorf(ErrBadMessage, "%v", err)
	}
	n := 0
	for _, set := range []bool{req.Hello != nil, req.Create != nil, req.Reset != nil, req.Step != nil, req.Close != nil, req.Render != nil} {
		if set {
			n++
		}
	}
	if n != 1 {
		return Request{}, errorf(ErrBadMessage, "a request names exactly one of hello, create, reset, step, render, close (got %d)", n)
	}
	return req, nil
}

// isMap tells whether c starts a msgpack map.
func isMap(c byte) bool { return c&0xf0 == 0x80 || c == 0xde || c == 0xdf }

// mapLen is the entry count of the well-formed map that b starts with.
func mapLen(b []byte) int {
	switch b[0] {
	case 0xde:
		return int(binary.BigEndian.Uint16(b[1:]))
	case 0xdf:
		return int(binary.BigEndian.Uint32(b[1:]))
	}
	return int(b[0] & 0x0f)
}

// CreateReply is the reply to create: the VecEnv's id and layout.
type CreateReply struct {
	Env            int            `msgpack:"env"`
	Spec           *env.Spec      `msgpack:"spec"`
	NumEnvs        int            `msgpack:"num_envs"`
	NumAgents      int            `msgpack:"num_agents"`
	LearnersPerEnv int            `msgpack:"learners_per_env"`
	LearnerSeats   []int          `msgpack:"learner_seats"` // the seat of each agent
	Mask           env.TensorSpec `msgpack:"action_mask"`
	Action         env.TensorSpec `msgpack:"action"`
	Workers        int            `msgpack:"workers"`
	Shm            *ShmInfo       `msgpack:"shm,omitempty"`
}

// ShmInfo names the shared-memory file of a VecEnv created with shm: the
// client maps Size bytes of Path read-only (and may remove the file once
// mapped). Reply tensors then hold {dtype, shape, offset, nbytes}.
type ShmInfo struct {
	Path string `msgpack:"path"`
	Size int    `msgpack:"size"`
}

// HelloReply answers hello.
type HelloReply struct {
	Protocol int      `msgpack:"protocol"`
	Server   string   `msgpack:"server"`
	Games    []string `msgpack:"games"`
	MaxFrame int      `msgpack:"max_frame"`
}
