package remote

import (
	"encoding/binary"
	"fmt"
	"net"
	"unsafe"

	"github.com/vmihailenco/msgpack/v5"
)

// Client is a plain Go client of the protocol, for tests, benchmarks and Go
// programs that drive a remote server. It is not safe for concurrent use.
type Client struct {
	conn     net.Conn
	MaxFrame int
	Hello    HelloReply
	buf      []byte
	out      []byte
}

// Reply is one server message: exactly one field is set.
type Reply struct {
	Hello  *HelloReply   `msgpack:"hello,omitempty"`
	Create *CreateReply  `msgpack:"create,omitempty"`
	Reset  *BatchReply   `msgpack:"reset,omitempty"`
	Step   *BatchReply   `msgpack:"step,omitempty"`
	Close  *CloseRequest `msgpack:"close,omitempty"`
	Render *RenderReply  `msgpack:"render,omitempty"`
	Error  *Error        `msgpack:"error,omitempty"`
}

// Dial connects ("tcp", "127.0.0.1:7878" or "unix", path) and shakes hands.
func Dial(network, address string) (*Client, error) {
	conn, err := net.Dial(network, address)
	if err != nil {
		return nil, err
	}
	c, err := NewClient(conn)
	if err != nil {
		conn.Close()
		return nil, err
	}
	return c, nil
}

// NewClient shakes hands on an open connection.
func NewClient(conn net.Conn) (*Client, error) { return NewClientToken(conn, "") }

// NewClientToken shakes hands with a server that has a token.
func NewClientToken(conn net.Conn, token string) (*Client, error) {
	c := &Client{conn: conn, MaxFrame: DefaultMaxFrame}
	rep, err := c.Call(Request{Hello: &Hello{Protocol: Version, Client: "edagym-go", Token: token}})
	if err != nil {
		return nil, err
	}
	c.Hello = *rep.Hello
	return c, nil
}

// Close closes the connection (the server closes its VecEnvs).
func (c *Client) Close() error { return c.conn.Close() }

// Send writes one request without waiting for its reply (pipelining).
func (c *Client) Send(req Request) error {
	body, err := msgpack.Marshal(req)
	if err != nil {
		return err
	}
	c.out = binary.LittleEndian.AppendUint32(c.out[:0], uint32(len(body)))
	c.out = append(c.out, body...)
	_, err = c.conn.Write(c.out)
	return err
}

// Recv reads the next reply.
func (c *Client) Recv() (*Reply, error) {
	var err error
	c.buf, err = ReadFrame(c.conn, c.MaxFrame, c.buf)
	if err != nil {
		return nil, err
	}
	var rep Reply
	if err := msgpack.Unmarshal(c.buf, &rep); err != nil {
		return nil, fmt.Errorf("reply: %w", err)
	}
	return &rep, nil
}

// Call sends a request and reads its reply; an error reply is returned as
// both the reply and a *Error.
func (c *Client) Call(req Request) (*Reply, error) {
	if err := c.Send(req); err != nil {
		return nil, err
	}
	rep, err := c.Recv()
	if err != nil {
		return nil, err
	}
	if rep.Error != nil {
		return rep, rep.Error
	}
	return rep, nil
}

// Int32Tensor wraps int32 values as a tensor (a view, not a copy).
func Int32Tensor(v []int32, shape ...int) *Tensor {
	var data []byte
	if len(v) > 0 {
		data = unsafe.Slice((*byte)(unsafe.Pointer(&v[0])), 4*len(v))
	}
	return &Tensor{DType: "int32", Shape: shape, Data: data}
}
