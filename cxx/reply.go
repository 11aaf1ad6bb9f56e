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
	var err error
	// next reads the next number: single spaces between tokens, none
	// after the last.
	next := func(what string, lo, hi int64) int64 {
		if err != nil {
			return 0
		}
		if len(rest) == 0 {
			err = fmt.Errorf("no %s", what)
			return 0
		}
		tok := rest
		if i := bytes.IndexByte(rest, ' '); i >= 0 {
			tok, rest = rest[:i], rest[i+1:]
			if len(rest) == 0 {
				rest = []byte(" ") // a space after the last token: garbage
			}
		} else {
			rest = nil
		}
		v, ok := atoi(tok)
		if !ok || v < lo || v > hi {
			err = fmt.Errorf("bad %s %q", what, clip(tok))
		}
		return v
	}
	r.round = int(next("round", 0, 1<<31-1))
	if err == nil && r.round != round {
		return r, fmt.Errorf("a reply for round %d in round %d", r.round, round)
	}
	if err == nil && string(rest) == "toomany" {
		r.tooMany = true
		return r, nil
	}
	r.play = time.Duration(next("CPU time", 0, 1<<62))
	r.total = time.Duration(next("CPU time", 0, 1<<62))
	n := int(next("order count", 0, jutge.MaxOrders))
	for k := 0; k < n && err == nil; k++ {
		id := next("unit id", -1<<31, 1<<31-1)
		dir := next("direction", -1<<31, 1<<31-1)
		r.orders = append(r.orders, jutge.Order{Unit: int(id), Dir: int(dir)})
	}
	if err == nil && len(rest) > 0 {
		err = fmt.Errorf("%d orders and more: %q", n, clip(rest))
	}
	return r, err
}

// atoi reads a decimal integer of at most 18 digits, with an optional '-'
// (without allocating, unlike strconv on a []byte).
func atoi(b []byte) (int64, bool) {
	neg := len(b) > 0 && b[0] == '-'
	if neg {
		b = b[1:]
	}
	if len(b) == 0 || len(b) > 18 {
		return 0, false
	}
	var v int64
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int64(c-'0')
	}
	if neg {
		v = -v
	}
	return v, true
}

// clip shortens what a player printed for a message.
func clip(b []byte) []byte {
	if len(b) > 80 {
		return append(b[:80:80], "..."...)
	}
	return b
}
