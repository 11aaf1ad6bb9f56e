package policies

import (
	"fmt"
	"math"

	G "gorgonia.org/gorgonia"
	"gorgonia.org/tensor"
)

// Minibatch is what one PPO update reads: B agent-steps whose occupied unit
// rows are stored one after another (agent b owns rows Start[b]:Start[b+1]).
type Minibatch struct {
	Rows    Rows
	Mask    []uint8   // [R, A]
	Act     []int32   // [R]: the action taken in each row
	Start   []int32   // [B+1]
	Globals []float32 // [B, G]: each agent-step's globals (for the globals critic)
	OldLogP []float32
	Adv     []float32
	Return  []float32
	// OldLogPRow is each row's action's log-probability when it was
	// sampled [R] (the per-unit ratio's; OldLogP is their sum per agent).
	OldLogPRow []float32
}

// Reset empties the minibatch.
func (m *Minibatch) Reset() {
	m.Rows.Reset()
	m.Mask, m.Act = m.Mask[:0], m.Act[:0]
	m.Start = append(m.Start[:0], 0)
	m.Globals = m.Globals[:0]
	m.OldLogP, m.Adv, m.Return = m.OldLogP[:0], m.Adv[:0], m.Return[:0]
	m.OldLogPRow = m.OldLogPRow[:0]
}

// B is the number of agent-steps.
func (m *Minibatch) B() int { return len(m.OldLogP) }

// Coefs are the PPO loss's hyperparameters.
type Coefs struct {
	Clip    float64 // ε: the ratio is clipped to [1-ε, 1+ε]
	Value   float64 // value loss coefficient
	Entropy float64 // entropy bonus coefficient
	// Clone weighs a behaviour-cloning term: the mean over unit rows of
	// -log π(a) for the minibatch's actions (0 for PPO).
	Clone float64
	// UnitRatio clips each unit row's own ratio, π(a_r)/π_old(a_r), with its
	// agent-step's advantage (the policy term a mean over unit rows), in
	// place of the agent's joint ratio, the product over its units. An
	// agent moving 30 units has a joint ratio that leaves [1-ε, 1+ε] when
	// each unit's barely moves; clipped per unit, every unit keeps its own
	// trust region (as MAPPO clips per agent).
	UnitRatio bool
	// UnitShare weighs the per-unit policy term, a mean over this graph's
	// rows, by its share of the minibatch's rows (trainer shards; 0 is 1).
	UnitShare float64
}

// Stats are a minibatch's loss terms.
type Stats struct {
	Loss, Policy, Value, Entropy, Clone float64
	Accuracy                            float64 // rows whose action is the most likely one
	ApproxKL, ClipFrac                  float64
}

// Graph is the network and the PPO loss as a gorgonia graph, built once for
// B agent-steps and at most R unit rows and reused for every minibatch (a
// larger minibatch rebuilds it). T is float32 for training, float64 for
// gradient checks.
//
//	loss = -mean_b min(ρ_b A_b, clip(ρ_b, 1-ε, 1+ε) A_b) + c_v mean_b (V_b - R_b)² - c_e H
//
// where ρ_b = exp(log π(a_b) - log π_old(a_b)), an agent's log-probability is
// the sum over its occupied slots of the chosen action's masked
// log-softmax (masked logits get -1e9), and H is the mean entropy per unit row.
type Graph[T float32 | float64] struct {
	net  *Net
	B, R int

	g      *G.ExprGraph
	vm     G.VM
	params []*G.Node // W1, b1, W2, b2, W3, b3, Wv, bv (, Wg, bg) (, Wc): Params order
	pvals  []*tensor.Dense
	x      *CSR // [R, D] unit rows
	member *CSR // [B, R]: 1 where row r belongs to agent b
	avg    *CSR // [B, R]: 1/units_b where row r belongs to agent b
	// inputs
	maskBias, onehot, rowW, oldLogP, adv, ret, glob *G.Node
	oldLogPRow                                      *G.Node
	clipLo, clipHi, cv, ce, cb, cAgent, cUnit       *G.Node
	ivals                                           map[*G.Node]*tensor.Dense
	// outputs
	loss, pLoss, vLoss, ent, logp, value, bc, lsm, lpRow *G.Node
	// copies of the outputs, taken by read instructions as they are computed
	// (later in-place operations reuse the nodes' memory)
	out  [9]G.Value
	unit bool // the last Load's Coefs.UnitRatio
}

func dtypeOf[T float32 | float64]() tensor.Dtype {
	var z T
	if _, ok := any(z).(float32); ok {
		return tensor.Float32
	}
	return tensor.Float64
}

// NewGraph builds the graph for B agent-steps and R unit rows.
func NewGraph[T float32 | float64](n *Net, B, R int) (*Graph[T], error) {
	gr := &Graph[T]{net: n, B: B, R: R, g: G.NewGraph(), ivals: map[*G.Node]*tensor.Dense{}}
	if err := gr.build(); err != nil {
		return nil, fmt.Errorf("policies: building the training graph: %w", err)
	}
	return gr, nil
}

func (gr *Graph[T]) build() (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	n, g, B, R := gr.net, gr.g, gr.B, gr.R
	dt := dtypeOf[T]()
	D, H1, H2, A := n.Layout.Input(), n.Config.Hidden1, n.Config.Hidden2, n.Layout.Actions
	globalsCritic := n.Config.Critic == CriticGlobals
	shapes := [][2]int{{D, H1}, {1, H1}, {H1, H2}, {1, H2}, {H2, A}, {1, A}, {H2, 1}, {1, 1}}
	names := []string{"W1", "b1", "W2", "b2", "W3", "b3", "Wv", "bv"}
	if globalsCritic {
		shapes = append(shapes, [2]int{n.Layout.GlobLen, H2}, [2]int{1, H2})
		names = append(names, "Wg", "bg")
	}
	if n.Config.Context {
		shapes = append(shapes, [2]int{H1, H2})
		names = append(names, "Wc")
	}
	param := map[string]*G.Node{}
	for i, s := range shapes {
		v := tensor.New(tensor.Of(dt), tensor.WithShape(s[0], s[1]))
		gr.pvals = append(gr.pvals, v)
		gr.params = append(gr.params, G.NewMatrix(g, dt, G.WithShape(s[0], s[1]), G.WithName(names[i]), G.WithValue(v)))
		param[names[i]] = gr.params[i]
	}
	input := func(name string, shape ...int) *G.Node {
		v := tensor.New(tensor.Of(dt), tensor.WithShape(shape...))
		var node *G.Node
		if len(shape) == 1 {
			node = G.NewVector(g, dt, G.WithShape(shape...), G.WithName(name), G.WithValue(v))
		} else {
			node = G.NewMatrix(g, dt, G.WithShape(shape...), G.WithName(name), G.WithValue(v))
		}
		gr.ivals[node] = v
		return node
	}
	scalar := func(name string) *G.Node {
		return G.NewScalar(g, dt, G.WithName(name), G.WithValue(scalarValue[T](0)))
	}
	gr.x = &CSR{NRows: R, NCols: D}
	gr.member = &CSR{NRows: B, NCols: R}
	gr.avg = &CSR{NRows: B, NCols: R}
	gr.maskBias, gr.onehot = input("maskBias", R, A), input("onehot", R, A)
	gr.rowW = input("rowW", R)
	gr.oldLogP, gr.adv, gr.ret = input("oldLogP", B), input("adv", B), input("ret", B)
	gr.oldLogPRow = input("oldLogPRow", R)
	if globalsCritic {
		gr.glob = input("globals", B, n.Layout.GlobLen)
	}
	gr.clipLo, gr.clipHi, gr.cv, gr.ce, gr.cb = scalar("clipLo"), scalar("clipHi"), scalar("cv"), scalar("ce"), scalar("cb")
	gr.cAgent, gr.cUnit = scalar("cAgent"), scalar("cUnit")

	p := gr.params
	if n.Config.Context {
		p = append(p[:8:8], param["Wc"]) // the context weights are p[8] below
	}
	must := G.Must
	bcast := func(a, b *G.Node) *G.Node { return must(G.BroadcastAdd(a, b, nil, []byte{0})) }
	h1 := must(G.ApplyOp(newBiasTanh(), must(G.ApplyOp(newSpmm(gr.x, false, H1), p[0])), p[1]))
	pre2 := must(G.ApplyOp(newRowMatMul(), h1, p[2]))
	if n.Config.Context { // every row gets its agent's mean h1, through Wc
		mean1 := must(G.ApplyOp(newSpmm(gr.avg, false, H1), h1))
		ctx := must(G.ApplyOp(newSpmm(gr.member, true, H1), mean1))
		pre2 = must(G.Add(pre2, must(G.ApplyOp(newRowMatMul(), ctx, p[8]))))
	}
	h2 := must(G.ApplyOp(newBiasTanh(), pre2, p[3]))
	logits := bcast(must(G.ApplyOp(newRowMatMul(), h2, p[4])), p[5])
	lsm := must(G.ApplyOp(newMaskedLogSoftmax(), logits, gr.maskBias))
	lpRow := must(G.Sum(must(G.HadamardProd(lsm, gr.onehot)), 1))
	gr.lsm = lsm
	gr.bc = must(G.Neg(must(G.Sum(must(G.HadamardProd(lpRow, gr.rowW))))))
	gr.lpRow = lpRow
	lpCol := must(G.Reshape(lpRow, tensor.Shape{R, 1}))
	gr.logp = must(G.Reshape(must(G.ApplyOp(newSpmm(gr.member, false, 1), lpCol)), tensor.Shape{B}))
	entRow := must(G.Neg(must(G.Sum(must(G.HadamardProd(must(G.Exp(lsm)), lsm)), 1))))
	gr.ent = must(G.Sum(must(G.HadamardProd(entRow, gr.rowW))))

	// the clipped surrogate min(ρA, clip(ρ, 1-ε, 1+ε)A), elementwise
	surrogate := func(logp, old, adv *G.Node) *G.Node {
		ratio := must(G.Exp(must(G.Sub(logp, old))))
		s1 := must(G.HadamardProd(ratio, adv))
		// clip(ρ) = lo + relu(ρ - lo) - relu(ρ - hi); min(a, b) = a - relu(a - b)
		clipped := must(G.Sub(must(G.Add(must(G.Rectify(must(G.Sub(ratio, gr.clipLo)))), gr.clipLo)),
			must(G.Rectify(must(G.Sub(ratio, gr.clipHi))))))
		s2 := must(G.HadamardProd(clipped, adv))
		return must(G.Sub(s1, must(G.Rectify(must(G.Sub(s1, s2))))))
	}
	// per agent: the joint ratio; per unit: each row's, with its agent's
	// advantage, averaged over rows (rowW); cAgent and cUnit pick one.
	agentLoss := must(G.Neg(must(G.Mean(surrogate(gr.logp, gr.oldLogP, gr.adv)))))
	advCol := must(G.Reshape(gr.adv, tensor.Shape{B, 1}))
	advRow := must(G.Reshape(must(G.ApplyOp(newSpmm(gr.member, true, 1), advCol)), tensor.Shape{R}))
	unitLoss := must(G.Neg(must(G.Sum(must(G.HadamardProd(surrogate(lpRow, gr.oldLogPRow, advRow), gr.rowW))))))
	gr.pLoss = must(G.Add(must(G.Mul(agentLoss, gr.cAgent)), must(G.Mul(unitLoss, gr.cUnit))))

	hm := must(G.ApplyOp(newSpmm(gr.avg, false, H2), h2)) // the pooled critic's input
	if globalsCritic {
		hm = must(G.ApplyOp(newBiasTanh(), must(G.Mul(gr.glob, param["Wg"])), param["bg"]))
	}
	v := must(G.Reshape(bcast(must(G.Mul(hm, p[6])), p[7]), tensor.Shape{B}))
	gr.value = v
	gr.vLoss = must(G.Mean(must(G.Square(must(G.Sub(v, gr.ret))))))
	gr.loss = must(G.Sub(must(G.Add(gr.pLoss, must(G.Mul(gr.vLoss, gr.cv)))), must(G.Mul(gr.ent, gr.ce))))
	gr.loss = must(G.Add(gr.loss, must(G.Mul(gr.bc, gr.cb))))
	for i, nd := range []*G.Node{gr.loss, gr.pLoss, gr.vLoss, gr.ent, gr.logp, gr.value, gr.bc, gr.lsm, gr.lpRow} {
		G.Read(nd, &gr.out[i])
	}
	if _, err := G.Grad(gr.loss, gr.params...); err != nil {
		return err
	}
	gr.vm = G.NewTapeMachine(g, G.BindDualValues(gr.params...))
	return nil
}

func scalarValue[T float32 | float64](v float64) G.Value {
	var z T
	if _, ok := any(z).(float32); ok {
		return G.NewF32(float32(v))
	}
	return G.NewF64(v)
}

// SetParams copies the network's flat weights into the graph.
func (gr *Graph[T]) SetParams(flat []float32) {
	off := 0
	for _, v := range gr.pvals {
		d := v.Data().([]T)
		for i := range d {
			d[i] = T(flat[off+i])
		}
		off += len(d)
	}
}

// ParamValues are the graph's weight tensors, in Params order (gradient checks perturb them).
func (gr *Graph[T]) ParamValues() [][]T {
	out := make([][]T, len(gr.pvals))
	for i, v := range gr.pvals {
		out[i] = v.Data().([]T)
	}
	return out
}

// Load sets the minibatch's inputs. It fails if the minibatch has a
// different number of agent-steps or more rows than the graph holds.
func (gr *Graph[T]) Load(mb *Minibatch, c Coefs) error {
	B, R, A := gr.B, gr.R, gr.net.Layout.Actions
	rows := mb.Rows.Len()
	if mb.B() != B || rows > R || len(mb.Start) != B+1 || int(mb.Start[B]) != rows || len(mb.Mask) != rows*A || len(mb.Act) != rows {
		return fmt.Errorf("policies: minibatch of %d agent-steps and %d rows does not fit a graph of %d and %d", mb.B(), rows, B, R)
	}
	x := gr.x
	x.Ptr = append(x.Ptr[:0], mb.Rows.Ptr[:rows+1]...)
	for r := rows; r < R; r++ {
		x.Ptr = append(x.Ptr, x.Ptr[rows])
	}
	x.Col, x.Val = mb.Rows.Col[:x.Ptr[R]], mb.Rows.Val[:x.Ptr[R]]
	mbias, oh, rw := gr.data(gr.maskBias), gr.data(gr.onehot), gr.data(gr.rowW)
	clear(mbias)
	clear(oh)
	clear(rw)
	for r := 0; r < rows; r++ {
		for k := 0; k < A; k++ {
			if mb.Mask[r*A+k] == 0 {
				mbias[r*A+k] = -1e9
			}
		}
		oh[r*A+int(mb.Act[r])] = 1
		rw[r] = T(1 / float64(max(rows, 1)))
	}
	gr.member.Ptr, gr.member.Col, gr.member.Val = gr.member.Ptr[:0], gr.member.Col[:0], gr.member.Val[:0]
	gr.avg.Ptr, gr.avg.Col, gr.avg.Val = gr.avg.Ptr[:0], gr.avg.Col[:0], gr.avg.Val[:0]
	gr.member.Ptr = append(gr.member.Ptr, 0)
	gr.avg.Ptr = append(gr.avg.Ptr, 0)
	for b := 0; b < B; b++ {
		lo, hi := mb.Start[b], mb.Start[b+1]
		for r := lo; r < hi; r++ {
			gr.member.Col = append(gr.member.Col, r)
			gr.member.Val = append(gr.member.Val, 1)
			gr.avg.Col = append(gr.avg.Col, r)
			gr.avg.Val = append(gr.avg.Val, 1/float32(hi-lo))
		}
		gr.member.Ptr = append(gr.member.Ptr, int32(len(gr.member.Col)))
		gr.avg.Ptr = append(gr.avg.Ptr, int32(len(gr.avg.Col)))
	}
	for _, s := range []*CSR{x, gr.member, gr.avg} {
		if err := s.check(); err != nil {
			return err
		}
	}
	if gr.glob != nil {
		if want := B * gr.net.Layout.GlobLen; len(mb.Globals) != want {
			return fmt.Errorf("policies: minibatch has %d globals, the critic reads %d", len(mb.Globals), want)
		}
		copyT(gr.data(gr.glob), mb.Globals)
	}
	copyT(gr.data(gr.oldLogP), mb.OldLogP)
	copyT(gr.data(gr.adv), mb.Adv)
	copyT(gr.data(gr.ret), mb.Return)
	oldRow := gr.data(gr.oldLogPRow)
	clear(oldRow)
	if c.UnitRatio {
		if len(mb.OldLogPRow) != rows {
			return fmt.Errorf("policies: the per-unit ratio needs every row's old log-probability: %d for %d rows", len(mb.OldLogPRow), rows)
		}
		copyT(oldRow, mb.OldLogPRow)
	}
	gr.unit = c.UnitRatio
	cAgent, cUnit := 1.0, 0.0
	if c.UnitRatio {
		cAgent, cUnit = 0, 1
		if c.UnitShare > 0 {
			cUnit = c.UnitShare
		}
	}
	for node, v := range map[*G.Node]float64{gr.clipLo: 1 - c.Clip, gr.clipHi: 1 + c.Clip, gr.cv: c.Value, gr.ce: c.Entropy, gr.cb: c.Clone,
		gr.cAgent: cAgent, gr.cUnit: cUnit} {
		if err := G.Let(node, scalarValue[T](v)); err != nil {
			return err
		}
	}
	return nil
}

func (gr *Graph[T]) data(n *G.Node) []T { return gr.ivals[n].Data().([]T) }

func copyT[T float32 | float64](dst []T, src []float32) {
	for i, v := range src {
		dst[i] = T(v)
	}
}

// Run evaluates the loss and its gradient; grad (len NumParams) receives
// the gradient when not nil.
func (gr *Graph[T]) Run(grad []float32) (Stats, error) {
	defer gr.vm.Reset()
	for _, p := range gr.params { // gorgonia accumulates gradients across runs
		if gv, err := p.Grad(); err == nil {
			if z, ok := gv.(tensor.Tensor); ok {
				z.Zero()
			}
		}
	}
	if err := gr.vm.RunAll(); err != nil {
		return Stats{}, err
	}
	st := Stats{Loss: scalarOf(gr.out[0]), Policy: scalarOf(gr.out[1]), Value: scalarOf(gr.out[2]), Entropy: scalarOf(gr.out[3]), Clone: scalarOf(gr.out[6])}
	lsm, oh, rw := gr.out[7].Data().([]T), gr.data(gr.onehot), gr.data(gr.rowW)
	A := gr.net.Layout.Actions
	for r := 0; r < gr.R; r++ {
		if rw[r] == 0 {
			continue
		}
		best := 0
		for k := 1; k < A; k++ {
			if lsm[r*A+k] > lsm[r*A+best] {
				best = k
			}
		}
		if oh[r*A+best] == 1 {
			st.Accuracy++
		}
	}
	if rows := gr.x.Ptr; len(rows) > 0 {
		n := 0
		for r := 0; r < gr.R; r++ {
			if rw[r] != 0 {
				n++
			}
		}
		st.Accuracy /= float64(max(n, 1))
	}
	lp, old := gr.LogProbs(), gr.data(gr.oldLogP)
	if gr.unit { // the statistics of the ratios clipped: the rows'
		lp, old = gr.RowLogProbs(), gr.data(gr.oldLogPRow)
	}
	for b := range lp {
		d := float64(lp[b]) - float64(old[b])
		// the low-variance estimator of KL(old‖new): (ρ-1) - log ρ
		st.ApproxKL += (math.Exp(d) - 1) - d
		if math.Abs(math.Exp(d)-1) > float64(1-scalarOf(gr.clipLo.Value())) {
			st.ClipFrac++
		}
	}
	st.ApproxKL /= float64(len(lp))
	st.ClipFrac /= float64(len(lp))
	if grad != nil {
		off := 0
		for _, p := range gr.params {
			gv, err := p.Grad()
			if err != nil {
				return st, err
			}
			d := gv.Data().([]T)
			for i, v := range d {
				grad[off+i] = float32(v)
			}
			off += len(d)
		}
	}
	return st, nil
}

// LogProbs are the agents' log-probabilities from the last Run.
func (gr *Graph[T]) LogProbs() []T { return gr.out[4].Data().([]T) }

// RowLogProbs are the unit rows' log-probabilities of their actions from
// the last Run (the minibatch's rows, not the graph's padding).
func (gr *Graph[T]) RowLogProbs() []T { return gr.out[8].Data().([]T)[:rowsOf(gr.data(gr.rowW))] }

// Values are the agents' values from the last Run.
func (gr *Graph[T]) Values() []T { return gr.out[5].Data().([]T) }

// Grads are the gradients from the last Run, in ParamValues order.
func (gr *Graph[T]) Grads() ([][]T, error) {
	out := make([][]T, len(gr.params))
	for i, p := range gr.params {
		gv, err := p.Grad()
		if err != nil {
			return nil, err
		}
		out[i] = append([]T(nil), gv.Data().([]T)...)
	}
	return out, nil
}

// rowsOf is the number of minibatch rows (rows past it weigh 0).
func rowsOf[T float32 | float64](rw []T) int {
	n := len(rw)
	for n > 0 && rw[n-1] == 0 {
		n--
	}
	return n
}

func scalarOf(v G.Value) float64 {
	switch v := v.Data().(type) {
	case float32:
		return float64(v)
	case float64:
		return v
	}
	return math.NaN()
}

// Slice makes dst a view of agent-steps lo..hi of m: dst shares m's rows,
// masks, actions and per-agent values, and holds its own row and agent
// offsets (rebased to 0). m must not change while dst is in use.
func (m *Minibatch) Slice(lo, hi int, dst *Minibatch) {
	r0, r1 := int(m.Start[lo]), int(m.Start[hi])
	rows := m.Rows.Len()
	A := 0
	if rows > 0 {
		A = len(m.Mask) / rows
	}
	p0 := m.Rows.Ptr[r0]
	dst.Rows.Ptr = dst.Rows.Ptr[:0]
	for _, p := range m.Rows.Ptr[r0 : r1+1] {
		dst.Rows.Ptr = append(dst.Rows.Ptr, p-p0)
	}
	dst.Rows.Col, dst.Rows.Val = m.Rows.Col[p0:m.Rows.Ptr[r1]], m.Rows.Val[p0:m.Rows.Ptr[r1]]
	dst.Mask, dst.Act = m.Mask[r0*A:r1*A], m.Act[r0:r1]
	dst.OldLogPRow = nil
	if len(m.OldLogPRow) == rows {
		dst.OldLogPRow = m.OldLogPRow[r0:r1]
	}
	dst.Start = dst.Start[:0]
	for _, s := range m.Start[lo : hi+1] {
		dst.Start = append(dst.Start, s-int32(r0))
	}
	dst.Globals = nil
	if B := m.B(); B > 0 && len(m.Globals) > 0 {
		G := len(m.Globals) / B
		dst.Globals = m.Globals[lo*G : hi*G]
	}
	dst.OldLogP, dst.Adv, dst.Return = m.OldLogP[lo:hi], m.Adv[lo:hi], m.Return[lo:hi]
}
