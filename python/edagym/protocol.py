"""The wire protocol: length-prefixed msgpack frames (docs/protocol.md).

A frame is a 4-byte little-endian length, then one msgpack map. Requests are
maps with one key (hello, create, reset, step, close); a reply carries the
same key, or "error" with {type, message}. Tensors are {dtype, shape, data}
with data a msgpack bin in little-endian C order.
"""

import os
import socket
import struct

import msgpack
import numpy as np

PROTOCOL_VERSION = 1
DEFAULT_MAX_FRAME = 64 << 20

_HEADER = struct.Struct("<I")


class EdagymError(Exception):
    """A typed error reply from the server: .type is e.g. "bad_shape"."""

    def __init__(self, type_, message):
        super().__init__(f"{type_}: {message}")
        self.type = type_
        self.message = message


class ProtocolError(Exception):
    """The connection broke or a reply made no sense."""


def parse_address(address):
    """Return (family, sockaddr) for "unix:/path", "/path", "host:port" or (host, port)."""
    if isinstance(address, tuple):
        return socket.AF_INET, address
    if address.startswith("unix:"):
        return socket.AF_UNIX, address[len("unix:"):]
    if address.startswith("/") or address.startswith("."):
        return socket.AF_UNIX, address
    if address.startswith("tcp:"):
        address = address[len("tcp:"):]
    host, _, port = address.rpartition(":")
    if not host or not port.isdigit():
        raise ValueError(f"address {address!r}: want host:port, unix:PATH or a socket path")
    return socket.AF_INET, (host.strip("[]"), int(port))


def tensor(t):
    """A numpy array viewing a wire tensor's bytes (no copy; read-only)."""
    return np.frombuffer(t["data"], dtype=t["dtype"]).reshape(t["shape"])


def wire_tensor(a):
    """A wire tensor holding a numpy array's bytes (C order, little-endian)."""
    a = np.ascontiguousarray(a)
    if a.dtype.byteorder == ">":
        a = a.astype(a.dtype.newbyteorder("<"))
    return {"dtype": a.dtype.name, "shape": list(a.shape), "data": a.tobytes()}


class Connection:
    """One socket to an edagym server, after the handshake. Not thread-safe.

    token: the server's secret, when it has one (edagym serve --token); by
    default $EDAGYM_TOKEN. send() and recv() may be used apart to pipeline
    requests: replies come in the order of the requests."""

    def __init__(self, address, max_frame=DEFAULT_MAX_FRAME, timeout=None, client="edagym-python", token=None):
        family, sockaddr = parse_address(address)
        self.address = address
        self.max_frame = max_frame
        self.sock = socket.socket(family, socket.SOCK_STREAM)
        try:
            self.sock.settimeout(timeout)
            self.sock.connect(sockaddr)
            if family == socket.AF_INET:
                self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            for opt in (socket.SO_RCVBUF, socket.SO_SNDBUF):
                try:
                    self.sock.setsockopt(socket.SOL_SOCKET, opt, 4 << 20)
                except OSError:
                    pass
            self._head = bytearray(4)
            self._buf = bytearray(1 << 16)
            hello = {"protocol": PROTOCOL_VERSION, "client": client}
            token = token if token is not None else os.environ.get("EDAGYM_TOKEN")
            if token:
                hello["token"] = token
            self.hello = self.call("hello", hello)
        except BaseException:
            self.sock.close()
            raise

    def send(self, kind, payload):
        body = msgpack.packb({kind: payload}, use_bin_type=True)
        self.sock.sendall(_HEADER.pack(len(body)) + body)

    def send_tensor(self, kind, payload, array):
        """Send {kind: payload + {"actions": tensor}} with the array's bytes
        handed to the socket as they are (no msgpack copy)."""
        a = np.ascontiguousarray(array)
        head = dict(payload, actions={"dtype": a.dtype.name, "shape": list(a.shape), "data": b""})
        body = msgpack.packb({kind: head}, use_bin_type=True)
        assert body.endswith(b"\xc4\x00")  # the empty bin is the last thing packed
        body = body[:-2] + b"\xc6" + struct.pack(">I", a.nbytes)
        data = memoryview(a).cast("B")
        self.sock.sendall(_HEADER.pack(len(body) + a.nbytes) + body)
        self.sock.sendall(data)

    def _read_into(self, view):
        got, n = 0, len(view)
        while got < n:
            k = self.sock.recv_into(view[got:], n - got)
            if k == 0:
                raise ProtocolError(f"server {self.address} closed the connection")
            got += k

    def recv(self):
        """Read one reply; returns (kind, payload) or raises EdagymError."""
        self._read_into(memoryview(self._head))
        (n,) = _HEADER.unpack(self._head)
        if n > self.max_frame:
            raise ProtocolError(f"reply of {n} bytes is over the {self.max_frame}-byte limit")
        if len(self._buf) < n:
            self._buf = bytearray(max(n, 2 * len(self._buf)))
        view = memoryview(self._buf)[:n]
        self._read_into(view)
        msg = msgpack.unpackb(view, raw=False, use_list=True, strict_map_key=False)
        if not isinstance(msg, dict) or len(msg) != 1:
            raise ProtocolError(f"reply is not a map with one key: {type(msg).__name__}")
        ((kind, payload),) = msg.items()
        if kind == "error":
            raise EdagymError(payload.get("type", "unknown"), payload.get("message", ""))
        return kind, payload

    def call(self, kind, payload):
        self.send(kind, payload)
        got, reply = self.recv()
        if got != kind:
            raise ProtocolError(f"sent {kind}, got a {got} reply")
        return reply

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass
