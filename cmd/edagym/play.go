package main

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/internal/outfile"
	"github.com/edagym/edagym/train"
	"github.com/edagym/edagym/web"
)

func playCmd() *cobra.Command {
	var (
		seed   int32
		input  string
		output string
		quiet  bool
		vo     viewOptions
	)
	c := &cobra.Command{
		Use:   "play GAME P1 P2 P3 P4 -s SEED [-i FILE.cnf] [-o FILE.out]",
		Short: "Play one match, writing the original match-file format",
		Long: `Play one match like the original Game program: the same seed, .cnf and players
give the same match file byte for byte.

Players are names from 'edagym list' (Null, Demo, Random, Dummy),
nn:PATH for a trained checkpoint, ensemble:A.ckpt+B.ckpt for checkpoints
voting unit by unit, or cxx:AIName.cc for a Jutge player's C++ source
(compiled with g++ against edagym's player API; see docs/cxx-players.md).
Progress and the final 'got score' and 'got top score' lines go to stderr,
as the original's do.`,
		Example: `  edagym play orkisland Demo Dummy Null Demo -s 30
  edagym play orkisland Demo Demo Demo Demo -s 1 -i board.cnf -o match.out
  edagym play orkisland cxx:AIMine.cc Dummy Dummy nn:checkpoints/orkisland-league.ckpt -s 1 --view`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			// Signals stop play from the start: reading -i may wait
			// for a FIFO's writer.
			in, stop := interruptContext(cmd, graceQuick)
			defer stop()
			game, err := env.Lookup(args[0])
			if err != nil {
				return usageError{err}
			}
			if !cmd.Flags().Changed("seed") {
				return usageError{fmt.Errorf("missing seed: give -s SEED")}
			}
			if seed < 0 {
				return usageError{fmt.Errorf("the seed must be >= 0")}
			}
			cfg, err := loadConfig(game, input)
			if err != nil {
				return usageError{err}
			}
			names := args[1:]
			if len(names) != cfg.NumPlayers() {
				return usageError{fmt.Errorf("%s needs %d players, got %d", game.Name, cfg.NumPlayers(), len(names))}
			}
			seats, err := agents.Seats(game.Name, names...)
			if err != nil {
				return usageError{err}
			}
			log := io.Writer(cmd.ErrOrStderr())
			if quiet {
				log = nil
			}
			// --view keeps the match in memory for the viewer: no
			// temporary file to leave behind, and -o may be a FIFO or
			// a device that cannot be read back.
			var kept bytes.Buffer
			err = writeMatch(in, output, cmd.OutOrStdout(), func(w io.Writer) error {
				if vo.view {
					w = io.MultiWriter(w, &kept)
				}
				run := env.MatchRun{Config: cfg, Seed: seed, Seats: seats, Out: w, Log: log}
				_, err := run.Run()
				return err
			}, vo.view)
			if err != nil || !vo.view {
				return err
			}
			name := filepath.Base(output)
			if output == "" || output == "-" {
				name = fmt.Sprintf("%s-s%d.out", game.Name, seed)
			}
			return vo.serve(cmd, &web.Match{Name: name, Data: kept.Bytes()})
		},
	}
	f := c.Flags()
	f.Int32VarP(&seed, "seed", "s", -1, "random seed (required, >= 0)")
	f.StringVarP(&input, "input", "i", "", "board and parameters (.cnf); default: the game's default.cnf")
	f.StringVarP(&output, "output", "o", "", "match file to write; default: stdout")
	f.BoolVarP(&quiet, "quiet", "q", false, "no progress lines on stderr")
	vo.flags(c, true)
	return c
}

// loadConfig reads a .cnf file, or the game's embedded default when path is "".
func loadConfig(game *env.Game, path string) (env.Config, error) {
	_, cfg, err := train.LoadEnvConfig(game.Name, path)
	return cfg, err
}

// writeMatch gives fn a buffered writer to stdout or to path, written
// through outfile: a failed or interrupted match leaves no file, and a
// device, FIFO or symlink at path is written, not replaced. A stop signal
// fails the match's next write; should the process be ended before (in
// the open of a FIFO nobody reads), the temporary file is removed all the
// same. With quietStdout (--view with no -o), nothing goes to stdout.
func writeMatch(in *interrupt, path string, stdout io.Writer, fn func(io.Writer) error, quietStdout bool) error {
	run := func(w io.Writer) error { return fn(ctxWriter{in.Context(), w}) }
	if path != "" && path != "-" {
		return outfile.WriteAbortable(path, in.onStop, run)
	}
	if quietStdout {
		return run(io.Discard)
	}
	return outfile.Buffered(stdout, run)
}
