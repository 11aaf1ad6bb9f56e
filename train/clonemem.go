package train

import (
	"fmt"

	"github.com/edagym/edagym/env"
)

// Behaviour cloning keeps every recorded step in memory (each DAgger round
// adds to the recordings and trains on all of them): in plan mode an Ork
// Island step of 18 orks takes about 19 KB, so 420,000 steps take 8 GB.
// Grown by append, the recordings' slices double (16 GB), and the garbage
// collector lets the heap reach twice what is live: such a run was killed
// by the kernel on a 24 GiB machine after 20 minutes, with no message. So
// the first recording, which tells the size of a step, is followed by a
// projection of the whole run's recordings; a run the machine cannot hold
// stops there, saying what to lower; and the recordings are reserved
// whole, so that the rounds add to them without copying. The budget is
// edagym train's (--max-memory, by default half the machine: its own
// estimate's), which also sets the collector's soft memory limit to it.

// size is the memory the recordings' contents take.
func (d *demo) size() int64 {
	return int64(4*(len(d.rows.Ptr)+len(d.rows.Col)+len(d.rows.Val)+len(d.act)+len(d.logp)+len(d.bonus)+
		len(d.anchor)+len(d.start)+len(d.glob)) + len(d.mask) + 8*len(d.shares))
}

// reserve grows the recordings' capacity to factor times their length,
// keeping their contents.
func (d *demo) reserve(factor float64) {
	grow := func(n int) int { return int(float64(n)*factor) + 1 }
	d.rows.Ptr = reserved(d.rows.Ptr, grow(len(d.rows.Ptr)))
	d.rows.Col = reserved(d.rows.Col, grow(len(d.rows.Col)))
	d.rows.Val = reserved(d.rows.Val, grow(len(d.rows.Val)))
	d.mask = reserved(d.mask, grow(len(d.mask)))
	d.act = reserved(d.act, grow(len(d.act)))
	d.logp = reserved(d.logp, grow(len(d.logp)))
	d.bonus = reserved(d.bonus, grow(len(d.bonus)))
	d.start = reserved(d.start, grow(len(d.start)))
	d.glob = reserved(d.glob, grow(len(d.glob)))
	d.shares = reserved(d.shares, grow(len(d.shares)))
}

func reserved[T any](s []T, n int) []T {
	if cap(s) >= n {
		return s
	}
	out := make([]T, len(s), n)
	copy(out, s)
	return out
}

// cloneMemory is the check before the DAgger rounds: recorded steps took
// held bytes, and total steps in all (the first recording and dagger rounds
// of roundSteps each) will be kept, with a round's matches and their merged
// recording (twice roundSteps) besides them while it is added. Times
// env.GCFactor, as edagym train's estimate counts live memory, that must
// fit in budget bytes.
func cloneMemory(held, recorded, total, roundSteps, budget int64) error {
	if recorded <= 0 {
		return nil
	}
	perStep := float64(held) / float64(recorded)
	need := env.GCFactor * perStep * float64(total+2*roundSteps)
	if need <= float64(budget) {
		return nil
	}
	return fmt.Errorf("clone: the recordings would take about %.1f GB with the collector's margin (%d steps at %.1f KB each, and a round's as it is added), "+
		"over the %.1f GB memory budget (edagym train --max-memory; by default half the machine's): lower clone.dagger, clone.dagger_steps or clone.steps",
		need/1e9, total, perStep/1e3, float64(budget)/1e9)
}
