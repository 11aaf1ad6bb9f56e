package remote

import (
	"fmt"
	"time"
)

// Limits bound what clients can make a server hold. Every bound is checked
// before the memory is spent, so a refused request costs almost nothing. A
// zero field takes its default.
type Limits struct {
	// MaxFrame is the largest frame read or written (DefaultMaxFrame, at
	// most MaxMaxFrame).
	MaxFrame int
	// FrameMemory is the memory all connections together may hold in frames
	// still being received, beyond a small buffer each
	// (DefaultFrameMemory, at least MaxFrame).
	FrameMemory int64
	// Conns is how many connections are served at once; more are told the
	// server is busy and closed (DefaultConns).
	Conns int
	// Envs and Memory bound the matches and the memory, as estimated before
	// they are built, of every VecEnv of the server; ConnEnvs and ConnMemory
	// those of one connection.
	Envs, ConnEnvs     int
	Memory, ConnMemory int64
	// Checkpoint is the largest checkpoint file an nn: seat may read.
	Checkpoint int64
	// Idle closes a connection silent this long; WriteTimeout one that does
	// not take a reply this long (a client that stops reading must not hold
	// its session and a reply until the idle limit).
	Idle, WriteTimeout time.Duration
	// Hello closes a connection that has not completed its hello this long
	// after it was accepted (DefaultHello).
	Hello time.Duration
	// PreHello is how many TCP connections from one IP may wait to
	// complete their hello at once; more are told the server is busy
	// (DefaultPreHello), so silent connections from one machine cannot
	// fill the server's. A Unix socket's clients are this user's own (the
	// socket is 0600): they are not counted.
	PreHello int
}

// Defaults of Limits.
const (
	DefaultMaxFrame     = 64 << 20
	DefaultFrameMemory  = 64 << 20
	DefaultConns        = 128
	DefaultEnvs         = 16384
	DefaultConnEnvs     = 8192
	DefaultMemory       = 8 << 30
	DefaultConnMemory   = 4 << 30
	DefaultCheckpoint   = 16 << 20
	DefaultIdle         = 10 * time.Minute
	DefaultWriteTimeout = 30 * time.Second
	DefaultHello        = 10 * time.Second
	DefaultPreHello     = 32
)

// MaxMaxFrame is the largest frame limit a server accepts. A reply never
// needs more: batches over a few hundred MiB per step are served through
// shared memory or split over servers, and the largest request, the actions
// of the biggest VecEnv a connection may hold, is far smaller.
const MaxMaxFrame = 256 << 20

// helloFrame is the frame limit before the handshake: hello is a few dozen
// bytes, and nobody unauthenticated may make the server buffer more.
const helloFrame = 16 << 10

// keepBuffer is the read buffer a connection keeps between frames without
// counting it against FrameMemory; a larger one is dropped after its frame.
const keepBuffer = 64 << 10

// withDefaults fills the zero fields.
func (l Limits) withDefaults() Limits {
	orDefault(&l.MaxFrame, DefaultMaxFrame)
	orDefault(&l.Conns, DefaultConns)
	orDefault(&l.Envs, DefaultEnvs)
	orDefault(&l.ConnEnvs, DefaultConnEnvs)
	orDefault(&l.FrameMemory, DefaultFrameMemory)
	orDefault(&l.Memory, DefaultMemory)
	orDefault(&l.ConnMemory, DefaultConnMemory)
	orDefault(&l.Checkpoint, DefaultCheckpoint)
	orDefault(&l.Idle, DefaultIdle)
	orDefault(&l.WriteTimeout, DefaultWriteTimeout)
	orDefault(&l.Hello, DefaultHello)
	orDefault(&l.PreHello, DefaultPreHello)
	return l
}

// orDefault sets *v to d when it is zero or negative (unset).
func orDefault[T int | int64 | time.Duration](v *T, d T) {
	if *v <= 0 {
		*v = d
	}
}

// Check tells whether the limits (with defaults filled) are consistent.
func (l Limits) Check() error {
	l = l.withDefaults()
	switch {
	case l.MaxFrame < 1<<10 || l.MaxFrame > MaxMaxFrame:
		return fmt.Errorf("the frame limit must be 1KiB..%dMiB, got %d bytes", MaxMaxFrame>>20, l.MaxFrame)
	case l.FrameMemory < int64(l.MaxFrame):
		return fmt.Errorf("the frame memory (%d bytes) must hold at least one largest frame (%d bytes)", l.FrameMemory, l.MaxFrame)
	case l.ConnEnvs > l.Envs || l.ConnMemory > l.Memory:
		return fmt.Errorf("a connection's limits (%d envs, %d bytes) exceed the server's (%d envs, %d bytes)", l.ConnEnvs, l.ConnMemory, l.Envs, l.Memory)
	}
	return nil
}
