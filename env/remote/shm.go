package remote

import (
	"errors"
	"fmt"
	"os"
	"syscall"
	"unsafe"

	"github.com/edagym/edagym/env"
)

// shmBatches puts a VecEnv's batch buffers in a shared-memory file, twice:
// the VecEnv writes a step's output straight into one copy while the client
// may still read the previous step's in the other. A client on the same
// machine maps the file and reads the tensors in place, so nothing is
// copied or sent but the small reply. The encoders rewrite every buffer at
// every step, so alternating copies is safe.
type shmBatches struct {
	path    string
	named   bool // the file still has its name (unlinked once the client mapped it)
	mem     []byte
	batches [2]env.Batch
	offsets [2]shmOffsets
	next    int // the copy the next reset or step writes
}

// shmOffsets are a copy's tensor offsets in the file.
type shmOffsets struct {
	Obs                                        []int
	Mask, Reward, Terminated, Truncated, Final int
}

// shmLayout is the size of each batch tensor of v's, in order (obs, mask,
// reward, terminated, truncated, final), and of one copy of the batch.
func shmLayout(spec *env.Spec, agents int) (sizes []int, per int) {
	for _, t := range spec.Obs {
		sizes = append(sizes, agents*t.Bytes())
	}
	sizes = append(sizes, agents*spec.Slots*spec.Actions, 4*agents, agents, agents, agents)
	for _, n := range sizes {
		per += align(n)
	}
	return sizes, per
}

// errShmFull is the shared-memory file system lacking room for a file.
var errShmFull = errors.New("no room in shared memory")

// newShmFile makes a file of size bytes in dir, every page of it allocated
// now (fallocate), and maps it. A sparse file would be allocated page by
// page as the VecEnv writes it, and a write that finds the file system
// full (a 64 MB /dev/shm, as Docker's) is a SIGBUS that kills the process:
// here a full file system is an error before anything is mapped.
func newShmFile(dir string, size int) (path string, mem []byte, err error) {
	f, err := os.CreateTemp(dir, fmt.Sprintf("%s%d-*", shmPrefix, os.Getpid()))
	if err != nil {
		return "", nil, err
	}
	defer f.Close()
	if err := allocate(f, int64(size)); err != nil {
		os.Remove(f.Name())
		return "", nil, err
	}
	mem, err = syscall.Mmap(int(f.Fd()), 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_SHARED)
	if err != nil {
		os.Remove(f.Name())
		return "", nil, fmt.Errorf("mmap: %w", err)
	}
	return f.Name(), mem, nil
}

// newShmBatches makes the file in dir (checked for room first) and maps it.
func newShmBatches(v *env.VecEnv, dir string) (*shmBatches, error) {
	spec, A := v.Spec(), v.NumAgents()
	sizes, per := shmLayout(spec, A)
	if err := shmRoom(dir, int64(2*per)); err != nil {
		return nil, err
	}
	path, mem, err := newShmFile(dir, 2*per)
	if err != nil {
		return nil, err
	}
	s := &shmBatches{path: path, named: true, mem: mem}
	for c := 0; c < 2; c++ {
		off := c * per
		take := func(n int) ([]byte, int) {
			b, at := s.mem[off:off+n:off+n], off
			off += align(n)
			return b, at
		}
		b, o := &s.batches[c], &s.offsets[c]
		*b = v.Batch // keeps Episode, which stays in Go memory
		b.Obs = make([][]byte, len(spec.Obs))
		o.Obs = make([]int, len(spec.Obs))
		for k := range spec.Obs {
			b.Obs[k], o.Obs[k] = take(sizes[k])
		}
		var raw []byte
		b.Mask, o.Mask = take(sizes[len(spec.Obs)])
		raw, o.Reward = take(4 * A)
		b.Reward = unsafe.Slice((*float32)(unsafe.Pointer(&raw[0])), A)
		raw, o.Terminated = take(A)
		b.Terminated = unsafe.Slice((*bool)(unsafe.Pointer(&raw[0])), A)
		raw, o.Truncated = take(A)
		b.Truncated = unsafe.Slice((*bool)(unsafe.Pointer(&raw[0])), A)
		raw, o.Final = take(A)
		b.Final = unsafe.Slice((*bool)(unsafe.Pointer(&raw[0])), A)
	}
	return s, nil
}

func align(n int) int { return (n + 63) &^ 63 }

// use points the VecEnv at the copy the next reset or step writes and
// returns its offsets for the reply.
func (s *shmBatches) use(v *env.VecEnv) *shmOffsets {
	c := s.next
	s.next ^= 1
	v.Batch = s.batches[c]
	return &s.offsets[c]
}

// unlink removes the file's name once the client has mapped it (it maps
// the file before its next request), so that not even a server killed with
// SIGKILL leaves it in /dev/shm; the memory lives while either side maps it.
func (s *shmBatches) unlink() {
	if s.named {
		os.Remove(s.path)
		s.named = false
	}
}

// close unmaps and removes the file (the client may have removed it already).
// The VecEnv must be closed first.
func (s *shmBatches) close() {
	syscall.Munmap(s.mem)
	s.mem = nil
	s.unlink()
}
