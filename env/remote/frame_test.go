package remote

import (
	"bytes"
	"encoding/binary"
	"testing"

	"github.com/vmihailenco/msgpack/v5"
)

func frameOf(t testing.TB, v any) []byte {
	body, err := msgpack.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return append(binary.LittleEndian.AppendUint32(nil, uint32(len(body))), body...)
}

// FuzzDecodeFrame: any bytes on the wire give frames or errors, requests or
// typed errors, and checked creates or typed errors; never a panic.
func FuzzDecodeFrame(f *testing.F) {
	seed := int64(3)
	for _, r := range []Request{
		{Hello: &Hello{Protocol: Version, Client: "fuzz"}},
		{Create: smallCreate(2)},
		{Create: &Create{Game: "orkisland", NumEnvs: 1, Mode: "board", Seats: []string{"learner", "Demo", "Random", "Null"}, Config: "OrkIsland 1.0\n"}},
		{Reset: &Reset{Env: 0, Seed: &seed}},
		{Reset: &Reset{Env: 0, Seeds: []int64{1, 2}}},
		{Step: &Step{Env: 0, Actions: Int32Tensor([]int32{0, 1, 2, 3, 4}, 1, 5)}},
		{Close: &CloseRequest{Env: 0}},
	} {
		f.Add(frameOf(f, r))
	}
	f.Add([]byte{})
	f.Add([]byte{0, 0, 0, 0})
	f.Add([]byte{0xff, 0xff, 0xff, 0xff, 0x81})
	f.Add([]byte{5, 0, 0, 0, 0x81, 0xa4, 's', 't', 'e'})
	f.Add([]byte{3, 0, 0, 0, 0x81, 0xa4, 0xdf})
	strict := &Server{}
	strict.init()
	f.Fuzz(func(t *testing.T, data []byte) {
		r := bytes.NewReader(data)
		var buf []byte
		for i := 0; i < 8; i++ {
			var err error
			buf, err = ReadFrame(r, 1<<16, buf)
			if err != nil {
				return
			}
			req, err := DecodeRequest(buf)
			if err != nil {
				if _, ok := err.(*Error); !ok {
					t.Fatalf("untyped error %v", err)
				}
				continue
			}
			if req.Create != nil && req.Create.NumEnvs <= 4 {
				// The server's resolver: nn: reads no file (the fuzzer would
				// find nn:/dev/zero).
				if _, _, err := buildConfig(req.Create, strict.seat); err != nil {
					if _, ok := err.(*Error); !ok {
						t.Fatalf("untyped create error %v", err)
					}
				}
			}
		}
	})
}

func TestReadFrameLimits(t *testing.T) {
	frame := frameOf(t, Request{Close: &CloseRequest{Env: 1}})
	got, err := ReadFrame(bytes.NewReader(frame), 64, nil)
	if err != nil || !bytes.Equal(got, frame[4:]) {
		t.Fatalf("got % x, %v", got, err)
	}
	if _, err := ReadFrame(bytes.NewReader(frame), 2, nil); err == nil {
		t.Fatal("a frame over the limit was read")
	}
	if _, err := ReadFrame(bytes.NewReader(frame[:len(frame)-1]), 64, nil); err == nil {
		t.Fatal("a truncated frame was read")
	}
}

// TestFrameWriterSplices: a frame with payloads reads back as one msgpack map.
func TestFrameWriterSplices(t *testing.T) {
	r := newReplyWriter()
	r.fw.reset()
	r.enc.EncodeMapLen(2)
	r.enc.EncodeString("a")
	r.tensor("uint8", []byte{1, 2, 3}, 3)
	r.enc.EncodeString("b")
	r.tensor("int32", []byte{4, 0, 0, 0}, 1)
	var w bytes.Buffer
	if err := r.fw.writeTo(&w); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(w.Bytes(), r.fw.bytes()) {
		t.Fatal("writeTo and bytes differ")
	}
	body, err := ReadFrame(&w, 1<<10, nil)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]Tensor
	if err := msgpack.Unmarshal(body, &m); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(m["a"].Data, []byte{1, 2, 3}) || m["b"].DType != "int32" || m["b"].Shape[0] != 1 {
		t.Fatalf("%+v", m)
	}
}
