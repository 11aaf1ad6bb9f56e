package cxx

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"
)

// DefaultRoundCPU is the CPU time a C++ player may use in one play() by
// default. The statements give no number (the judge's allowance is
// "rather short"); a second is far above any sane player (edagym's
// exported players take under 5 ms) and stops a loop in a second.
const DefaultRoundCPU = time.Second

// Options says how C++ seats are built and run.
type Options struct {
	// RoundCPU is the CPU time play() may use in one round; a player over
	// it is aborted for the rest of the match, as the judge does.
	RoundCPU time.Duration
	// CacheDir keeps compiled players by content (a program is built once
	// for a source, API and compiler).
	CacheDir string
	// Stderr, when set, receives what the players write on cerr (their
	// debugging output); the last lines are in any fault's reason anyway.
	Stderr io.Writer
}

// The environment variables that set Options for the command line.
const (
	EnvRoundCPU = "EDAGYM_CXX_CPU"    // a duration ("50ms", "2s"): RoundCPU
	EnvCache    = "EDAGYM_CXX_CACHE"  // a directory: CacheDir
	EnvStderr   = "EDAGYM_CXX_STDERR" // "show": the players' cerr goes to edagym's stderr
)

// OptionsFromEnv is the default Options with what the environment sets.
func OptionsFromEnv() (Options, error) {
	o := Options{RoundCPU: DefaultRoundCPU}
	if v := os.Getenv(EnvRoundCPU); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return o, fmt.Errorf("%s=%q: want a positive duration such as 50ms or 2s", EnvRoundCPU, v)
		}
		o.RoundCPU = d
	}
	switch v := os.Getenv(EnvStderr); v {
	case "":
	case "show":
		o.Stderr = os.Stderr
	default:
		return o, fmt.Errorf("%s=%q: the only value is show", EnvStderr, v)
	}
	o.CacheDir = os.Getenv(EnvCache)
	if o.CacheDir == "" {
		dir, err := os.UserCacheDir()
		if err != nil {
			dir = filepath.Join(os.TempDir(), fmt.Sprintf("edagym-%d", os.Getuid()))
		}
		o.CacheDir = filepath.Join(dir, "edagym", "cxx")
	}
	return o, nil
}
