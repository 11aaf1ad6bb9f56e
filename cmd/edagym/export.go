package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/internal/outfile"
)

func exportCmd() *cobra.Command {
	var checkpoint, name, output, format string
	c := &cobra.Command{
		Use:   "export --checkpoint FILE --name NAME [-o AINAME.cc]",
		Short: "Write a trained policy as a Jutge-submittable player, AI<Name>.cc",
		Long: `Write a trained checkpoint as one C++ file that plays through its game's
original player API: standard C++11, everything inside the player class, the
observation encoder re-implemented over the API, the network with its weights
embedded (base64), masking and greedy choice, as the nn: player plays it.
The game is the checkpoint's; games that export: ` + strings.Join(export.Names(), ", ") + `.

NAME is the player's name: at most 12 ASCII letters or digits, starting with
a letter, and not a name the original Game already uses (Null, Demo, Dummy,
the player API's types and constants).
--format chooses how the weights are stored: int8 (one float32 scale per
row; the default, smallest), f16 or f32 (exact). The file must stay within
200 KB: the default 64x64 network fits only in int8.

See docs/jutge-export.md for submitting and playing the file locally.`,
		Example: `  edagym export --checkpoint checkpoints/orkisland.ckpt --name Sauron
  edagym export --checkpoint run/best.ckpt --name Gorbag -o /tmp/AIGorbag.cc --format int8`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if checkpoint == "" || name == "" {
				return usageError{fmt.Errorf("give --checkpoint FILE and --name NAME")}
			}
			if err := export.ValidateName(name); err != nil {
				return usageError{err}
			}
			f, err := export.ParseFormat(format)
			if err != nil {
				return usageError{err}
			}
			game, net, err := export.Load(checkpoint)
			if err != nil {
				return err
			}
			if err := game.ValidateName(name); err != nil {
				return usageError{err}
			}
			res, err := game.Generate(net, export.Options{Name: name, Format: f, Checkpoint: checkpoint})
			if err != nil {
				return err
			}
			if output == "" {
				output = "AI" + name + ".cc"
			}
			if err := outfile.WriteFile(output, res.Source); err != nil {
				return err
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "wrote %s: %d bytes (%s weights, %d×%d network)\n",
				output, len(res.Source), f, net.Config.Hidden1, net.Config.Hidden2)
			return nil
		},
	}
	c.Flags().StringVar(&checkpoint, "checkpoint", "", "the checkpoint to export (its game must have an exporter)")
	c.Flags().StringVar(&name, "name", "", "the player's name (AI<NAME>.cc), at most 12 letters or digits")
	c.Flags().StringVarP(&output, "output", "o", "", "the file to write (default AI<NAME>.cc)")
	c.Flags().StringVar(&format, "format", string(export.Int8), "weight format: int8, f16 or f32")
	return c
}
