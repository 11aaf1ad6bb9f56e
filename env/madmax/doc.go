// Package madmax is the Jutge.org EDA game Mad Max ("Mad_Max 1.6"): four
// teams of warriors and cars on a 60×60 board with 8 cities, re-implemented
// so that the same seed, .cnf and players give the original's match file
// byte for byte.
//
// Files, one idea each:
//
//   - config.go: the .cnf parser (GENERATOR or FIXED grids) and registration.
//   - generator.go: the GENERATOR board builder; cities.go: city detection.
//   - setup.go: initial units and the first scoring pass.
//   - round.go: a round as a list of named stages; rules_*.go: the stages.
//   - matchfile.go: the match-file format; state.go: the read API for players
//     and encoders (cells, units, movement rights, city owners, scores,
//     Accepts and Legal).
//   - encode.go: the tensor encoder for reinforcement learning (units, plan,
//     facts and board modes, player-relative; docs/observations-madmax.md);
//     facts.go: facts mode's features.
//   - plan*.go: the Planner the Dummy and the Immortan play;
//     plan_fields.go: its distance fields, which facts mode reads too.
package madmax
