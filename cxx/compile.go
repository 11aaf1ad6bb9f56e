package cxx

import (
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// common is the C++ every game's API shares (common/): the registry, the
// random generator, the order book and the runner.
//
//go:embed common
var common embed.FS

// cacheVersion changes when the way programs are built changes.
const cacheVersion = "edagym cxx 1"

// compileTimeout bounds one compiler run (a 200 KB exported player takes
// seconds).
const compileTimeout = 5 * time.Minute

// errorLines is how many of the compiler's lines a compile error shows.
const errorLines = 12

// flags are the originals' language and optimisation flags (their
// Makefiles add only warnings and, for some, -fPIC).
func flags() []string { return []string{"-std=c++11", "-O2"} }

// Program is a player source compiled against a game's API.
type Program struct {
	Game   *Game
	Source string // the file as the seat names it
	Name   string // the name the file registers (PLAYER_NAME); "" if unknown
	Exe    string // the runner program; "" when Err is set
	// Err says why the source gave no program (it does not compile, does
	// not register one player, or no compiler): the seat is then aborted
	// in its first round with this reason, and the match goes on.
	Err error
}

// CompileError is a source the compiler or the linker refused.
type CompileError struct {
	Source string
	Stage  string // "compile" or "link"
	Output string // what the compiler printed
}

// Error gives the compiler's first lines.
func (e *CompileError) Error() string {
	lines := strings.Split(strings.TrimRight(e.Output, "\n"), "\n")
	more := ""
	if len(lines) > errorLines {
		more = fmt.Sprintf("\n[%d more lines]", len(lines)-errorLines)
		lines = lines[:errorLines]
	}
	verb := "does not compile"
	if e.Stage == "link" {
		verb = "does not link"
	}
	return fmt.Sprintf("%s %s (g++ -std=c++11 -O2):\n%s%s", e.Source, verb, strings.Join(lines, "\n"), more)
}

// Build compiles src (the file source names) for game g, or finds it in
// the cache. It always returns a Program: what went wrong is its Err.
func Build(g *Game, o Options, source string, src []byte) *Program {
	p := &Program{Game: g, Source: source}
	exe, name, err := build(g, o, source, src)
	if err != nil {
		p.Err = err
		return p
	}
	p.Exe, p.Name = exe, name
	return p
}

func build(g *Game, o Options, source string, src []byte) (exe, name string, err error) {
	gxx, err := exec.LookPath("g++")
	if err != nil {
		return "", "", errors.New("g++ was not found: C++ players need it (apt-get install g++)")
	}
	if o.CacheDir == "" {
		return "", "", errors.New("no cache directory for compiled players")
	}
	if err := os.MkdirAll(o.CacheDir, 0o755); err != nil {
		return "", "", fmt.Errorf("the cache of compiled players: %v", err)
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%q\n%s\n", cacheVersion, flags(), g.Name)
	if fi, err := os.Stat(gxx); err == nil {
		fmt.Fprintf(h, "%s %d %d\n", gxx, fi.Size(), fi.ModTime().UnixNano())
	}
	files, err := apiFiles(g)
	if err != nil {
		return "", "", err
	}
	for _, f := range files {
		fmt.Fprintf(h, "%s %d\n", f.name, len(f.data))
		h.Write(f.data)
	}
	rt := filepath.Join(o.CacheDir, fmt.Sprintf("runtime-%x", h.Sum(nil)[:12]))
	if err := cached(o.CacheDir, rt, func(dir string) error { return buildRuntime(gxx, dir, files) }); err != nil {
		return "", "", err
	}
	fmt.Fprintf(h, "source %d\n", len(src))
	h.Write(src)
	out := filepath.Join(o.CacheDir, fmt.Sprintf("%x", h.Sum(nil)[:16]))
	if err := cached(o.CacheDir, out, func(dir string) error { return buildPlayer(gxx, dir, rt, source, src) }); err != nil {
		return "", "", err
	}
	nb, err := os.ReadFile(filepath.Join(out, "name"))
	if err != nil {
		return "", "", fmt.Errorf("the cache of compiled players: %v", err)
	}
	return filepath.Join(out, "player"), string(nb), nil
}

type apiFile struct {
	name string
	data []byte
}

// apiFiles is what the runner is built from: common/ and the game's API
// (a game's file of the same name would replace the common one).
func apiFiles(g *Game) ([]apiFile, error) {
	byName := map[string][]byte{}
	add := func(fsys fs.FS, dir string) error {
		entries, err := fs.ReadDir(fsys, dir)
		if err != nil {
			return err
		}
		for _, e := range entries {
			if e.IsDir() {
				continue
			}
			data, err := fs.ReadFile(fsys, filepath.ToSlash(filepath.Join(dir, e.Name())))
			if err != nil {
				return err
			}
			byName[e.Name()] = data
		}
		return nil
	}
	if err := add(common, "common"); err != nil {
		return nil, err
	}
	if err := add(g.API, "."); err != nil {
		return nil, fmt.Errorf("the %s API: %v", g.Name, err)
	}
	var out []apiFile
	for n, d := range byName {
		out = append(out, apiFile{n, d})
	}
	sort.Slice(out, func(a, b int) bool { return out[a].name < out[b].name })
	return out, nil
}

// cached makes dir with fill unless it exists: fill works in a temporary
// directory beside it, renamed to dir only when complete, so that builds
// running at once (other processes) never see half a program.
func cached(cache, dir string, fill func(tmp string) error) error {
	if _, err := os.Stat(dir); err == nil {
		return nil
	}
	tmp, err := os.MkdirTemp(cache, ".build-*")
	if err != nil {
		return fmt.Errorf("the cache of compiled players: %v", err)
	}
	if err := fill(tmp); err != nil {
		os.RemoveAll(tmp)
		return err
	}
	if err := os.Rename(tmp, dir); err != nil {
		os.RemoveAll(tmp)
		if _, serr := os.Stat(dir); serr == nil {
			return nil // another build put it there first
		}
		return fmt.Errorf("the cache of compiled players: %v", err)
	}
	return nil
}

// buildRuntime writes the API's headers to dir/include and compiles the
// runner, dir/main.o.
func buildRuntime(gxx, dir string, files []apiFile) error {
	inc := filepath.Join(dir, "include")
	if err := os.Mkdir(inc, 0o755); err != nil {
		return err
	}
	if err := writeFiles(inc, files); err != nil {
		return err
	}
	args := append(flags(), "-I", inc, "-c", filepath.Join(inc, "main.cc"), "-o", filepath.Join(dir, "main.o"))
	if out, err := run(dir, gxx, args...); err != nil {
		return fmt.Errorf("the C++ runner does not compile (an edagym bug): %v\n%s", err, out)
	}
	return nil
}

// buildPlayer compiles the source in dir (a copy under its own base name,
// so that the compiler's messages name it and no header beside the
// original is found), links it with the runtime and asks the program the
// name it registers.
func buildPlayer(gxx, dir, rt, source string, src []byte) error {
	base := filepath.Base(source)
	if base == "." || base == string(filepath.Separator) || strings.HasPrefix(base, "-") {
		base = "AIPlayer.cc"
	}
	if err := os.WriteFile(filepath.Join(dir, base), src, 0o644); err != nil {
		return err
	}
	args := append(flags(), "-I", filepath.Join(rt, "include"), "-c", "-x", "c++", base, "-x", "none", "-o", "player.o")
	if out, err := run(dir, gxx, args...); err != nil {
		return &CompileError{Source: source, Stage: "compile", Output: tidy(out, dir, rt)}
	}
	link := append(flags(), "-o", "player", "player.o", filepath.Join(rt, "main.o"))
	// Static: a process starts in under a millisecond instead of three
	// (every match starts one). Without a static C++ library, dynamic.
	if _, err := run(dir, gxx, append(link, "-static")...); err != nil {
		if out, err := run(dir, gxx, link...); err != nil {
			return &CompileError{Source: source, Stage: "link", Output: tidy(out, dir, rt)}
		}
	}
	out, err := exec.Command(filepath.Join(dir, "player"), "--names").Output()
	if err != nil {
		return fmt.Errorf("%s: the compiled player does not start: %v", source, err)
	}
	names := strings.Fields(string(out))
	switch {
	case len(names) == 0:
		return fmt.Errorf("%s registers no player (it must end with RegisterPlayer(PLAYER_NAME);)", source)
	case len(names) > 1:
		return fmt.Errorf("%s registers %d players (%s): a file is one player", source, len(names), strings.Join(names, ", "))
	case len(names[0]) > 12:
		return fmt.Errorf("%s registers the name %s, longer than the originals' 12 characters", source, names[0])
	}
	return os.WriteFile(filepath.Join(dir, "name"), []byte(names[0]), 0o644)
}

// run runs the compiler in dir and returns what it printed.
func run(dir, name string, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), compileTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	if ctx.Err() != nil {
		return out.String(), fmt.Errorf("the compiler took more than %v", compileTimeout)
	}
	return out.String(), err
}

// tidy drops the build directory from the compiler's messages and names
// the API's headers api/NAME.hh.
func tidy(out, dir, rt string) string {
	out = strings.ReplaceAll(out, filepath.Join(rt, "include")+string(filepath.Separator), "api/")
	return strings.ReplaceAll(out, dir+string(filepath.Separator), "")
}
