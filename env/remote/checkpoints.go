package remote

import (
	"container/list"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	"github.com/edagym/edagym/cxx"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/policies"
)

// CheckpointRule says which files the nn:PATH seats of a server may read.
// A client names any path it likes, so a server reachable by others must
// not let it probe the machine's files.
type CheckpointRule struct {
	// Dir, when set, confines nn: paths to names inside it (relative, no
	// "..", no symbolic link out of it).
	Dir string
	// Anywhere, without Dir, lets nn: name any file: for loopback servers,
	// whose clients are on this machine anyway. With neither, nn: seats are
	// refused.
	Anywhere bool
}

// ckCacheSize is how many distinct checkpoints a server keeps read.
const ckCacheSize = 8

// ckCache reads each checkpoint file once per server, however many matches
// and seats name it, and keeps the last few. A file is read again when its
// size or modification time changes.
type ckCache struct {
	rule  CheckpointRule
	limit int64

	mu    sync.Mutex
	lru   *list.List // of *ckEntry, most recent first
	byKey map[string]*list.Element
}

type ckEntry struct {
	key   string
	size  int64
	mtime time.Time
	ck    *policies.Checkpoint
}

func newCkCache(rule CheckpointRule, limit int64) *ckCache {
	return &ckCache{rule: rule, limit: limit, lru: list.New(), byKey: map[string]*list.Element{}}
}

// errNotCheckpoint is all a client learns of a file that is no checkpoint:
// never a byte of what it holds.
var errNotCheckpoint = errors.New("not a readable edagym checkpoint")

// load returns the checkpoint at path (the text after "nn:") and its file
// size. Errors name the path as the client gave it and never echo content.
func (c *ckCache) load(path string) (*policies.Checkpoint, int64, error) {
	f, key, err := c.open(path)
	if err != nil {
		return nil, 0, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, 0, fmt.Errorf("checkpoint %q: %w", path, errNotCheckpoint)
	}
	if !fi.Mode().IsRegular() {
		return nil, 0, fmt.Errorf("checkpoint %q is not a regular file", path)
	}
	if fi.Size() > c.limit {
		return nil, 0, fmt.Errorf("checkpoint %q is %d bytes, over the server's %d-byte limit", path, fi.Size(), c.limit)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.byKey[key]; ok {
		e := el.Value.(*ckEntry)
		if e.size == fi.Size() && e.mtime.Equal(fi.ModTime()) {
			c.lru.MoveToFront(el)
			return e.ck, e.size, nil
		}
		c.lru.Remove(el)
		delete(c.byKey, key)
	}
	// The size was checked, but the file may grow while it is read.
	data, err := io.ReadAll(io.LimitReader(f, c.limit+1))
	if err != nil || int64(len(data)) > c.limit {
		return nil, 0, fmt.Errorf("checkpoint %q: %w", path, errNotCheckpoint)
	}
	ck, err := policies.Decode(data)
	if err != nil {
		return nil, 0, fmt.Errorf("checkpoint %q: %w", path, errNotCheckpoint)
	}
	c.byKey[key] = c.lru.PushFront(&ckEntry{key: key, size: fi.Size(), mtime: fi.ModTime(), ck: ck})
	if c.lru.Len() > ckCacheSize {
		old := c.lru.Remove(c.lru.Back()).(*ckEntry)
		delete(c.byKey, old.key)
	}
	return ck, fi.Size(), nil
}

// readNonBlocking opens a file without waiting: opening a FIFO for reading
// otherwise waits for a writer, forever, holding the request (and a server
// that closes, waiting for its requests). load then refuses what is not a
// regular file.
const readNonBlocking = os.O_RDONLY | syscall.O_NONBLOCK

// open opens path under the rule, with the cache key of the file.
func (c *ckCache) open(path string) (*os.File, string, error) {
	switch {
	case c.rule.Dir != "":
		name := filepath.ToSlash(filepath.Clean(path))
		if filepath.IsAbs(path) || !fs.ValidPath(name) {
			return nil, "", fmt.Errorf("checkpoint %q: name a file inside the server's checkpoint directory, without .. or a leading /", path)
		}
		root, err := os.OpenRoot(c.rule.Dir)
		if err != nil {
			return nil, "", fmt.Errorf("the server's checkpoint directory cannot be opened")
		}
		defer root.Close()
		f, err := root.OpenFile(name, readNonBlocking, 0) // refuses symbolic links out of Dir
		if err != nil {
			return nil, "", fmt.Errorf("checkpoint %q: no such file in the server's checkpoint directory", path)
		}
		return f, "dir:" + name, nil
	case c.rule.Anywhere:
		abs, err := filepath.Abs(path)
		if err != nil {
			return nil, "", fmt.Errorf("checkpoint %q: %w", path, errNotCheckpoint)
		}
		f, err := os.OpenFile(abs, readNonBlocking, 0)
		if err != nil {
			return nil, "", fmt.Errorf("checkpoint %q cannot be opened: %v", path, unwrapPathError(err))
		}
		return f, "abs:" + abs, nil
	}
	return nil, "", errors.New("this server reads no checkpoints (start it with --checkpoints DIR)")
}

// unwrapPathError keeps the reason of an *fs.PathError ("no such file or
// directory"), not its repetition of the path.
func unwrapPathError(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// seat resolves a seat name: nn:PATH and nn-sample:PATH (every name
// policies.CheckpointName claims, so no player reads a file past the rule)
// through the cache, cxx:PATH by the same rule, ensemble:... not at all
// (policies.EnsembleName), any other name by the registry. extra is the
// memory a player of it holds beyond what envCost counts for a bot (the
// network's weights, copied per player).
func (c *ckCache) seat(game, name string, registry SeatResolver) (s env.Seat, extra int64, err error) {
	if path, ok := cxx.SourceName(name); ok { // cxx:PATH, by the same rule (sources.go)
		s, err = c.sourceSeat(game, path)
		return s, 0, err
	}
	if _, ok := policies.EnsembleName(name); ok { // its paths would pass no rule
		return s, 0, errors.New("ensemble seats are not served: seat its checkpoints as nn: players")
	}
	path, sample, ok := policies.CheckpointName(name) // nn:PATH or nn-sample:PATH
	if !ok {
		s, err = registry(game, name)
		return s, 0, err
	}
	ck, size, err := c.load(path)
	if err != nil {
		return s, 0, err
	}
	f, err := policies.FactoryOf(game, ck, sample)
	if err != nil {
		return s, 0, fmt.Errorf("checkpoint %q: %v", path, err)
	}
	return env.Seat{Name: name, New: f}, size, nil
}
