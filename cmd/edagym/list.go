package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
)

func listCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "list [game]",
		Short: "List the games and the players each one has",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			names := env.GameNames()
			if len(args) == 1 {
				if _, err := env.Lookup(args[0]); err != nil {
					return usageError{err}
				}
				names = args[:1]
			}
			w := cmd.OutOrStdout()
			for _, g := range names {
				game, _ := env.Lookup(g)
				fmt.Fprintf(w, "%-10s %-16s players: %s\n", g, game.Title, strings.Join(agents.Names(g), " "))
			}
			if p := agents.Prefixes(); len(p) > 0 {
				fmt.Fprintf(w, "\nplayers from arguments: %s (e.g. nn:checkpoints/orkisland.ckpt, cxx:AIMine.cc)\n", strings.Join(p, " "))
			}
			return nil
		},
	}
}
