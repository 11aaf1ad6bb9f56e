package main

import (
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/edagym/edagym/internal/webtest"
)

// refMatch is the match every output test writes, as play prints it to stdout.
func refMatch(t *testing.T) string {
	t.Helper()
	out, stderr, code := run(t, t.TempDir(), "play", "orkisland", "Demo", "Demo", "Demo", "Demo", "-s", "30", "-q")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	return out
}

// TestPlayOutputTargets: -o writes through a symlink to its target, streams
// into a FIFO and a device, and never replaces any of them with a file.
func TestPlayOutputTargets(t *testing.T) {
	want := refMatch(t)
	play := func(dir, out string) {
		t.Helper()
		if _, stderr, code := run(t, dir, "play", "orkisland", "Demo", "Demo", "Demo", "Demo", "-s", "30", "-q", "-o", out); code != 0 {
			t.Fatalf("-o %s: exit %d: %s", out, code, stderr)
		}
	}
	noTemp := func(dir string) {
		t.Helper()
		es, _ := os.ReadDir(dir)
		for _, e := range es {
			if strings.Contains(e.Name(), "edagym-tmp") {
				t.Errorf("temporary file %s left in %s", e.Name(), dir)
			}
		}
	}

	t.Run("symlink", func(t *testing.T) {
		dir := t.TempDir()
		os.Mkdir(filepath.Join(dir, "store"), 0o755)
		os.WriteFile(filepath.Join(dir, "store", "m.out"), []byte("old"), 0o644)
		os.Symlink("store/m.out", filepath.Join(dir, "link.out"))
		play(dir, "link.out")
		if fi, err := os.Lstat(filepath.Join(dir, "link.out")); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
			t.Fatalf("link.out is no longer a symlink")
		}
		if got, _ := os.ReadFile(filepath.Join(dir, "store", "m.out")); string(got) != want {
			t.Errorf("the link's target holds %d bytes, want the match's %d", len(got), len(want))
		}
		noTemp(dir)
		noTemp(filepath.Join(dir, "store"))
	})

	t.Run("fifo", func(t *testing.T) {
		dir := t.TempDir()
		fifo := filepath.Join(dir, "pipe")
		if err := syscall.Mkfifo(fifo, 0o644); err != nil {
			t.Skip(err)
		}
		got := make(chan string, 1)
		go func() {
			f, err := os.Open(fifo)
			if err != nil {
				got <- ""
				return
			}
			b, _ := io.ReadAll(f)
			f.Close()
			got <- string(b)
		}()
		play(dir, "pipe")
		select {
		case s := <-got:
			if s != want {
				t.Errorf("the FIFO's reader got %d bytes, want %d", len(s), len(want))
			}
		case <-time.After(30 * time.Second):
			t.Fatal("the FIFO's reader got nothing")
		}
		if fi, _ := os.Lstat(fifo); fi.Mode()&fs.ModeNamedPipe == 0 {
			t.Errorf("the FIFO became %v", fi.Mode())
		}
		noTemp(dir)
	})

	t.Run("device", func(t *testing.T) {
		dir := t.TempDir()
		dev := filepath.Join(dir, "null")
		// Our own char device 1:3 (as /dev/null) as root; else /dev/null,
		// which is only written to, never replaced, by a correct edagym.
		if err := syscall.Mknod(dev, syscall.S_IFCHR|0o666, 1<<8|3); err != nil {
			dev = "/dev/null"
		}
		play(dir, dev)
		if fi, err := os.Lstat(dev); err != nil || fi.Mode()&fs.ModeCharDevice == 0 {
			t.Fatalf("%s is no longer a character device: %v", dev, err)
		}
		noTemp(dir)
	})
}

// TestExportThroughSymlink: export -o, like play -o, writes a symlink's target.
func TestExportThroughSymlink(t *testing.T) {
	dir := t.TempDir()
	ckpt, _ := filepath.Abs("../../checkpoints/orkisland.ckpt")
	os.Symlink("real.cc", filepath.Join(dir, "AIx.cc"))
	if _, stderr, code := run(t, dir, "export", "--checkpoint", ckpt, "--name", "Gorbag", "-o", "AIx.cc"); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if fi, _ := os.Lstat(filepath.Join(dir, "AIx.cc")); fi.Mode()&fs.ModeSymlink == 0 {
		t.Error("AIx.cc is no longer a symlink")
	}
	if b, err := os.ReadFile(filepath.Join(dir, "real.cc")); err != nil || !strings.Contains(string(b), "Gorbag") {
		t.Errorf("the target was not written: %v", err)
	}
}

// TestInputFilesAreBounded: an endless input fails at once with a clear
// error instead of filling the memory.
func TestInputFilesAreBounded(t *testing.T) {
	cases := []struct {
		args []string
		code int
	}{
		{[]string{"play", "orkisland", "Null", "Null", "Null", "Null", "-s", "1", "-i", "/dev/zero", "-o", "x.out"}, 2},
		{[]string{"view", "/dev/zero"}, 1},
		{[]string{"eval", "--checkpoint", "/dev/zero", "--games", "1"}, 2},
		{[]string{"train", "--config", "/dev/zero"}, 2},
	}
	for _, c := range cases {
		t.Run(c.args[0], func(t *testing.T) {
			dir := t.TempDir()
			_, stderr, code := run(t, dir, c.args...)
			if code != c.code || !strings.Contains(stderr, "/dev/zero: larger than") {
				t.Errorf("exit %d (want %d): %s", code, c.code, stderr)
			}
		})
	}
}

// slowCnf is a legal board on which a Dummy match takes minutes: a
// signal always arrives mid-match.
const slowCnf = `OrkIsland 1.0
nb_players 4
rows 1000
cols 1000
nb_rounds 100
initial_health 100
nb_orks 15
cost_grass 1
cost_forest 2
cost_sand 3
cost_city 0
cost_path 0
bonus_per_city_cell 1
bonus_per_path_cell 1
factor_connected_component 2
GENERATOR1
`

// TestPlayInterruptRemovesTemporaryFile: SIGINT, SIGTERM or SIGHUP (the
// terminal closing) mid-match stops play, which removes its hidden
// temporary file and writes no output.
func TestPlayInterruptRemovesTemporaryFile(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			dir := t.TempDir()
			os.WriteFile(filepath.Join(dir, "slow.cnf"), []byte(slowCnf), 0o644)
			cmd, errb := startIn(t, dir, "play", "orkisland", "Dummy", "Dummy", "Dummy", "Dummy", "-s", "1", "-q", "-i", "slow.cnf", "-o", "x.out")
			waitFor(t, cmd, errb, 20*time.Second, "no temporary file appeared", func() bool { return hasTemp(dir) })
			time.Sleep(200 * time.Millisecond) // into the match
			stopsCleanly(t, cmd, sig, errb)
			if es, _ := os.ReadDir(dir); len(es) != 1 {
				var names []string
				for _, e := range es {
					names = append(names, e.Name())
				}
				t.Errorf("left %v, want only slow.cnf", names)
			}
		})
	}
}

// TestPlayStopsWhileOpeningFIFO: the first SIGTERM stops play even while
// it waits, in the system call that opens it, for a reader of its output
// FIFO; and play -i waits for the writer of an input FIFO the same way.
func TestPlayStopsWhileOpeningFIFO(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip(err)
	}
	for _, args := range [][]string{{"-o", "pipe"}, {"-i", "pipe", "-o", "x.out"}} {
		t.Run(args[0], func(t *testing.T) {
			cmd, errb := startIn(t, dir, append([]string{"play", "orkisland", "Demo", "Demo", "Demo", "Demo", "-s", "1", "-q"}, args...)...)
			time.Sleep(300 * time.Millisecond) // waiting on the FIFO
			stopsCleanly(t, cmd, syscall.SIGTERM, errb)
			if hasTemp(dir) {
				t.Error("a temporary file was left")
			}
		})
	}
}

func hasTemp(dir string) bool {
	es, _ := os.ReadDir(dir)
	for _, e := range es {
		if strings.Contains(e.Name(), "edagym-tmp") {
			return true
		}
	}
	return false
}

// TestEvalStopsOnSIGTERM: eval handles SIGTERM as train and serve do.
func TestEvalStopsOnSIGTERM(t *testing.T) {
	cmd := exec.Command(binary, "eval", "--player", "Dummy", "--opponents", "Dummy,Dummy,Dummy", "--games", "100000", "--workers", "1")
	var errb strings.Builder
	out := newFirstLine()
	cmd.Stdout, cmd.Stderr = out, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	out.wait(t, cmd) // the header line comes before the games start
	time.Sleep(100 * time.Millisecond)
	stopsCleanly(t, cmd, syscall.SIGTERM, &errb)
}

// firstLine is a command's stdout that tells when its first line is out.
type firstLine struct {
	mu   sync.Mutex
	buf  strings.Builder
	line chan string
}

func newFirstLine() *firstLine { return &firstLine{line: make(chan string, 1)} }

func (f *firstLine) Write(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	had := strings.Contains(f.buf.String(), "\n")
	f.buf.Write(p)
	if s := f.buf.String(); !had && strings.Contains(s, "\n") {
		f.line <- s[:strings.IndexByte(s, '\n')]
	}
	return len(p), nil
}

// wait returns the first line, killing cmd if none comes within 30 s.
func (f *firstLine) wait(t *testing.T, cmd *exec.Cmd) string {
	t.Helper()
	select {
	case l := <-f.line:
		return l
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		t.Fatal("no output line within 30 s")
	}
	return ""
}

// TestPlayViewLeavesNoFile: play --view without -o serves the match from
// memory and leaves no temporary match file behind.
func TestPlayViewLeavesNoFile(t *testing.T) {
	tmp := t.TempDir()
	cmd := exec.Command(binary, "play", "orkisland", "Demo", "Demo", "Demo", "Demo", "-s", "2", "-q", "--view")
	cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
	cmd.Dir = tmp
	out := newFirstLine()
	cmd.Stdout = out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line := out.wait(t, cmd)
	if !strings.HasPrefix(line, "Viewing orkisland-s2.out at http://127.0.0.1:") {
		cmd.Process.Kill()
		t.Fatalf("first line %q", line)
	}
	url := strings.Fields(line)[3]
	if _, body := webtest.Get(t, url+"match"); !strings.HasPrefix(body, "OrkIsland") && !strings.Contains(body[:min(len(body), 200)], "OrkIsland") {
		t.Errorf("the viewer serves %.80q", body)
	}
	cmd.Process.Signal(syscall.SIGINT)
	cmd.Wait()
	if es, _ := os.ReadDir(tmp); len(es) != 0 {
		t.Errorf("play --view left %d files in TMPDIR: %v", len(es), es[0].Name())
	}
}
