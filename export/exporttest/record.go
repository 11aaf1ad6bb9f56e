package exporttest

import (
	"math"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/policies"
)

// Dumper writes a game's states in the text its replay.hh reads into the
// player API: a match block (a new player object in the harness: settings and
// what is fixed) and round blocks (what a seat sees in one round).
type Dumper interface {
	AppendMatch(dst []byte, label string, m env.Match) []byte
	// AppendRound appends the state seat me sees now; the harness plays
	// it repeat times (for timing) and prints the last call's orders.
	AppendRound(dst []byte, m env.Match, me, repeat int) []byte
	// Units lists seat me's units in the order of the encoder's slots
	// (the order the C++ player encodes them in).
	Units(m env.Match, me int) []int
}

// Dump is the Dumper of a game whose dump functions take its own match
// type M. A match block is the line of Settings, then what Board appends
// (what else is fixed for the match; nil: nothing). The round function's
// owner, if not nil, replaces each unit's owner (to build states no match
// reaches; OwnerOf).
type Dump[M env.Match] struct {
	Settings func(m M) []int // in the order the game's replay.hh reads them
	Board    func(dst []byte, m M) []byte
	Round    func(dst []byte, m M, me, repeat int, owner func(id int) int) []byte
	Own      func(m M, me int) []int // seat me's units in the encoder's slot order
}

func (d Dump[M]) AppendMatch(dst []byte, label string, m env.Match) []byte {
	dst = AppendMatchHeader(dst, label, d.Settings(m.(M))...)
	if d.Board != nil {
		dst = d.Board(dst, m.(M))
	}
	return dst
}

func (d Dump[M]) AppendRound(dst []byte, m env.Match, me, repeat int) []byte {
	return d.Round(dst, m.(M), me, repeat, nil)
}

func (d Dump[M]) Units(m env.Match, me int) []int { return d.Own(m.(M), me) }

// HoldingAll is a Timing.State: a match block "time" and the state seat me
// sees now with every unit its own.
func (d Dump[M]) HoldingAll(dst []byte, m env.Match, me, repeat int) []byte {
	dst = d.AppendMatch(dst, "time", m)
	return d.Round(dst, m.(M), me, repeat, func(int) int { return me })
}

// OwnerOf is the owner a round block writes for unit id: owner(id) when
// the test replaces the real owners (owner not nil), else real.
func OwnerOf(owner func(id int) int, id, real int) int {
	if owner != nil {
		return owner(id)
	}
	return real
}

// recorder plays the Go reference player and records, for every round, the
// state it saw (in the game's dump format), its orders and, when rows is
// set, the encoder's input rows of every unit it owns. other, if set, is
// asked too and its agreement counted (the float32 network against the
// quantised one). With views, every round is also recorded as the
// reference would play it in each of the other seats (their units, what
// they hold).
type recorder struct {
	c           *Case
	label       string
	ref, other  env.Player
	rec         *recording
	otherOrders jutge.Orders
	viewOrders  jutge.Orders
	enc         env.Encoder
	obs         [][]byte
	mask        []uint8
	started     bool
	onRound     func(m env.Match, me int)
}

// recording is what the recorders of all matches collect.
type recording struct {
	dump        []byte
	want        [][]jutge.Order
	seats       []int // per state: the seat it is seen from
	wantRows    [][]Row
	same, total int // per-unit agreement of other with ref
}

func (r *recorder) Play(m env.Match, me int, out *jutge.Orders) {
	if !r.started {
		r.started = true
		r.rec.dump = r.c.Dump.AppendMatch(r.rec.dump, r.label, m)
	}
	r.record(m, me, out)
	if r.c.Views {
		for q := range m.Config().NumPlayers() {
			if q != me {
				r.viewOrders.Reset(m.NumUnits())
				r.record(m, q, &r.viewOrders)
			}
		}
	}
	if r.other != nil {
		r.otherOrders.Reset(m.NumUnits())
		r.other.Play(m, me, &r.otherOrders)
		for _, id := range r.c.Dump.Units(m, me) {
			if r.c.dirOf(out.List(), id) == r.c.dirOf(r.otherOrders.List(), id) {
				r.rec.same++
			}
			r.rec.total++
		}
	}
	if r.onRound != nil {
		r.onRound(m, me)
	}
}

// record dumps the state as seat me sees it and records the reference's
// orders (in out) and input rows (with their masks) there.
func (r *recorder) record(m env.Match, me int, out *jutge.Orders) {
	r.rec.dump = r.c.Dump.AppendRound(r.rec.dump, m, me, 1)
	r.rec.seats = append(r.rec.seats, me)
	if r.c.Rows != nil {
		r.rec.wantRows = append(r.rec.wantRows, r.inputRows(m, me))
	}
	r.ref.Play(m, me, out)
	r.rec.want = append(r.rec.want, append([]jutge.Order(nil), out.List()...))
}

// inputRows is what the Go network reads for each of my units: the
// game's observation turned into rows by policies.
func (r *recorder) inputRows(m env.Match, me int) []Row {
	if r.enc == nil {
		g, err := env.Lookup(r.c.Game)
		if err != nil {
			panic(err)
		}
		if r.enc, err = g.NewEncoder(m.Config(), r.c.Mode); err != nil {
			panic(err)
		}
		r.obs = r.enc.Spec().NewObs()
		s := r.enc.Spec()
		r.mask = make([]uint8, s.Slots*s.Actions)
	}
	r.enc.Observe(m, me, r.obs)
	r.enc.Mask(m, me, r.mask)
	l := r.c.Rows.Layout
	feats := env.Float32s(r.obs[l.Feats])
	var out []Row
	for s, id := range r.c.Dump.Units(m, me) {
		var rs policies.Rows
		r.c.Rows.AppendRow(&rs, r.obs[l.Crops][s*l.CropLen:(s+1)*l.CropLen], feats[s*l.Features:(s+1)*l.Features])
		// In the per-unit modes a unit's action slot is its slot s.
		w := Row{ID: id, Cols: rs.Col, Mask: append([]uint8(nil), r.mask[s*l.Actions:(s+1)*l.Actions]...)}
		for _, v := range rs.Val {
			w.Bits = append(w.Bits, math.Float32bits(v))
		}
		out = append(out, w)
	}
	return out
}
