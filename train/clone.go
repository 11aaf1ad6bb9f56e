package train

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/policies"
)

// Behaviour cloning: a teacher plays the learner's seat in ordinary matches
// while its orders are turned back into slot actions, and the network
// learns to predict them (cross-entropy over the unit rows).
//
// The inverse of the encoder's Decode is found by probing, without knowing
// the game: with every slot on the "idle" action (the one that decodes to
// no orders), setting slot s to action k and decoding gives the one order
// (unit, direction) that pair stands for.

// inverter maps a seat's orders back to slot actions.
type inverter struct {
	enc     env.Encoder
	spec    *env.Spec
	probe   []int32
	orders  jutge.Orders
	byOrder map[jutge.Order][2]int32
}

func newInverter(enc env.Encoder) *inverter {
	s := enc.Spec()
	return &inverter{enc: enc, spec: s, probe: make([]int32, s.Slots), byOrder: map[jutge.Order][2]int32{}}
}

// idle is the action that decodes to no orders for every slot, or -1.
func (iv *inverter) idle(m env.Match, me int) int32 {
	for k := int32(iv.spec.Actions - 1); k >= 0; k-- {
		for s := range iv.probe {
			iv.probe[s] = k
		}
		iv.orders.Reset(m.NumUnits())
		iv.enc.Decode(m, me, iv.probe, &iv.orders)
		if len(iv.orders.List()) == 0 {
			return k
		}
	}
	return -1
}

// actions writes the slot actions for orders (slots the orders do not move
// stay idle; an order the mask refuses is dropped). It returns false when
// the game has no idle action.
func (iv *inverter) actions(m env.Match, me int, mask []uint8, given []jutge.Order, out []int32) bool {
	A := iv.spec.Actions
	k0 := iv.idle(m, me)
	if k0 < 0 {
		return false
	}
	clear(iv.byOrder)
	for s := range iv.probe {
		iv.probe[s] = k0
	}
	for s := 0; s < iv.spec.Slots; s++ {
		for k := 0; k < A; k++ {
			if int32(k) == k0 || mask[s*A+k] == 0 {
				continue
			}
			iv.probe[s] = int32(k)
			iv.orders.Reset(m.NumUnits())
			iv.enc.Decode(m, me, iv.probe, &iv.orders)
			if l := iv.orders.List(); len(l) == 1 {
				iv.byOrder[l[0]] = [2]int32{int32(s), int32(k)}
			}
		}
		iv.probe[s] = k0
	}
	for s := range out {
		out[s] = k0
	}
	for _, o := range given {
		if sk, ok := iv.byOrder[o]; ok {
			out[sk[0]] = sk[1]
		}
	}
	return true
}

// demo is a teacher's recorded play: like a rollout, per agent-step rows.
type demo struct {
	agentBuf           // per agent-step
	shares   []float64 // per match: the recorded seat's final share of the points
}

// add appends another recording.
func (d *demo) add(p *demo) {
	if len(d.start) == 0 {
		d.rows.Reset()
		d.start = []int32{0}
	}
	base := int32(d.rows.Len())
	off := int32(len(d.rows.Col))
	d.rows.Col = append(d.rows.Col, p.rows.Col...)
	d.rows.Val = append(d.rows.Val, p.rows.Val...)
	for _, q := range p.rows.Ptr[1:] {
		d.rows.Ptr = append(d.rows.Ptr, off+q)
	}
	d.mask = append(d.mask, p.mask...)
	d.glob = append(d.glob, p.glob...)
	d.act = append(d.act, p.act...)
	d.logp = append(d.logp, p.logp...)
	d.bonus = append(d.bonus, p.bonus...)
	for _, s := range p.start[1:] {
		d.start = append(d.start, base+s)
	}
	d.shares = append(d.shares, p.shares...)
}

// collectDemos plays matches with the teacher at seat g mod P of match g
// until steps agent-steps are recorded, on workers goroutines. With a
// network, the network plays the seat greedily instead of the teacher in
// each round with probability 1-beta (the teacher still labels it).
// Matches are numbered from first (each round of collection its own).
func collectDemos(ctx context.Context, tr *Trainer, teacher string, opponents []string, steps int64, workers, first int, net *policies.Net, beta float64) (*demo, error) {
	cfg := tr.envCfg
	P := cfg.NumPlayers()
	if len(opponents) == 0 {
		opponents = []string{teacher}
	}
	names := append([]string{teacher}, opponents...)
	seats := map[string]env.Seat{}
	for _, n := range names {
		s, err := agents.Seat(tr.Cfg.Game, n)
		if err != nil {
			return nil, err
		}
		seats[n] = s
	}
	rounds := int64(cfg.NumRounds())
	games := int((steps + rounds - 1) / rounds)
	parts := make([]*demo, games)
	errs := make([]error, games)
	if err := forGames(ctx, games, workers, func(g int) {
		parts[g], errs[g] = tr.demoMatch(first+g, P, seats, names, net, beta)
	}); err != nil {
		return nil, err
	}
	d := &demo{}
	for g, p := range parts {
		if errs[g] != nil {
			return nil, errs[g]
		}
		d.add(p)
	}
	return d, nil
}

// demoMatch plays match g and records the teacher's seat. The match runs
// on an env.Table like every other, so a teacher that panics or floods
// orders is aborted for the rest of the match (and its rounds after that
// are not recorded: it gives no labels), not the training.
func (tr *Trainer) demoMatch(g, P int, seats map[string]env.Seat, names []string, net *policies.Net, beta float64) (*demo, error) {
	seed := env.DeriveSeed(mix(tr.Cfg.Seed, 0xc10e, 0), g, 0)
	enc, err := tr.game.NewEncoder(tr.envCfg, env.Mode(tr.Cfg.Mode))
	if err != nil {
		return nil, err
	}
	spec := enc.Spec()
	me := g % P
	lineup := make([]env.Seat, P)
	k := 1
	for p := range lineup {
		name := names[0]
		if p != me {
			name = names[1+(k-1)%(len(names)-1)]
			k++
		}
		lineup[p] = seats[name]
	}
	t, err := env.NewTable(tr.envCfg, lineup, nil)
	if err != nil {
		return nil, err
	}
	if err := t.Reset(seed); err != nil {
		return nil, err
	}
	m := t.Match()
	obs := spec.NewObs()
	l := tr.Net.Layout
	mask := make([]uint8, spec.Slots*spec.Actions)
	acts := make([]int32, spec.Slots)
	iv := newInverter(enc)
	d := &demo{agentBuf: agentBuf{start: []int32{0}}}
	d.rows.Reset()
	var actor *policies.Actor
	var mine []int32
	if net != nil {
		actor, mine = net.NewActor(), make([]int32, spec.Slots)
	}
	rng := rand.New(rand.NewPCG(uint64(uint32(seed)), 0xda66e5))
	for !m.Done() {
		enc.Observe(m, me, obs)
		enc.Mask(m, me, mask)
		t.Begin()
		t.PlayBots()
		teacherOrders := t.Orders(me).List()
		labelled := t.Aborted(me) == ""
		if labelled && !iv.actions(m, me, mask, teacherOrders, acts) {
			return nil, fmt.Errorf("clone: %s has no action that gives no orders, so the teacher's orders cannot be inverted", tr.Cfg.Game)
		}
		if actor != nil && rng.Float64() >= beta {
			actor.Act(obs, mask, mine, nil, nil)
			own := t.Orders(me)
			own.Reset(m.NumUnits())
			enc.Decode(m, me, mine, own)
		}
		if labelled {
			crops, feats, units := obs[l.Crops], env.Float32s(obs[l.Feats]), obs[l.Units]
			for s := 0; s < spec.Slots; s++ {
				if units[s] != 0 {
					tr.Net.AppendRow(&d.rows, crops[s*l.CropLen:(s+1)*l.CropLen], feats[s*l.Features:(s+1)*l.Features])
				}
			}
			d.closeStep(units, mask, acts, nil, nil, nil, spec.Actions, globalsOf(obs, l))
		}
		t.Step()
	}
	total := 0
	for p := 0; p < P; p++ {
		total += m.Score(p)
	}
	if total > 0 {
		d.shares = append(d.shares, float64(m.Score(me))/float64(total))
	} else {
		d.shares = append(d.shares, 0)
	}
	return d, nil
}

// Clone runs the behaviour-cloning warm start of the config (then its
// DAgger rounds), logging one line per epoch.
func (tr *Trainer) Clone(ctx context.Context, log io.Writer) error {
	c := tr.Cfg.Clone
	if c.Teacher == "" || c.Steps <= 0 || c.Epochs <= 0 {
		return nil
	}
	d, err := collectDemos(ctx, tr, c.Teacher, c.Opponents, c.Steps, tr.Cfg.Workers, 0, nil, 1)
	if err != nil {
		return err
	}
	fmt.Fprintf(log, "clone: %d steps (%d unit rows, %.0f MB) of %s recorded, its mean share %.3f\n", len(d.start)-1, d.rows.Len(), float64(d.size())/1e6, c.Teacher, mean(d.shares))
	if err := tr.roomForDagger(d); err != nil {
		return err
	}
	opt := NewAdam(len(tr.Net.Params))
	if err := tr.cloneEpochs(ctx, d, opt, c.Epochs, 0, log); err != nil {
		return err
	}
	first := len(d.shares)
	for round := 1; round <= c.Dagger; round++ {
		more, err := collectDemos(ctx, tr, c.Teacher, c.Opponents, c.DaggerSteps, tr.Cfg.Workers, first, tr.Net, c.DaggerBeta)
		if err != nil {
			return err
		}
		first += len(more.shares)
		d.add(more)
		fmt.Fprintf(log, "dagger %d: %d more steps with the learner playing (its mean share %.3f), %d in all\n", round, len(more.start)-1, mean(more.shares), len(d.start)-1)
		if err := tr.cloneEpochs(ctx, d, opt, c.Epochs, round, log); err != nil {
			return err
		}
	}
	return nil
}

// roomForDagger checks, from the first recording d, that the DAgger
// rounds' recordings fit in the run's memory budget, when it has one
// (clonemem.go), and reserves them.
func (tr *Trainer) roomForDagger(d *demo) error {
	c := tr.Cfg.Clone
	recorded := int64(len(d.start) - 1)
	if c.Dagger <= 0 || c.DaggerSteps <= 0 || recorded <= 0 {
		return nil
	}
	total := recorded + int64(c.Dagger)*c.DaggerSteps
	if tr.maxMemory > 0 {
		if err := cloneMemory(d.size(), recorded, total, c.DaggerSteps, tr.maxMemory); err != nil {
			return err
		}
	}
	d.reserve(1.05 * float64(total) / float64(recorded))
	return nil
}

func mean(x []float64) float64 {
	s := 0.0
	for _, v := range x {
		s += v
	}
	return s / float64(max(len(x), 1))
}

// cloneEpochs trains the network on the recorded steps.
func (tr *Trainer) cloneEpochs(ctx context.Context, d *demo, opt *Adam, epochs, round int, log io.Writer) error {
	c := tr.Cfg.Clone
	n := len(d.start) - 1
	M := tr.Cfg.Minibatch
	if n < M {
		return fmt.Errorf("clone: %d steps recorded, fewer than a minibatch (%d)", n, M)
	}
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	rng := rand.New(rand.NewPCG(mix(tr.Cfg.Seed, 0xc10e, 1), uint64(round)))
	A := tr.spec.Actions
	for epoch := 0; epoch < epochs; epoch++ {
		rng.Shuffle(n, func(i, j int) { idx[i], idx[j] = idx[j], idx[i] })
		var loss, acc, choices, hits float64
		batches := 0
		for lo := 0; lo+M <= n; lo += M {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			mb := &tr.mb
			mb.Reset()
			for _, i := range idx[lo : lo+M] {
				d.appendStepTo(mb, i, A, 0, 0, 0)
			}
			st, err := tr.gradient(mb, policies.Coefs{Clip: tr.Cfg.Clip, Clone: 1})
			if err != nil {
				return err
			}
			ClipNorm(tr.grad, tr.Cfg.MaxGradNorm)
			opt.Step(tr.Net.Params, tr.grad, c.LR)
			loss += st.Clone
			acc += st.Accuracy
			choices += st.Choices
			hits += st.ChoiceHits
			batches++
		}
		fmt.Fprintf(log, "clone: round %d epoch %d/%d: cross-entropy %.4f, accuracy %.1f%% (%.1f%% of the %.0f%% of rows with a choice)\n",
			round, epoch+1, epochs, loss/float64(batches), 100*acc/float64(batches), 100*hits/max(choices, 1e-9), 100*choices/float64(batches))
	}
	return nil
}
