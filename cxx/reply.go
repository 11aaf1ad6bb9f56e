package cxx

import (
	"bytes"
	"errors"
	"fmt"
	"time"

	"github.com/edagym/edagym/env/jutge"
)

// reply is the runner's answer for one round (docs/cxx-players.md, "The
// protocol"):
//
//	@ ROUND PLAY_NS TOTAL_NS N ID DIR ... (N orders)
//	@ ROUND toomany
type reply struct {
	round   int
	play    time.Duration // the CPU time of play()
	total   time.Duration // the process's CPU time after play()
	tooMany bool          // play() called the order function more than 1000 times
	orders  []jutge.Order // in the order the player gave them
}

// errNotReply: the line is not a reply at all (the player printed it).
var errNotReply = errors.New("not a reply")

// parseReply reads one reply line (without its newline), appending the
// orders to dst[:0]. Anything but a well-formed reply for round is an
// error: what a player prints on cout arrives here.
func parseReply(line []byte, round int, dst []jutge.Order) (reply, error) {
	r := reply{orders: dst[:0]}
	rest, ok := bytes.CutPrefix(line, []byte("@ "))
	if !ok {
		return r, errNotReply
	}
	sc := numbers{rest: rest}
	r.round = int(sc.next("round", 0, 1<<31-1))
	if sc.err == nil && r.round != round {
		return r, fmt.Errorf("a reply for round %d in round %d", r.round, round)
	}
	if sc.err == nil && string(sc.rest) == "toomany" {
		r.tooMany = true
		return r, nil
	}
	r.play = time.Duration(sc.next("CPU time", 0, 1<<62))
	r.total = time.Duration(sc.next("CPU time", 0, 1<<62))
	n := int(sc.next("order count", 0, jutge.MaxOrders))
	for k := 0; k < n && sc.err == nil; k++ {
		id := sc.next("unit id", -1<<31, 1<<31-1)
		dir := sc.next("direction", -1<<31, 1<<31-1)
		r.orders = append(r.orders, jutge.Order{Unit: int(id), Dir: int(dir)})
	}
	if sc.err == nil && len(sc.rest) > 0 {
		sc.err = fmt.Errorf("%d orders and more: %q", n, clip(sc.rest))
	}
	return r, sc.err
}

// numbers reads a reply's numbers: single spaces between them, none after
// the last; the first error stops it.
type numbers struct {
	rest []byte
	err  error
}

// next reads the next number, a decimal integer of at most 18 digits with
// an optional '-', in one pass over its bytes.
func (sc *numbers) next(what string, lo, hi int64) int64 {
	if sc.err != nil {
		return 0
	}
	b := sc.rest
	if len(b) == 0 {
		sc.err = fmt.Errorf("no %s", what)
		return 0
	}
	i := 0
	if b[0] == '-' {
		i = 1
	}
	var v int64
	for ; i < len(b) && b[i] >= '0' && b[i] <= '9' && i < 20; i++ {
		v = v*10 + int64(b[i]-'0')
	}
	digits := i
	if b[0] == '-' {
		v, digits = -v, i-1
	}
	if digits == 0 || digits > 18 || i < len(b) && b[i] != ' ' || v < lo || v > hi {
		tok := b
		if k := bytes.IndexByte(b, ' '); k >= 0 {
			tok = b[:k]
		}
		sc.err = fmt.Errorf("bad %s %q", what, clip(tok))
		return v
	}
	switch {
	case i == len(b):
		sc.rest = nil
	case i+1 == len(b):
		sc.rest = []byte(" ") // a space after the last number: garbage
	default:
		sc.rest = b[i+1:]
	}
	return v
}

// clip shortens what a player printed for a message.
func clip(b []byte) []byte {
	if len(b) > 80 {
		return append(b[:80:80], "..."...)
	}
	return b
}
