// Package remote serves edagym's VecEnv over a socket with length-prefixed
// msgpack frames, so that clients in other languages (the Python package in
// python/edagym) step the same environments at nearly the same speed.
//
// A frame is a 4-byte little-endian length, then one msgpack map. The
// messages follow dm_env_rpc: each request is a map with one key naming it
// (hello, create, reset, step, close) and the reply carries the same key, or
// "error" with a typed {type, message}. Requests may be pipelined and are
// answered in order. Tensors travel as {dtype, shape, data} with data a
// msgpack bin in little-endian C order: the VecEnv's batch buffers are
// written to the socket as they are. docs/protocol.md is the reference.
package remote

// Version is the protocol version the handshake checks.
const Version = 1
