package main

import (
	"fmt"
	"os/exec"
	"runtime"

	"github.com/spf13/cobra"

	"github.com/edagym/edagym/web"
)

func viewCmd() *cobra.Command {
	var o viewOptions
	c := &cobra.Command{
		Use:   "view MATCH.out",
		Short: "Watch a match file in the browser",
		Long: `Serve the match viewer and one match file on 127.0.0.1 and print the URL.
The viewer reads Ork Island, Dominator, Mad Max and Moria files written by the
original Game program or by 'edagym play', plain or gzip (.out.gz). The page is
self-contained (nothing is fetched from the network) and can open other files
too (button or drag and drop). It runs until Ctrl-C.`,
		Example: `  edagym view match.out
  edagym view default-demo-s1.out.gz --open --port 8080`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			m, err := web.LoadMatch(args[0])
			if err != nil {
				return err
			}
			return o.serve(cmd, m)
		},
	}
	o.flags(c, false)
	return c
}

// viewOptions are the flags of 'view', shared by 'play --view'.
type viewOptions struct {
	view bool // play only: serve the match once played
	port int
	open bool
}

func (o *viewOptions) flags(c *cobra.Command, play bool) {
	f := c.Flags()
	if play {
		f.BoolVar(&o.view, "view", false, "after the match, watch it in the browser (as 'edagym view'; the match file is written only with -o)")
	}
	f.IntVar(&o.port, "port", 0, "port of the viewer on 127.0.0.1 (default: a free port)")
	f.BoolVar(&o.open, "open", false, "open the viewer in a browser (xdg-open)")
}

// serve serves the viewer with the match m until SIGINT or SIGTERM.
func (o *viewOptions) serve(cmd *cobra.Command, m *web.Match) error {
	ln, url, err := web.Listen(o.port)
	if err != nil {
		return err
	}
	fmt.Fprintf(cmd.OutOrStdout(), "Viewing %s at %s (Ctrl-C to stop)\n", m.Name, url)
	if o.open {
		if err := openBrowser(url); err != nil {
			fmt.Fprintf(cmd.ErrOrStderr(), "edagym: cannot open a browser (%v); open %s yourself\n", err, url)
		}
	}
	in, stop := interruptContext(cmd, graceQuick)
	defer stop()
	return web.Serve(in.Context(), ln, web.Handler(m))
}

func openBrowser(url string) error {
	name := "xdg-open"
	if runtime.GOOS == "darwin" {
		name = "open"
	}
	c := exec.Command(name, url)
	if err := c.Start(); err != nil {
		return err
	}
	go c.Wait() // reap it; xdg-open returns at once
	return nil
}
