package remote

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
)

// errFrameTooLarge is returned by ReadFrame for a length over the limit.
var errFrameTooLarge = errors.New("frame too large")

// firstRead is the most a frame's buffer grows before its bytes arrive.
const firstRead = 64 << 10

// ReadFrame reads one frame's payload into buf and returns it. A length
// above limit is refused before anything is allocated, with an error wrapping
// errFrameTooLarge; an empty frame is an error too. The buffer grows with
// what arrives, not with what the length claims, so a peer that announces
// 64 MiB and sends little costs little.
func ReadFrame(r io.Reader, limit int, buf []byte) ([]byte, error) {
	return readFrame(r, limit, buf, nil)
}

// readFrame is ReadFrame that asks grow before the buffer's capacity rises
// to n bytes; an error from grow ends the read with that error.
func readFrame(r io.Reader, limit int, buf []byte, grow func(n int) error) ([]byte, error) {
	var head [4]byte
	if _, err := io.ReadFull(r, head[:]); err != nil {
		return buf, err
	}
	n := binary.LittleEndian.Uint32(head[:])
	if uint64(n) > uint64(limit) {
		return buf, fmt.Errorf("%w: %d bytes, the limit is %d", errFrameTooLarge, n, limit)
	}
	if n == 0 {
		return buf[:0], fmt.Errorf("%w: empty frame", errBadFrame)
	}
	size := int(n)
	buf = buf[:0]
	for len(buf) < size {
		if len(buf) == cap(buf) {
			c := min(size, max(2*cap(buf), firstRead))
			if grow != nil {
				if err := grow(c); err != nil {
					return buf, err
				}
			}
			buf = append(make([]byte, 0, c), buf...)
		}
		k, err := r.Read(buf[len(buf):min(cap(buf), size)])
		buf = buf[:len(buf)+k]
		if err != nil && len(buf) < size {
			if err == io.EOF {
				err = io.ErrUnexpectedEOF
			}
			return buf, err
		}
	}
	return buf, nil
}

// errBadFrame marks a frame that is readable but not a valid message.
var errBadFrame = errors.New("bad frame")

// frameWriter builds one outgoing frame out of msgpack written into its own
// buffer and byte slices it does not own (tensor payloads), which go to the
// socket as they are, with one writev, without being copied.
type frameWriter struct {
	buf  []byte      // 4-byte length, then the msgpack around the payloads
	cuts []int       // buf offsets where the payloads go
	data [][]byte    // the payloads, in order
	bufs net.Buffers // scratch for WriteTo
}

// reset starts a new frame.
func (f *frameWriter) reset() {
	f.buf = append(f.buf[:0], 0, 0, 0, 0)
	f.cuts = f.cuts[:0]
	clear(f.data)
	f.data = f.data[:0]
}

// Write appends msgpack bytes (io.Writer, for msgpack.Encoder).
func (f *frameWriter) Write(p []byte) (int, error) {
	f.buf = append(f.buf, p...)
	return len(p), nil
}

// WriteByte appends one byte (io.ByteWriter, so the encoder does not wrap us).
func (f *frameWriter) WriteByte(c byte) error {
	f.buf = append(f.buf, c)
	return nil
}

// WriteString appends a string (io.StringWriter).
func (f *frameWriter) WriteString(s string) (int, error) {
	f.buf = append(f.buf, s...)
	return len(s), nil
}

// payload places b here in the frame; the caller wrote its bin header.
func (f *frameWriter) payload(b []byte) {
	f.cuts = append(f.cuts, len(f.buf))
	f.data = append(f.data, b)
}

// size is the frame's payload length (without the 4-byte prefix).
func (f *frameWriter) size() int {
	n := len(f.buf) - 4
	for _, d := range f.data {
		n += len(d)
	}
	return n
}

// writeTo sends the frame.
func (f *frameWriter) writeTo(w io.Writer) error {
	binary.LittleEndian.PutUint32(f.buf[:4], uint32(f.size()))
	f.bufs = f.bufs[:0]
	prev := 0
	for i, cut := range f.cuts {
		f.bufs = append(f.bufs, f.buf[prev:cut], f.data[i])
		prev = cut
	}
	f.bufs = append(f.bufs, f.buf[prev:])
	bufs := f.bufs // WriteTo consumes its receiver
	_, err := bufs.WriteTo(w)
	return err
}

// release lets go of the payloads just written, and of a buffer a large
// reply grew, so an idle connection holds neither.
func (f *frameWriter) release() {
	clear(f.data)
	f.data = f.data[:0]
	if cap(f.buf) > keepBuffer {
		f.buf = nil
	}
}

// bytes is the whole frame as one slice (for tests and the Go client).
func (f *frameWriter) bytes() []byte {
	out := make([]byte, 0, 4+f.size())
	out = binary.LittleEndian.AppendUint32(out, uint32(f.size()))
	prev := 4
	for i, cut := range f.cuts {
		out = append(out, f.buf[prev:cut]...)
		out = append(out, f.data[i]...)
		prev = cut
	}
	return append(out, f.buf[prev:]...)
}
