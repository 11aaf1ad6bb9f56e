package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/edagym/edagym/policies"
)

func averageCmd() *cobra.Command {
	var output string
	c := &cobra.Command{
		Use:   "average -o OUT.ckpt A.ckpt B.ckpt [C.ckpt ...]",
		Short: "Average checkpoints' weights into one policy checkpoint (a weight soup)",
		Long: `Write the checkpoint whose weights are the element-wise mean of the given
ones': a run's last snapshots, or runs fine-tuned from the same init. All must
be the same network over the same game and mode. The result is a policy
checkpoint (no optimizer state) that eval, play (nn:PATH) and export read;
evaluate it as any other: the mean of good weights is not always good.`,
		Example: `  edagym average -o runs/soup.ckpt runs/ft/snapshots/u000600.ckpt runs/ft/snapshots/u000650.ckpt
  edagym eval --checkpoint runs/soup.ckpt --opponents Student,Student,Student --game orkisland`,
		Args: cobra.MinimumNArgs(2),
		RunE: func(cmd *cobra.Command, paths []string) error {
			if output == "" {
				return usageError{fmt.Errorf("give the output file: -o OUT.ckpt")}
			}
			cs := make([]*policies.Checkpoint, len(paths))
			for i, p := range paths {
				if sameFile(p, output) {
					return usageError{fmt.Errorf("-o %s is one of the inputs: write the average elsewhere", output)}
				}
				c, err := policies.Load(p)
				if err != nil {
					return err
				}
				cs[i] = c
			}
			avg, err := policies.Average(cs...)
			if err != nil {
				return err
			}
			if err := avg.Save(output); err != nil {
				return err
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "wrote %s: the mean of %d %s checkpoints\n", output, len(cs), avg.Game)
			return nil
		},
	}
	c.Flags().StringVarP(&output, "output", "o", "", "the checkpoint to write")
	return c
}

// sameFile tells whether two paths name the same file: the same path, or
// (through links) the same existing file.
func sameFile(a, b string) bool {
	x, err1 := filepath.Abs(a)
	y, err2 := filepath.Abs(b)
	if err1 == nil && err2 == nil && x == y {
		return true
	}
	fa, err1 := os.Stat(a)
	fb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(fa, fb)
}
