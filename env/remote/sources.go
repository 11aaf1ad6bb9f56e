package remote

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/edagym/edagym/cxx"
	"github.com/edagym/edagym/env"
)

// sourceSeat resolves a cxx:PATH seat (every name cxx.SourceName claims,
// so that no player reads a file past the rule) by the rule of the
// server's nn: checkpoints: the C++ source is read from inside the
// --checkpoints directory (or anywhere on a loopback server without one),
// at most cxx.MaxSource bytes, and compiled once per content (cxx's cache).
// A source that does not compile still makes a seat: it is aborted in its
// first round with the compiler's message, and its matches go on.
func (c *ckCache) sourceSeat(game, path string) (env.Seat, error) {
	f, _, err := c.open(path)
	if err != nil {
		return env.Seat{}, errors.New(strings.Replace(err.Error(), "checkpoint ", "C++ player ", 1))
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return env.Seat{}, fmt.Errorf("C++ player %q is not a regular file", path)
	}
	src, err := io.ReadAll(io.LimitReader(f, cxx.MaxSource+1))
	if err != nil {
		return env.Seat{}, fmt.Errorf("C++ player %q cannot be read", path)
	}
	if len(src) > cxx.MaxSource {
		return env.Seat{}, fmt.Errorf("C++ player %q is over %d bytes", path, cxx.MaxSource)
	}
	o, err := cxx.OptionsFromEnv()
	if err != nil {
		return env.Seat{}, err
	}
	name, factory, err := cxx.Factory(game, path, src, o)
	if err != nil {
		return env.Seat{}, err
	}
	if name == "" {
		name = "cxx"
	}
	return env.Seat{Name: name, New: factory}, nil
}
