package outfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// entries lists dir's names, to see that no temporary file is left.
func entries(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestRegularFileIsReplacedWhole(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "m.out")
	if err := os.WriteFile(p, []byte("old"), 0o640); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(p, 0o640); err != nil {
		t.Fatal(err)
	}
	f, err := Create(p)
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(f, "new content")
	if got := read(t, p); got != "old" {
		t.Fatalf("before commit the file reads %q, want the old content", got)
	}
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	if got := read(t, p); got != "new content" {
		t.Fatalf("got %q", got)
	}
	fi, _ := os.Stat(p)
	if fi.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, want the old file's 0640", fi.Mode().Perm())
	}
	if es := entries(t, dir); len(es) != 1 {
		t.Errorf("files left: %v", es)
	}
}

func TestFailedWriteLeavesTheOldFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "m.out")
	os.WriteFile(p, []byte("old"), 0o644)
	boom := errors.New("boom")
	err := Write(p, func(w io.Writer) error {
		io.WriteString(w, "half")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("err %v", err)
	}
	if got := read(t, p); got != "old" {
		t.Errorf("got %q, want the old content", got)
	}
	if es := entries(t, dir); len(es) != 1 {
		t.Errorf("files left: %v", es)
	}
	// A new path stays absent.
	if err := Write(filepath.Join(dir, "new.out"), func(io.Writer) error { return boom }); !errors.Is(err, boom) {
		t.Fatal(err)
	}
	if es := entries(t, dir); len(es) != 1 {
		t.Errorf("files left: %v", es)
	}
}

func TestSymlinkTargetIsReplaced(t *testing.T) {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "real"), 0o755)
	target := filepath.Join(dir, "real", "m.out")
	os.WriteFile(target, []byte("old"), 0o644)
	link := filepath.Join(dir, "link.out")
	if err := os.Symlink("real/m.out", link); err != nil { // relative, as ln -s makes
		t.Fatal(err)
	}
	chain := filepath.Join(dir, "chain.out")
	os.Symlink(link, chain)
	if err := WriteFile(chain, []byte("new")); err != nil {
		t.Fatal(err)
	}
	for _, l := range []string{link, chain} {
		if fi, err := os.Lstat(l); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
			t.Errorf("%s is no longer a symlink: %v %v", l, fi.Mode(), err)
		}
	}
	if got := read(t, target); got != "new" {
		t.Errorf("target reads %q", got)
	}
	if es := entries(t, filepath.Join(dir, "real")); len(es) != 1 {
		t.Errorf("files left beside the target: %v", es)
	}

	dangling := filepath.Join(dir, "dangling.out")
	os.Symlink("real/fresh.out", dangling)
	if err := WriteFile(dangling, []byte("x")); err != nil {
		t.Fatal(err)
	}
	if got := read(t, filepath.Join(dir, "real", "fresh.out")); got != "x" {
		t.Errorf("dangling link's target reads %q", got)
	}

	loop := filepath.Join(dir, "loop.out")
	os.Symlink("loop.out", loop)
	if err := WriteFile(loop, []byte("x")); !errors.Is(err, syscall.ELOOP) {
		t.Errorf("a symlink loop: %v, want ELOOP", err)
	}
}

func TestFIFOIsStreamed(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	got := make(chan string, 1)
	go func() {
		r, err := os.Open(p) // blocks until the writer opens
		if err != nil {
			got <- err.Error()
			return
		}
		b, _ := io.ReadAll(r)
		r.Close()
		got <- string(b)
	}()
	if err := WriteFile(p, []byte("through the pipe")); err != nil {
		t.Fatal(err)
	}
	select {
	case s := <-got:
		if s != "through the pipe" {
			t.Errorf("the reader got %q", s)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the reader got nothing")
	}
	if fi, _ := os.Lstat(p); fi.Mode()&fs.ModeNamedPipe == 0 {
		t.Errorf("the FIFO became %v", fi.Mode())
	}
	if es := entries(t, dir); len(es) != 1 {
		t.Errorf("files left: %v", es)
	}
}

func TestDeviceIsStreamed(t *testing.T) {
	dir := t.TempDir()
	dev := filepath.Join(dir, "null")
	// A private copy of /dev/null (char 1:3) when we may make one; else
	// /dev/null itself, which writing cannot harm.
	if err := syscall.Mknod(dev, syscall.S_IFCHR|0o666, 1<<8|3); err != nil {
		dev = "/dev/null"
	}
	for _, p := range []string{dev, "/dev/null"} {
		if err := WriteFile(p, []byte("discarded")); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		fi, err := os.Lstat(p)
		if err != nil || fi.Mode()&fs.ModeCharDevice == 0 {
			t.Fatalf("%s is no longer a character device: %v %v", p, fi.Mode(), err)
		}
	}
	if es := entries(t, dir); len(es) > 1 {
		t.Errorf("files left: %v", es)
	}
	if es := entries(t, "/dev"); contains(es, ".null"+tmpMark) {
		t.Errorf("a temporary file was made in /dev")
	}
}

func contains(names []string, prefix string) bool {
	for _, n := range names {
		if len(n) >= len(prefix) && n[:len(prefix)] == prefix {
			return true
		}
	}
	return false
}

func TestDirectoryIsRefused(t *testing.T) {
	dir := t.TempDir()
	if err := WriteFile(dir, []byte("x")); err == nil {
		t.Fatal("wrote over a directory")
	}
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		t.Fatal("the directory is gone")
	}
}

func TestPublishThenAppend(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "metrics.jsonl")
	os.WriteFile(p, []byte("old log\n"), 0o644)
	f, err := Create(p)
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(f, "a\n")
	if err := f.Publish(); err != nil {
		t.Fatal(err)
	}
	if got := read(t, p); got != "a\n" {
		t.Fatalf("after publish: %q", got)
	}
	io.WriteString(f, "b\n")
	f.Abort() // after publish the file stays
	if got := read(t, p); got != "a\nb\n" {
		t.Fatalf("appended: %q", got)
	}
}

func TestAbortWhileWriting(t *testing.T) {
	dir := t.TempDir()
	f, err := Create(filepath.Join(dir, "m.out"))
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(f, "part")
	f.Abort() // as play's signal handler does
	if _, err := io.WriteString(f, "more"); err == nil {
		t.Error("a write after abort succeeded")
	}
	if err := f.Commit(); err == nil {
		t.Error("commit after abort succeeded")
	}
	if es := entries(t, dir); len(es) != 0 {
		t.Errorf("files left: %v", es)
	}
}

func TestCleanStale(t *testing.T) {
	dir := t.TempDir()
	keep := []string{"latest.ckpt", ".hidden", ".x.edagym-tmp-", ".x.edagym-tmp-12a", "y.edagym-tmp-3"}
	drop := []string{".latest.ckpt" + tmpMark + "123", ".m.out" + tmpMark + "9"}
	for _, n := range append(keep, drop...) {
		os.WriteFile(filepath.Join(dir, n), nil, 0o644)
	}
	os.Mkdir(filepath.Join(dir, ".d"+tmpMark+"1"), 0o755) // not a file: kept
	n, err := CleanStale(dir)
	if err != nil || n != len(drop) {
		t.Fatalf("removed %d (%v), want %d", n, err, len(drop))
	}
	if es := entries(t, dir); len(es) != len(keep)+1 {
		t.Errorf("left %v", es)
	}
}

// TestFdLinks: /dev/fd/N and /proc/self/fd/N (a shell's >(...), or
// /dev/stdout) lead to a pipe or to a file that has no usable name: the
// output goes into them, and no file is made from the link's text.
func TestFdLinks(t *testing.T) {
	if _, err := os.Stat("/proc/self/fd"); err != nil {
		t.Skip("no /proc/self/fd")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	got := make(chan string, 1)
	go func() { b, _ := io.ReadAll(r); got <- string(b) }()
	if err := WriteFile("/proc/self/fd/"+itoa(int(w.Fd())), []byte("piped")); err != nil {
		t.Fatal(err)
	}
	w.Close()
	if s := <-got; s != "piped" {
		t.Errorf("the pipe's reader got %q", s)
	}

	dir := t.TempDir()
	p := filepath.Join(dir, "redirected.out")
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644) // as the shell's >>
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	f.WriteString("kept\n")
	os.Remove(p) // the file now has no name: only the descriptor leads to it
	if err := WriteFile("/proc/self/fd/"+itoa(int(f.Fd())), []byte("appended\n")); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile("/proc/self/fd/" + itoa(int(f.Fd()))); err != nil || string(b) != "kept\nappended\n" {
		t.Errorf("the file reads %q (%v), want its content and the output after it", b, err)
	}
	if es := entries(t, dir); len(es) != 0 {
		t.Errorf("files made in %s: %v", dir, es)
	}
	if es := entries(t, "/proc/self/fd"); contains(es, ".") {
		t.Errorf("a temporary file was made in /proc/self/fd")
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestSweepStale: writing a path removes the temporary files that killed
// writers of it left (SIGKILL leaves a half-written match file): this
// user's, whose writer is gone or which are a day old; a live writer's,
// another path's and another user's are kept.
func TestSweepStale(t *testing.T) {
	gone := exec.Command("true")
	if err := gone.Run(); err != nil {
		t.Skip(err)
	}
	dead, live := gone.Process.Pid, os.Getppid()
	dir := t.TempDir()
	name := func(base string, pid int, n int) string {
		if pid == 0 {
			return fmt.Sprintf(".%s%s%d", base, tmpMark, n)
		}
		return fmt.Sprintf(".%s%s%d-%d", base, tmpMark, pid, n)
	}
	drop := []string{name("m.out", dead, 1), name("m.out", 0, 2)}
	keep := []string{name("m.out", live, 3), name("m.out", 0, 4), name("other.out", dead, 5)}
	for _, n := range append(drop, keep...) {
		os.WriteFile(filepath.Join(dir, n), []byte("half"), 0o644)
	}
	old := time.Now().Add(-48 * time.Hour)
	os.Chtimes(filepath.Join(dir, drop[1]), old, old)
	if os.Geteuid() == 0 { // another user's file, dead writer: kept
		other := filepath.Join(dir, name("m.out", dead, 6))
		os.WriteFile(other, nil, 0o644)
		if os.Chown(other, 4242, 4242) == nil {
			keep = append(keep, filepath.Base(other))
		}
	}
	if err := WriteFile(filepath.Join(dir, "m.out"), []byte("new")); err != nil {
		t.Fatal(err)
	}
	// Whole names: ".m.out.edagym-tmp-2" is a prefix of a live writer's
	// ".m.out.edagym-tmp-27929-3".
	got := entries(t, dir)
	for _, n := range drop {
		if slices.Contains(got, n) {
			t.Errorf("%s was not swept", n)
		}
	}
	for _, n := range keep {
		if !slices.Contains(got, n) {
			t.Errorf("%s was swept", n)
		}
	}
}
