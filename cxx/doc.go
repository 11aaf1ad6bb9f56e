// Package cxx plays Jutge player sources inside edagym: a seat named
// "cxx:AIName.cc" compiles the file (g++ -std=c++11 -O2, cached by content
// under the user's cache directory) against edagym's own implementation of
// the game's player API and plays it as a process: each round the Go
// engine writes the seat's view on the process's standard input and reads
// the orders play() gave back (docs/cxx-players.md).
//
// The API is each game's complete player API as
// shared/rules/<game>-player-api.md documents it, traps included; what the
// four share is in common/ (the registry, the random generator, the order
// book, the runner's main and its protocol), what differs in the game's
// folder (cxx/<game>/api/), which registers the game here (Register) with
// the functions that write its view.
//
// Faults end the seat as a judge would, and the match goes on: a file that
// does not compile (the compiler's first lines are the reason), a crash, a
// round over the CPU time limit, a hang, output that is not a reply (cout
// is not allowed), more than 1000 orders in a round. No process outlives
// its match.
package cxx
