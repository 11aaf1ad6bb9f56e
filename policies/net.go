package policies

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/edagym/edagym/env"
)

// NetConfig is the network's shape: two hidden layers with tanh.
type NetConfig struct {
	Hidden1 int `msgpack:"hidden1" mapstructure:"hidden1" json:"hidden1"`
	Hidden2 int `msgpack:"hidden2" mapstructure:"hidden2" json:"hidden2"`
	// Context adds the agent's mean first-layer vector to every unit's
	// second layer (through its own weights Wc), so that each unit sees a
	// summary of its whole team.
	Context bool `msgpack:"context,omitempty" mapstructure:"context" json:"context,omitempty"`
	// Critic is what the value head reads: "globals" (the default where the
	// spec has a globals tensor) is a small MLP over the match's globals;
	// "pooled" (checkpoints from before globals) is mean(h2)·Wv. A pooled
	// critic sees every unit's crop, so it picks up values of places and
	// unit states that merely go with winning (Dominator: captured units are
	// reborn at home, so units near home "look" good); the policy then
	// learns to move units there, and PPO with GAE learns backwards. A
	// critic of the globals can only be raised by gaining what is scored.
	Critic string `msgpack:"critic,omitempty" mapstructure:"critic" json:"critic,omitempty"`
}

// The critics.
const (
	CriticGlobals = "globals"
	CriticPooled  = "pooled"
)

// resolve fills the default critic for a layout: globals where it has them.
func (c NetConfig) resolve(l Layout) NetConfig {
	if c.Critic == "" {
		c.Critic = CriticPooled
		if l.Globals >= 0 {
			c.Critic = CriticGlobals
		}
	}
	return c
}

// SameNet reports whether two configs make the same network over layout l
// (an unset critic being the default one).
func SameNet(a, b NetConfig, l Layout) bool { return a.resolve(l) == b.resolve(l) }

// DefaultNet is a small network: fast on a CPU, well under 1 MB of weights.
var DefaultNet = NetConfig{Hidden1: 64, Hidden2: 64}

// Validate checks the sizes.
func (c NetConfig) Validate() error {
	if c.Hidden1 < 1 || c.Hidden2 < 1 || c.Hidden1 > 4096 || c.Hidden2 > 4096 {
		return fmt.Errorf("policies: hidden sizes %d, %d: want 1 to 4096", c.Hidden1, c.Hidden2)
	}
	switch c.Critic {
	case "", CriticGlobals, CriticPooled:
		return nil
	}
	return fmt.Errorf("policies: critic %q: want %s or %s", c.Critic, CriticGlobals, CriticPooled)
}

// validateFor checks a resolved config against a layout.
func (c NetConfig) validateFor(l Layout) error {
	if err := c.Validate(); err != nil {
		return err
	}
	if c.Critic == CriticGlobals && l.Globals < 0 {
		return fmt.Errorf("policies: the globals critic needs a %q observation", env.GlobalsTensor)
	}
	return nil
}

// Net is the per-unit policy and value network. Every unit row x (its crop
// scaled per channel, flattened, then its features) goes through the same
// weights:
//
//	h1 = tanh(x·W1 + b1), h2 = tanh(h1·W2 + b2), logits = h2·W3 + b3
//
// and the value of the agent is tanh(g·Wg + bg)·Wv + bv over the match's
// globals g (the globals critic), or mean(h2 over occupied slots)·Wv + bv
// (the pooled critic). With Config.Context, h2 = tanh(h1·W2 + mean(h1 over
// occupied slots)·Wc + b2). Params holds every weight in one slice (W1, b1,
// W2, b2, W3, b3, Wv, bv, Wg, bg, Wc), so the optimizer, gradient clipping
// and checkpoints see one vector.
type Net struct {
	Config NetConfig
	Layout Layout
	// Scale is the factor of each crop channel: 1 for planes seen as 0/1,
	// 1/255 for intensity planes (see Calibrate).
	Scale  []float32
	Params []float32
	off    offsets
}

type offsets struct{ w1, b1, w2, b2, w3, b3, wv, bv, wg, bg, wc, n int }

func (n *Net) computeOffsets() {
	D, H1, H2, A := n.Layout.Input(), n.Config.Hidden1, n.Config.Hidden2, n.Layout.Actions
	o := &n.off
	o.w1 = 0
	o.b1 = o.w1 + D*H1
	o.w2 = o.b1 + H1
	o.b2 = o.w2 + H1*H2
	o.w3 = o.b2 + H2
	o.b3 = o.w3 + H2*A
	o.wv = o.b3 + A
	o.bv = o.wv + H2
	o.wg = o.bv + 1
	o.bg = o.wg
	if n.Config.Critic == CriticGlobals {
		o.bg += n.Layout.GlobLen * H2
	}
	o.wc = o.bg
	if n.Config.Critic == CriticGlobals {
		o.wc += H2
	}
	o.n = o.wc
	if n.Config.Context {
		o.n += H1 * H2
	}
}

// NumParams is the number of weights for a layout and config.
func NumParams(l Layout, c NetConfig) int {
	n := &Net{Layout: l, Config: c.resolve(l)}
	n.computeOffsets()
	return n.off.n
}

// NewNet makes a network for a spec with weights drawn from seed. Scale
// starts at 1 for every channel; Calibrate sets it from observations.
func NewNet(spec *env.Spec, c NetConfig, seed uint64) (*Net, error) {
	l, err := NewLayout(spec)
	if err != nil {
		return nil, err
	}
	c = c.resolve(l)
	if err := c.validateFor(l); err != nil {
		return nil, err
	}
	n := &Net{Config: c, Layout: l, Scale: make([]float32, l.Channels)}
	for i := range n.Scale {
		n.Scale[i] = 1
	}
	n.computeOffsets()
	n.Params = make([]float32, n.off.n)
	n.Init(seed, float64(l.Input()))
	return n, nil
}

// Init draws the weights: W1 ~ N(0, 1/inputPower) where inputPower is the
// expected squared norm of an input row, W2 ~ N(0, 1/H1), the policy head
// small (logits near 0, so the first policy is near uniform), Wv ~ N(0, 1/H2)
// and zero biases.
func (n *Net) Init(seed uint64, inputPower float64) {
	r := rand.New(rand.NewPCG(seed, 0x6e6574))
	clear(n.Params)
	fill := func(w []float32, std float64) {
		for i := range w {
			w[i] = float32(r.NormFloat64() * std)
		}
	}
	H1, H2 := n.Config.Hidden1, n.Config.Hidden2
	fill(n.W1(), 1/math.Sqrt(max(inputPower, 1)))
	w2std := 1 / math.Sqrt(float64(H1))
	if n.Config.Context {
		w2std = 1 / math.Sqrt(float64(2*H1))
	}
	fill(n.W2(), w2std)
	fill(n.W3(), 0.01/math.Sqrt(float64(H2)))
	fill(n.Wv(), 1/math.Sqrt(float64(H2)))
	fill(n.Wg(), 1/math.Sqrt(float64(max(n.Layout.GlobLen, 1))))
	fill(n.Wc(), 1/math.Sqrt(float64(2*H1)))
}

// ValueHead is the range of Params holding the value head (Wv, bv, and the
// globals critic's Wg, bg).
func (n *Net) ValueHead() (lo, hi int) { return n.off.wv, n.off.wc }

// PolicyLayers is the range of Params holding the policy's last layers
// (1: the head W3, b3; 2: also W2, b2; 3: also W1, b1), the weights greedy
// play reads apart from Context's Wc.
func (n *Net) PolicyLayers(layers int) (lo, hi int) {
	lo = [...]int{n.off.w3, n.off.w2, n.off.w1}[min(max(layers, 1), 3)-1]
	return lo, n.off.wv
}

// Views of Params.
func (n *Net) W1() []float32 { return n.Params[n.off.w1:n.off.b1] }
func (n *Net) B1() []float32 { return n.Params[n.off.b1:n.off.w2] }
func (n *Net) W2() []float32 { return n.Params[n.off.w2:n.off.b2] }
func (n *Net) B2() []float32 { return n.Params[n.off.b2:n.off.w3] }
func (n *Net) W3() []float32 { return n.Params[n.off.w3:n.off.b3] }
func (n *Net) B3() []float32 { return n.Params[n.off.b3:n.off.wv] }
func (n *Net) Wv() []float32 { return n.Params[n.off.wv:n.off.bv] }
func (n *Net) Bv() []float32 { return n.Params[n.off.bv:n.off.wg] }
func (n *Net) Wg() []float32 { return n.Params[n.off.wg:n.off.bg] } // empty with the pooled critic
func (n *Net) Bg() []float32 { return n.Params[n.off.bg:n.off.wc] }
func (n *Net) Wc() []float32 { return n.Params[n.off.wc:n.off.n] } // empty without Context

// Calibrate sets each channel's scale from a batch of observations (crops of
// [agents, U, C, ...] uint8 with unit_mask [agents, U]): a channel whose
// values go above 1 is an intensity and is scaled by 1/255; others keep 1.
// It returns the mean squared norm of the scaled input rows, for Init.
func (n *Net) Calibrate(crops, feats []byte, units []uint8) float64 {
	l := n.Layout
	area := l.CropLen / l.Channels
	maxv := make([]uint8, l.Channels)
	for s, on := range units {
		if on == 0 {
			continue
		}
		row := crops[s*l.CropLen : (s+1)*l.CropLen]
		for i, v := range row {
			maxv[i/area] = max(maxv[i/area], v)
		}
	}
	for c, m := range maxv {
		n.Scale[c] = 1
		if m > 1 {
			n.Scale[c] = 1.0 / 255
		}
	}
	f := env.Float32s(feats)
	sum, rows := 0.0, 0
	for s, on := range units {
		if on == 0 {
			continue
		}
		rows++
		for i, v := range crops[s*l.CropLen : (s+1)*l.CropLen] {
			x := float64(v) * float64(n.Scale[i/area])
			sum += x * x
		}
		for _, v := range f[s*l.Features : (s+1)*l.Features] {
			sum += float64(v) * float64(v)
		}
	}
	if rows == 0 {
		return float64(l.Input())
	}
	return sum / float64(rows)
}

// Clone copies the network.
func (n *Net) Clone() *Net {
	c := *n
	c.Scale = append([]float32(nil), n.Scale...)
	c.Params = append([]float32(nil), n.Params...)
	return &c
}

// WithCritic is n with another value head: the same policy (W1 to b3, Wc,
// Scale) and a fresh critic of the given kind drawn from seed. A run can
// start from a checkpoint trained with the pooled critic and train a
// globals critic instead.
func (n *Net) WithCritic(critic string, seed uint64) (*Net, error) {
	c := n.Config
	c.Critic = critic
	c = c.resolve(n.Layout)
	if err := c.validateFor(n.Layout); err != nil {
		return nil, err
	}
	out := &Net{Config: c, Layout: n.Layout, Scale: append([]float32(nil), n.Scale...)}
	out.computeOffsets()
	out.Params = make([]float32, out.off.n)
	out.Init(seed, float64(n.Layout.Input()))
	copy(out.Params[:out.off.wv], n.Params[:n.off.wv])
	copy(out.Wc(), n.Wc())
	return out, nil
}
