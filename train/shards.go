package train

import (
	"sync"

	"github.com/edagym/edagym/policies"
)

// numShards: a minibatch's gradient is computed as two halves of its
// agent-steps, each on its own graph, side by side. Most of a graph's ops
// run on one core, so two halves at once use both; the halves are fixed
// (not one per core), so the result does not depend on the machine.
const numShards = 2

// shard is one half's graph and gradient.
type shard struct {
	mb    policies.Minibatch
	graph *policies.Graph[float32]
	grad  []float32
	st    policies.Stats
	err   error
}

// gradient puts into tr.grad the gradient of the loss over mb, the mean of
// its halves': the policy and value terms are means over agent-steps (equal
// halves), and the entropy, cloning and per-unit policy terms, means over
// unit rows, are weighed in each half by its share of the rows, so the sum
// is the whole minibatch's loss. A minibatch of an odd number of agent-steps runs whole.
func (tr *Trainer) gradient(mb *policies.Minibatch, c policies.Coefs) (policies.Stats, error) {
	B, R := mb.B(), mb.Rows.Len()
	// the coefficients' anchor, not a half's (0 for a half without rows):
	// the graphs are not rebuilt when one minibatch's half has none
	anchored := c.Anchor != 0
	if B < numShards || B%numShards != 0 {
		if err := tr.ensureGraph(anchored); err != nil {
			return policies.Stats{}, err
		}
		tr.graph.SetParams(tr.Net.Params)
		if err := tr.graph.Load(mb, c); err != nil {
			return policies.Stats{}, err
		}
		return tr.graph.Run(tr.grad)
	}
	if tr.shards == nil {
		tr.shards = make([]*shard, numShards)
		for k := range tr.shards {
			tr.shards[k] = &shard{grad: make([]float32, len(tr.Net.Params))}
		}
	}
	var wg sync.WaitGroup
	half := B / numShards
	for k, s := range tr.shards {
		mb.Slice(k*half, (k+1)*half, &s.mb)
		ck := c
		if R > 0 {
			w := float64(numShards*s.mb.Rows.Len()) / float64(R)
			ck.Entropy, ck.Clone, ck.Anchor, ck.UnitShare = c.Entropy*w, c.Clone*w, c.Anchor*w, w
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.st, s.err = tr.runShard(s, ck, anchored)
		}()
	}
	wg.Wait()
	var st policies.Stats
	inv := float32(1) / numShards
	clear(tr.grad)
	for _, s := range tr.shards {
		if s.err != nil {
			return st, s.err
		}
		for i, g := range s.grad {
			tr.grad[i] += g
		}
		rows := 1.0
		if R > 0 {
			rows = float64(numShards*s.mb.Rows.Len()) / float64(R)
		}
		st.Loss += s.st.Loss / numShards
		st.Policy += s.st.Policy / numShards // a per-unit term comes weighed by its share already
		st.Value += s.st.Value / numShards
		st.Entropy += s.st.Entropy * rows / numShards
		st.Clone += s.st.Clone * rows / numShards
		st.AnchorKL += s.st.AnchorKL * rows / numShards
		st.Accuracy += s.st.Accuracy * rows / numShards
		st.Choices += s.st.Choices * rows / numShards
		st.ChoiceHits += s.st.ChoiceHits * rows / numShards
		ratios := 1.0 // per-unit ratios: the statistics are means over rows
		if c.UnitRatio {
			ratios = rows
		}
		st.ApproxKL += s.st.ApproxKL * ratios / numShards
		st.ClipFrac += s.st.ClipFrac * ratios / numShards
	}
	for i := range tr.grad {
		tr.grad[i] *= inv
	}
	return st, nil
}

// runShard runs one half on its graph, rebuilt when it cannot hold its rows
// or has the anchor term where it should not, or lacks it.
func (tr *Trainer) runShard(s *shard, c policies.Coefs, anchored bool) (policies.Stats, error) {
	rows := s.mb.Rows.Len()
	if s.graph == nil || rows > s.graph.R || s.graph.B != s.mb.B() || s.graph.Anchored() != anchored {
		g, err := newGraph(tr.Net, s.mb.B(), rows, anchored)
		if err != nil {
			return policies.Stats{}, err
		}
		s.graph = g
	}
	s.graph.SetParams(tr.Net.Params)
	if err := s.graph.Load(&s.mb, c); err != nil {
		return policies.Stats{}, err
	}
	return s.graph.Run(s.grad)
}
