"""Finding, building and running the Go server (`edagym serve`)."""

from __future__ import annotations

import errno
import hashlib
import os
import re
import secrets
import shutil
import socket
import stat
import subprocess
import tempfile
import threading
import time
from typing import Any, Dict, Optional

from .closing import Closing

_built: Dict[str, str] = {}
_lock = threading.Lock()


def repo_root(start: Optional[str] = None) -> Optional[str]:
    """The edagym Go module's root above start (this file), or None."""
    d = os.path.abspath(start or os.path.dirname(__file__))
    while True:
        gomod = os.path.join(d, "go.mod")
        if os.path.isfile(gomod):
            with open(gomod) as f:
                if "module github.com/edagym/edagym" in f.read(200):
                    return d
        parent = os.path.dirname(d)
        if parent == d:
            return None
        d = parent


def find_binary() -> str:
    """The edagym binary: $EDAGYM_BIN, else one built from this checkout
    (cached by the hash of its sources, see cached_build), else the `edagym`
    on PATH."""
    env_bin = os.environ.get("EDAGYM_BIN")
    if env_bin:
        if not os.access(env_bin, os.X_OK):
            raise FileNotFoundError(f"EDAGYM_BIN={env_bin} is not an executable")
        return env_bin
    root = repo_root()
    go = shutil.which("go")
    if root and go:
        with _lock:
            if root not in _built:
                _built[root] = cached_build(root, go)
            return _built[root]
    found = shutil.which("edagym")
    if found:
        return found
    raise FileNotFoundError("no edagym binary: set EDAGYM_BIN, install edagym on PATH, or run from a checkout with Go")


def cache_dir() -> str:
    """Where built binaries are kept: $XDG_CACHE_HOME/edagym or ~/.cache/edagym."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "edagym")


def source_hash(root: str, go: str) -> str:
    """A hash of everything `go build ./cmd/edagym` reads from the checkout:
    the Go and embedded files of its packages, go.mod, go.sum (which pins
    every dependency) and the Go version."""
    fmt = "{{if not .Standard}}{{.Dir}}|{{join .GoFiles \",\"}}|{{join .EmbedFiles \",\"}}{{end}}"
    r = subprocess.run([go, "list", "-deps", "-f", fmt, "./cmd/edagym"], cwd=root, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"go list ./cmd/edagym failed:\n{r.stderr}")
    v = subprocess.run([go, "env", "GOVERSION", "GOOS", "GOARCH"], capture_output=True, text=True).stdout
    h = hashlib.sha256(v.encode())
    real = os.path.realpath(root)
    files = [os.path.join(root, "go.mod"), os.path.join(root, "go.sum")]
    for line in sorted(r.stdout.splitlines()):
        d, _, rest = line.partition("|")
        if not d or not (os.path.realpath(d) + os.sep).startswith(real + os.sep):
            continue  # a dependency: go.sum pins it
        for group in rest.split("|"):
            files += [os.path.join(d, f) for f in group.split(",") if f]
    for f in files:
        h.update(os.path.relpath(f, root).encode() + b"\0")
        with open(f, "rb") as fh:
            h.update(hashlib.sha256(fh.read()).digest())
    return h.hexdigest()[:20]


def cached_build(root: str, go: str, keep: int = 4) -> str:
    """The binary for this checkout's sources, built once into cache_dir()
    and reused by every later process; atomic, so concurrent processes may
    race safely. Only the `keep` most recently used binaries are kept."""
    d = cache_dir()
    os.makedirs(d, exist_ok=True)
    out = os.path.join(d, f"edagym-{source_hash(root, go)}")
    if os.access(out, os.X_OK):
        os.utime(out)
        return out
    fd, tmp = tempfile.mkstemp(prefix=".build-", dir=d)
    os.close(fd)
    try:
        r = subprocess.run([go, "build", "-o", tmp, "./cmd/edagym"], cwd=root, capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"go build ./cmd/edagym failed:\n{r.stderr}")
        os.chmod(tmp, 0o755)
        os.replace(tmp, out)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    _prune(d, keep)
    return out


def _prune(d: str, keep: int) -> None:
    """Remove all but the keep most recently used binaries."""
    bins = [os.path.join(d, f) for f in os.listdir(d) if f.startswith("edagym-")]
    bins.sort(key=lambda f: os.stat(f).st_mtime, reverse=True)
    for f in bins[keep:]:
        try:
            os.unlink(f)
        except OSError:
            pass


# The Unix socket of a server a client starts: in the temporary directory,
# named by the client's process id (which sweep_stale reads) and a random part.
_SOCK = re.compile(r"^edagym-(\d+)-[0-9a-f]{16}\.sock$")
# The private directory earlier clients made for their socket.
_OLD_DIR = re.compile(r"^edagym-[A-Za-z0-9_]{8}$")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except OSError as e:
        return e.errno == errno.EPERM
    return True


def _listening(path: str) -> bool:
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        s.settimeout(1)
        s.connect(path)
        return True
    except OSError:
        return False
    finally:
        s.close()


def sweep_stale(tmp: Optional[str] = None, min_age: float = 60.0) -> None:
    """Remove what clients killed at a bad moment left in the temporary
    directory: sockets of servers that are gone (their client's process is
    gone and nothing listens), and the empty socket directories of earlier
    versions, older than min_age seconds. Only this user's files."""
    tmp = tmp or tempfile.gettempdir()
    try:
        names = os.listdir(tmp)
    except OSError:
        return
    uid, now = os.getuid(), time.time()
    for name in names:
        path = os.path.join(tmp, name)
        m = _SOCK.match(name)
        try:
            st = os.lstat(path)
        except OSError:
            continue
        if st.st_uid != uid:
            continue
        if m and stat.S_ISSOCK(st.st_mode):
            if not _alive(int(m.group(1))) and not _listening(path):
                _unlink(path)
        elif _OLD_DIR.match(name) and stat.S_ISDIR(st.st_mode) and now - st.st_mtime > min_age:
            try:
                inside = os.listdir(path)
            except OSError:
                continue
            if set(inside) <= {"sock"} and not (inside and _listening(os.path.join(path, "sock"))):
                shutil.rmtree(path, ignore_errors=True)


def _unlink(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


class Server(Closing):
    """An `edagym serve` child process on a Unix socket (the default, faster;
    only this user may connect) or on a free TCP port of 127.0.0.1.

    It runs in a session of its own, so the terminal's Ctrl-C (SIGINT to the
    foreground process group) reaches only this Python process, which may
    catch the KeyboardInterrupt and go on using its environments. It stops
    on stop(), and by itself when this process dies, however it dies: it
    exits when its stdin, a pipe only this process holds, closes, and then
    removes its socket. token (or $EDAGYM_TOKEN, which it inherits) makes it
    require one."""

    def __init__(self, binary: Optional[str] = None, transport: str = "unix", max_frame: Optional[int] = None,
                 idle: Optional[str] = None, quiet: bool = True, token: Optional[str] = None) -> None:
        self.proc: Optional[subprocess.Popen] = None
        self._sock: Optional[str] = None
        self.binary = binary or find_binary()
        args = [self.binary, "serve"]
        if transport == "unix":
            sweep_stale()
            self._sock = os.path.join(tempfile.gettempdir(), f"edagym-{os.getpid()}-{secrets.token_hex(8)}.sock")
            args += ["--unix", self._sock]
        elif transport == "tcp":
            args += ["--addr", "127.0.0.1:0"]
        else:
            raise ValueError(f"transport {transport!r}: want unix or tcp")
        if max_frame:
            args += ["--max-frame", str(max_frame)]
        if idle:
            args += ["--idle", idle]
        if quiet:
            args += ["--quiet"]
        args += ["--exit-on-stdin-eof"]
        env = None
        if token:  # through the environment: command lines are public
            env = dict(os.environ, EDAGYM_TOKEN=token)
        self.proc = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=None, text=True,
                                     env=env, start_new_session=True)
        line = self.proc.stdout.readline().split()
        if len(line) != 3 or line[0] != "listening":
            self.stop()
            raise RuntimeError(f"edagym serve did not start (said {' '.join(line)!r})")
        network, addr = line[1], line[2]
        self.address = "unix:" + addr if network == "unix" else addr

    def stop(self) -> None:
        """Stop the server (SIGTERM, then SIGKILL after 5 s); it removes its socket."""
        p = self.proc
        if p is not None and p.poll() is None:
            p.terminate()
            try:
                p.wait(5)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
        if p is not None:
            for f in (p.stdin, p.stdout):
                try:
                    if f is not None:
                        f.close()
                except Exception:
                    pass
        self.proc = None
        if self._sock is not None:  # a server killed by SIGKILL cannot remove it
            _unlink(self._sock)
            self._sock = None

    def close(self) -> None:
        """stop(), under the name Closing uses."""
        self.stop()
