package policies

import (
	"errors"
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
	// RowBonus is added to each row's advantage under the per-unit ratio
	// [R] (a unit's own credit, e.g. its progress); empty: none.
	RowBonus []float32
	// Anchor is each row's action probabilities under the anchor policy
	// (Coefs.Anchor) [R, A], 0 where masked; empty: none.
	Anchor []float32
}

// Reset empties the minibatch.
func (m *Minibatch) Reset() {
	m.Rows.Reset()
	m.Mask, m.Act = m.Mask[:0], m.Act[:0]
	m.Start = append(m.Start[:0], 0)
	m.Globals = m.Globals[:0]
	m.OldLogP, m.Adv, m.Return = m.OldLogP[:0], m.Adv[:0], m.Return[:0]
	m.OldLogPRow, m.RowBonus, m.Anchor = m.OldLogPRow[:0], m.RowBonus[:0], m.Anchor[:0]
}

// B is the number of agent-steps.
func (m *Minibatch) B() int { return len(m.OldLogP) }

// Graph is the network and the PPO loss (loss.go) as a gorgonia graph,
// built once for B agent-steps and at most R unit rows and reused for every
// minibatch (a larger minibatch rebuilds it). T is float32 for training,
// float64 for gradient checks. Masked logits get -1e9 before the
// log-softmax.
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
	oldLogPRow, rowBonus, anchor                    *G.Node
	clipLo, clipHi, cv, ce, cb, ca, cAgent, cUnit   *G.Node
	ivals                                           map[*G.Node]*tensor.Dense
	// outputs
	loss, pLoss, vLoss, ent, logp, value, bc, lsm, lpRow, anchorCE *G.Node
	// copies of the outputs, taken by read instructions as they are computed
	// (later in-place operations reuse the nodes' memory)
	out  [10]G.Value
	unit bool // the last Load's Coefs.UnitRatio
	// anchored: the loss has the anchor term (the anchor, ca and anchorCE
	// nodes); the anchor's entropy over the loaded rows (weighed as the rows are):
	// KL(anchor‖π) is the cross-entropy anchorCE less this
	anchored bool
	anchorH  float64
}

func dtypeOf[T float32 | float64]() tensor.Dtype {
	var z T
	if _, ok := any(z).(float32); ok {
		return tensor.Float32
	}
	return tensor.Float64
}

// NewGraph builds the graph for B agent-steps and at least R unit rows:
// R itself, or a few more when R's graph has two nodes of one hash
// (checkHashes), whose sizes change every hash. Its loss has no anchor
// term (NewAnchoredGraph).
func NewGraph[T float32 | float64](n *Net, B, R int) (*Graph[T], error) {
	return newGraph[T](n, B, R, false)
}

// NewAnchoredGraph is NewGraph with the loss's anchor term
// (Coefs.Anchor), which costs the graphs without it nothing.
func NewAnchoredGraph[T float32 | float64](n *Net, B, R int) (*Graph[T], error) {
	return newGraph[T](n, B, R, true)
}

func newGraph[T float32 | float64](n *Net, B, R int, anchored bool) (*Graph[T], error) {
	for extra := 0; ; extra++ {
		gr := &Graph[T]{net: n, B: B, R: R + extra, anchored: anchored, g: G.NewGraph(), ivals: map[*G.Node]*tensor.Dense{}}
		err := gr.build()
		if err == nil {
			return gr, nil
		}
		if !errors.Is(err, errHashCollision) || extra == maxExtraRows {
			return nil, fmt.Errorf("policies: building the training graph: %w", err)
		}
	}
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
	gr.oldLogPRow, gr.rowBonus = input("oldLogPRow", R), input("rowBonus", R)
	if gr.anchored {
		gr.anchor, gr.ca = input("anchor", R, A), scalar("ca")
	}
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
	h1 := must(G.ApplyOp(newBiasTanh(), must(G.ApplyOp(newSpmm("x", gr.x, false, H1), p[0])), p[1]))
	pre2 := must(G.ApplyOp(newRowMatMul(), h1, p[2]))
	if n.Config.Context { // every row gets its agent's mean h1, through Wc
		mean1 := must(G.ApplyOp(newSpmm("avg", gr.avg, false, H1), h1))
		ctx := must(G.ApplyOp(newSpmm("member", gr.member, true, H1), mean1))
		pre2 = must(G.Add(pre2, must(G.ApplyOp(newRowMatMul(), ctx, p[8]))))
	}
	h2 := must(G.ApplyOp(newBiasTanh(), pre2, p[3]))
	logits := bcast(must(G.ApplyOp(newRowMatMul(), h2, p[4])), p[5])
	lsm := must(G.ApplyOp(newMaskedLogSoftmax(), logits, gr.maskBias))
	lpRow := must(G.Sum(must(G.HadamardProd(lsm, gr.onehot)), 1))
	gr.lsm = lsm
	gr.lpRow = lpRow
	gr.policyLoss(lsm, lpRow)

	hm := must(G.ApplyOp(newSpmm("avg", gr.avg, false, H2), h2)) // the pooled critic's input
	if globalsCritic {
		hm = must(G.ApplyOp(newBiasTanh(), must(G.Mul(gr.glob, param["Wg"])), param["bg"]))
	}
	v := must(G.Reshape(bcast(must(G.Mul(hm, p[6])), p[7]), tensor.Shape{B}))
	gr.value = v
	gr.totalLoss(v)
	for i, nd := range []*G.Node{gr.loss, gr.pLoss, gr.vLoss, gr.ent, gr.logp, gr.value, gr.bc, gr.lsm, gr.lpRow, gr.anchorCE} {
		if nd != nil {
			G.Read(nd, &gr.out[i])
		}
	}
	if _, err := G.Grad(gr.loss, gr.params...); err != nil {
		return err
	}
	if err := checkHashes(g.AllNodes()); err != nil {
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
	if err := gr.loadAnchor(mb, c, rows); err != nil {
		return err
	}
	oldRow, bonus := gr.data(gr.oldLogPRow), gr.data(gr.rowBonus)
	clear(oldRow)
	clear(bonus)
	if c.UnitRatio {
		if len(mb.OldLogPRow) != rows {
			return fmt.Errorf("policies: the per-unit ratio needs every row's old log-probability: %d for %d rows", len(mb.OldLogPRow), rows)
		}
		copyT(oldRow, mb.OldLogPRow)
		if len(mb.RowBonus) == rows {
			copyT(bonus, mb.RowBonus)
		}
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
		gr.ca: c.Anchor, gr.cAgent: cAgent, gr.cUnit: cUnit} {
		if node == nil { // ca without the anchor term
			continue
		}
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
	if gr.anchored {
		st.AnchorKL = scalarOf(gr.out[9]) - gr.anchorH
	}
	gr.accuracy(&st)
	gr.ratioStats(&st)
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

// Anchored reports whether the loss has the anchor term (NewAnchoredGraph).
func (gr *Graph[T]) Anchored() bool { return gr.anchored }

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
	dst.OldLogPRow, dst.RowBonus, dst.Anchor = nil, nil, nil
	if len(m.Anchor) == rows*A {
		dst.Anchor = m.Anchor[r0*A : r1*A]
	}
	if len(m.OldLogPRow) == rows {
		dst.OldLogPRow = m.OldLogPRow[r0:r1]
	}
	if len(m.RowBonus) == rows {
		dst.RowBonus = m.RowBonus[r0:r1]
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
