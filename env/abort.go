package env

import "io"

// Abort ends the player's turn and aborts its seat for the rest of the
// match, with reason as what the match log says (no stack trace): for a
// player whose fault is not a Go bug, such as a C++ player that crashed or
// ran out of time. It must be called from the player's Play.
func Abort(reason string) { panic(aborted(reason)) }

// aborted is the panic value of Abort.
type aborted string

// closePlayer releases what a player holds beyond Go memory (a C++
// player's process) when its match is over or abandoned: players that
// hold something implement io.Closer.
func closePlayer(pl Player) {
	if c, ok := pl.(io.Closer); ok {
		c.Close()
	}
}
