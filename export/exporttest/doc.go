// Package exporttest is the harness every game folder of export/ tests its
// exported players with: it compiles a generated AI<Name>.cc against the
// game's stub of the Jutge player API, plays matches of the Go reference
// (the nn: player of the same weights), replays every recorded state into
// the compiled player and compares its orders, and the network input rows
// of every unit bit for bit, with the Go player's.
//
// A game gives the harness its stub directory (the API headers and
// replay.hh, which reads the game's state dump into the stub), a Dumper
// that writes states in that dump format, and what it expects (Case).
// Nothing here names a game.
package exporttest
