package policies

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math"
	"os"
	"path/filepath"

	"github.com/vmihailenco/msgpack/v5"
	"github.com/vmihailenco/msgpack/v5/msgpcode"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/internal/infile"
	"github.com/edagym/edagym/internal/outfile"
)

// FormatVersion is the checkpoint format this code reads and writes.
const FormatVersion = 1

const magic = "edagym-checkpoint"

// OptimState is Adam's state: the step count and the moment estimates, one
// per weight.
type OptimState struct {
	Step int64  `msgpack:"step"`
	M    Floats `msgpack:"m"`
	V    Floats `msgpack:"v"`
}

// Floats is a float32 vector stored as msgpack bin: little-endian IEEE
// 754, 4 bytes a value (msgpack's own float32 takes 5).
type Floats []float32

// EncodeMsgpack implements msgpack.CustomEncoder.
func (f Floats) EncodeMsgpack(enc *msgpack.Encoder) error {
	b := make([]byte, 4*len(f))
	for i, v := range f {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(v))
	}
	return enc.EncodeBytes(b)
}

// DecodeMsgpack implements msgpack.CustomDecoder; it also reads a plain
// msgpack array of floats.
func (f *Floats) DecodeMsgpack(dec *msgpack.Decoder) error {
	if c, err := dec.PeekCode(); err == nil && (msgpcode.IsFixedArray(c) || c == msgpcode.Array16 || c == msgpcode.Array32) {
		var v []float32
		if err := dec.Decode(&v); err != nil {
			return err
		}
		*f = v
		return nil
	}
	b, err := dec.DecodeBytes()
	if err != nil {
		return err
	}
	if len(b)%4 != 0 {
		return fmt.Errorf("float32 vector of %d bytes", len(b))
	}
	out := make([]float32, len(b)/4)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	*f = out
	return nil
}

// Checkpoint is everything a run needs to resume, or a player to play: the
// spec the network was built for, its config and weights, the optimizer
// state (omitted in slim player checkpoints), how far training went and the
// metrics so far.
type Checkpoint struct {
	Game    string             `msgpack:"game"`
	Spec    env.Spec           `msgpack:"spec"`
	Net     NetConfig          `msgpack:"net"`
	Scale   Floats             `msgpack:"scale"`
	Params  Floats             `msgpack:"params"`
	Optim   *OptimState        `msgpack:"optim,omitempty"`
	Steps   int64              `msgpack:"steps"`   // env-steps of the learner so far
	Updates int                `msgpack:"updates"` // PPO updates so far
	Seed    uint64             `msgpack:"seed"`
	Config  []byte             `msgpack:"config"`            // the training config, as JSON
	Metrics []map[string]any   `msgpack:"metrics,omitempty"` // one record per update
	Extra   map[string]float64 `msgpack:"extra,omitempty"`
	// Episodes is how many episodes training finished, and Recent the
	// last ones (up to 100): a resumed run reports its statistics over
	// them until new episodes finish, instead of zeros.
	Episodes int             `msgpack:"episodes,omitempty"`
	Recent   []EpisodeResult `msgpack:"recent,omitempty"`
	// League is a league run's pool (its members and results, JSON), so a
	// resumed run draws from the same pool.
	League []byte `msgpack:"league,omitempty"`
}

// EpisodeResult is how one training episode ended for the learner.
type EpisodeResult struct {
	Return float64 `msgpack:"return"`
	Place  float64 `msgpack:"place"`
	Win    bool    `msgpack:"win"`
}

// envelope is the file: a magic string, the format version, a CRC-32 of the
// payload (the msgpack-encoded Checkpoint) and the payload.
type envelope struct {
	Magic   string `msgpack:"magic"`
	Version int    `msgpack:"version"`
	CRC     uint32 `msgpack:"crc32"`
	Payload []byte `msgpack:"payload"`
}

// NewCheckpoint records a network.
func NewCheckpoint(n *Net, spec *env.Spec) *Checkpoint {
	return &Checkpoint{Game: spec.Game, Spec: *spec, Net: n.Config,
		Scale: append([]float32(nil), n.Scale...), Params: append([]float32(nil), n.Params...)}
}

// Encode is the checkpoint file's bytes.
func (c *Checkpoint) Encode() ([]byte, error) {
	payload, err := msgpack.Marshal(c)
	if err != nil {
		return nil, err
	}
	return msgpack.Marshal(&envelope{Magic: magic, Version: FormatVersion, CRC: crc32.ChecksumIEEE(payload), Payload: payload})
}

// Save writes the checkpoint through outfile: beside path, synced, then
// renamed over it, so a crash leaves the old checkpoint or the new one.
func (c *Checkpoint) Save(path string) error {
	data, err := c.Encode()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return outfile.WriteFile(path, data)
}

// Load reads and checks a checkpoint file.
func Load(path string) (*Checkpoint, error) {
	data, err := infile.Read(path, infile.Checkpoint)
	if err != nil {
		return nil, err
	}
	c, err := Decode(data)
	if err != nil {
		return nil, fmt.Errorf("checkpoint %s: %w", path, err)
	}
	return c, nil
}

// ErrNotCheckpoint is returned for a file that is not an edagym checkpoint.
var ErrNotCheckpoint = errors.New("not an edagym checkpoint")

// Decode parses and checks a checkpoint: magic, version, checksum (a
// corrupt or truncated file fails here), then that the weights fit the spec
// and network config.
func Decode(data []byte) (*Checkpoint, error) {
	var e envelope
	dec := msgpack.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&e); err != nil {
		if len(data) == 0 {
			return nil, fmt.Errorf("empty file: %w", ErrNotCheckpoint)
		}
		return nil, fmt.Errorf("truncated or corrupt (%v): %w", err, ErrNotCheckpoint)
	}
	if e.Magic != magic {
		return nil, ErrNotCheckpoint
	}
	if e.Version != FormatVersion {
		return nil, fmt.Errorf("format version %d, this edagym reads version %d", e.Version, FormatVersion)
	}
	if got := crc32.ChecksumIEEE(e.Payload); got != e.CRC {
		return nil, fmt.Errorf("corrupt: checksum %08x, the file says %08x", got, e.CRC)
	}
	c := &Checkpoint{}
	if err := msgpack.Unmarshal(e.Payload, c); err != nil {
		return nil, fmt.Errorf("corrupt payload: %v", err)
	}
	if c.Net.Critic == "" { // written before critics had a name: the pooled one
		c.Net.Critic = CriticPooled
	}
	if err := c.check(); err != nil {
		return nil, err
	}
	return c, nil
}

// check verifies that the parts agree with each other.
func (c *Checkpoint) check() error {
	if c.Game != c.Spec.Game {
		return fmt.Errorf("game %q but its spec is for %q", c.Game, c.Spec.Game)
	}
	if err := checkSpec(&c.Spec); err != nil {
		return err
	}
	l, err := NewLayout(&c.Spec)
	if err != nil {
		return err
	}
	if err := c.Net.validateFor(l); err != nil {
		return err
	}
	if want := NumParams(l, c.Net); len(c.Params) != want {
		return fmt.Errorf("%d weights, the network %d×%d over this spec has %d", len(c.Params), c.Net.Hidden1, c.Net.Hidden2, want)
	}
	if len(c.Scale) != l.Channels {
		return fmt.Errorf("%d channel scales for %d channels", len(c.Scale), l.Channels)
	}
	if o := c.Optim; o != nil && (len(o.M) != len(c.Params) || len(o.V) != len(c.Params)) {
		return fmt.Errorf("optimizer state has %d/%d moments for %d weights", len(o.M), len(o.V), len(c.Params))
	}
	return c.checkNumbers()
}

// NetFor rebuilds the network for a spec, failing clearly when the spec is
// not the one it was trained on: another game, or another crop, feature or
// action layout (the number of slots may differ: the weights are per unit).
func (c *Checkpoint) NetFor(spec *env.Spec) (*Net, error) {
	if spec.Game != c.Game {
		return nil, fmt.Errorf("checkpoint is for %s, not %s", c.Game, spec.Game)
	}
	if spec.Mode != c.Spec.Mode {
		return nil, fmt.Errorf("checkpoint was trained in %s mode, not %s", c.Spec.Mode, spec.Mode)
	}
	l, err := NewLayout(spec)
	if err != nil {
		return nil, err
	}
	saved, _ := NewLayout(&c.Spec)
	if !l.Compatible(saved) {
		return nil, fmt.Errorf("checkpoint's %s observation (crops %d×%d, %d features, %d actions) differs from this one (crops %d×%d, %d features, %d actions)",
			c.Game, saved.Channels, saved.CropLen/saved.Channels, saved.Features, saved.Actions, l.Channels, l.CropLen/l.Channels, l.Features, l.Actions)
	}
	return c.WidenFor(spec) // the same rows: widened by nothing, a copy
}

// Compatible reports whether a network for layout o reads layout l: the
// same unit rows and actions, whatever the number of slots.
func (l Layout) Compatible(o Layout) bool {
	return l.Channels == o.Channels && l.CropLen == o.CropLen && l.Features == o.Features && l.Actions == o.Actions
}

func msgpackMarshal(v any) ([]byte, error)      { return msgpack.Marshal(v) }
func msgpackUnmarshal(data []byte, v any) error { return msgpack.Unmarshal(data, v) }
