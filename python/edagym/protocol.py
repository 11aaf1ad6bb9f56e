"""The wire protocol: length-prefixed msgpack frames (docs/protocol.md).

A frame is a 4-byte little-endian length, then one msgpack map. Requests are
maps with one key (hello, create, reset, step, render, close); a reply
carries the same key, or "error" with {type, message}. Tensors are {dtype,
shape, data} with data a msgpack bin in little-endian C order.
"""

from __future__ import annotations

import os
import signal
import socket
import struct
import threading
from typing import Any, Callable, Dict, List, Optional, Tuple, Union

import msgpack
import numpy as np

PROTOCOL_VERSION = 1
DEFAULT_MAX_FRAME = 64 << 20

_HEADER = struct.Struct("<I")

try:  # the signal module's C half: signal.signal() wraps every call in enum lookups
    import _signal as _sig
except ImportError:  # pragma: no cover - another Python implementation
    _sig = signal  # type: ignore[assignment]
_SIGINT = int(signal.SIGINT)
_MAIN = threading.main_thread()

Address = Union[str, Tuple[str, int]]


class EdagymError(Exception):
    """A typed error: a reply of the server, or a request the client refused
    before sending it (the same types: "bad_shape", "bad_value", ...).
    .type is the type, .message the text."""

    def __init__(self, type_: str, message: str) -> None:
        super().__init__(f"{type_}: {message}")
        self.type = type_
        self.message = message


class ProtocolError(Exception):
    """The connection broke or a reply made no sense."""


class Uninterruptible:
    """Holds back Ctrl-C (SIGINT) while a request and its reply cross the
    socket, so that a KeyboardInterrupt never leaves half a frame behind:
    it is raised once the exchange is complete, and the connection stays
    usable. A second Ctrl-C during the same exchange breaks off at once;
    on_break is then called (to mark the connection unusable).

    Only the main thread receives signals; elsewhere, or when SIGINT is
    not handled by Python (ignored, or the default action), it does
    nothing."""

    def __init__(self, on_break: Optional[Callable[[], None]] = None) -> None:
        self.on_break = on_break
        self._old: Any = None
        self._pending: Optional[Tuple[int, Any]] = None

    def __enter__(self) -> "Uninterruptible":
        self._old = None
        self._pending = None
        if threading.current_thread() is not _MAIN:
            return self
        old = _sig.getsignal(_SIGINT)
        if not callable(old):
            return self
        self._old = old
        _sig.signal(_SIGINT, self._handler)
        return self

    def _handler(self, signum: int, frame: Any) -> None:
        if self._pending is None:
            self._pending = (signum, frame)
            return
        # A second Ctrl-C: give up on the exchange.
        self._restore()
        if self.on_break is not None:
            self.on_break()
        self._old_call(signum, frame)

    def _old_call(self, signum: int, frame: Any) -> None:
        old, self._old = self._old, None
        if callable(old):
            old(signum, frame)

    def _restore(self) -> None:
        if self._old is not None:
            _sig.signal(_SIGINT, self._old)

    def __exit__(self, *exc: Any) -> None:
        if self._old is None:
            return
        self._restore()
        pending, self._pending = self._pending, None
        if pending is not None:
            self._old_call(*pending)
        self._old = None


def parse_address(address: Address) -> Tuple[int, Any]:
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


def tensor(t: Dict[str, Any]) -> np.ndarray:
    """A numpy array viewing a wire tensor's bytes (no copy; read-only)."""
    return np.frombuffer(t["data"], dtype=t["dtype"]).reshape(t["shape"])


def wire_tensor(a: np.ndarray) -> Dict[str, Any]:
    """A wire tensor holding a numpy array's bytes (C order, little-endian)."""
    a = np.ascontiguousarray(a)
    if a.dtype.byteorder == ">":
        a = a.astype(a.dtype.newbyteorder("<"))
    return {"dtype": a.dtype.name, "shape": list(a.shape), "data": a.tobytes()}


class Connection:
    """One socket to an edagym server, after the handshake. Not thread-safe.

    token: the server's secret, when it has one (edagym serve --token); by
    default $EDAGYM_TOKEN. send() and recv() may be used apart to pipeline
    requests: replies come in the order of the requests. call() holds back
    Ctrl-C until its reply has arrived (see Uninterruptible)."""

    def __init__(self, address: Address, max_frame: int = DEFAULT_MAX_FRAME, timeout: Optional[float] = None,
                 client: str = "edagym-python", token: Optional[str] = None) -> None:
        family, sockaddr = parse_address(address)
        self.address = address
        self.max_frame = max_frame
        self.broken: Optional[str] = None
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
            self._heads: Dict[Any, bytes] = {}
            hello: Dict[str, Any] = {"protocol": PROTOCOL_VERSION, "client": client}
            token = token if token is not None else os.environ.get("EDAGYM_TOKEN")
            if token:
                hello["token"] = token
            self.hello: Dict[str, Any] = self.call("hello", hello)
        except BaseException:
            self.sock.close()
            raise

    def mark_broken(self, why: str = "a second Ctrl-C broke off a request half-way") -> None:
        """Make every later request fail: the framing can no longer be trusted."""
        self.broken = why

    def _check(self) -> None:
        if self.broken:
            raise ProtocolError(f"connection to {self.address} is unusable: {self.broken}; make a new environment")

    def send(self, kind: str, payload: Dict[str, Any]) -> None:
        self._check()
        body = msgpack.packb({kind: payload}, use_bin_type=True)
        self.sock.sendall(_HEADER.pack(len(body)) + body)

    def send_tensor(self, kind: str, payload: Dict[str, Any], array: np.ndarray) -> None:
        """Send {kind: payload + {"actions": tensor}} with the array's bytes
        handed to the socket as they are (no msgpack copy)."""
        self._check()
        a = np.ascontiguousarray(array)
        key = (kind, tuple(sorted(payload.items())), a.dtype.str, a.shape)
        head = self._heads.get(key)
        if head is None:  # the frame's head depends only on these: made once
            msg = dict(payload, actions={"dtype": a.dtype.name, "shape": list(a.shape), "data": b""})
            body = msgpack.packb({kind: msg}, use_bin_type=True)
            assert body.endswith(b"\xc4\x00")  # the empty bin is the last thing packed
            body = body[:-2] + b"\xc6" + struct.pack(">I", a.nbytes)
            head = _HEADER.pack(len(body) + a.nbytes) + body
            if len(self._heads) > 64:
                self._heads.clear()
            self._heads[key] = head
        self._send_parts([head, memoryview(a).cast("B")])

    def _send_parts(self, parts: List[Any]) -> None:
        """Write every part, in one system call when the socket takes it all."""
        views = [memoryview(p).cast("B") for p in parts]
        while views:
            n = self.sock.sendmsg(views)
            while views and n >= len(views[0]):
                n -= len(views[0])
                views.pop(0)
            if views and n:
                views[0] = views[0][n:]

    def _read_into(self, view: memoryview) -> None:
        got, n = 0, len(view)
        while got < n:
            k = self.sock.recv_into(view[got:], n - got)
            if k == 0:
                raise ProtocolError(f"server {self.address} closed the connection")
            got += k

    def recv(self) -> Tuple[str, Any]:
        """Read one reply; returns (kind, payload) or raises EdagymError."""
        self._check()
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

    def call(self, kind: str, payload: Dict[str, Any]) -> Any:
        with Uninterruptible(self.mark_broken):
            self.send(kind, payload)
            got, reply = self.recv()
        if got != kind:
            raise ProtocolError(f"sent {kind}, got a {got} reply")
        return reply

    def close(self) -> None:
        try:
            self.sock.close()
        except OSError:
            pass
