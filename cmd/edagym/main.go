// Command edagym plays, views, trains and serves the Jutge.org EDA games.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	_ "github.com/edagym/edagym/all"
)

// version is set by the build (-ldflags "-X main.version=...").
var version = "0.1.0-dev"

// usageError is an error in what the user asked for: exit code 2.
type usageError struct{ error }

func (u usageError) Unwrap() error { return u.error }

func main() {
	root := &cobra.Command{
		Use:           "edagym",
		Short:         "Faithful Jutge.org EDA games as a reinforcement-learning environment",
		Long:          "edagym re-implements the Jutge.org EDA games (Ork Island, Dominator, Mad Max, Moria)\nbyte for byte, plays matches like the original Game program, and wraps them as\nvectorized environments for training agents.",
		Version:       version,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.AddCommand(playCmd(), listCmd(), viewCmd(), benchCmd(), serveCmd(), exportCmd(), trainCmd(), evalCmd(), tuneCmd(), averageCmd())
	if err := root.Execute(); err != nil {
		if errors.Is(err, context.Canceled) {
			// SIGINT or SIGTERM, after the command cleaned up: exit as
			// a shell reports a process stopped by Ctrl-C.
			fmt.Fprintln(os.Stderr, "edagym: interrupted")
			os.Exit(130)
		}
		fmt.Fprintln(os.Stderr, "edagym: "+err.Error())
		var u usageError
		if errors.As(err, &u) {
			os.Exit(2)
		}
		os.Exit(1)
	}
}
