package env

import "errors"

// ErrNoBoard is what a game's NewMatch wraps when its board generator fails
// on a seed, as the original engine's does there (it aborts): no match has
// that seed. A VecEnv passes over such a seed it derived itself (Reset, the
// autoresets) for its next episode's, so that a long training run does not
// stop on one seed in tens of thousands (Mad Max: 27861 is the first); a
// seed the caller gave (ResetSeeds) is the caller's error.
var ErrNoBoard = errors.New("the board generator fails on this seed (the original aborts)")
