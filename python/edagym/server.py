"""Finding, building and running the Go server (`edagym serve`)."""

import os
import shutil
import subprocess
import tempfile
import threading

_built = {}
_lock = threading.Lock()


def repo_root(start=None):
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


def find_binary():
    """The edagym binary: $EDAGYM_BIN, else built from this checkout with
    `go build` (once per process, into a temporary directory), else the
    `edagym` on PATH."""
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
                out = os.path.join(tempfile.mkdtemp(prefix="edagym-bin-"), "edagym")
                r = subprocess.run([go, "build", "-o", out, "./cmd/edagym"], cwd=root,
                                   capture_output=True, text=True)
                if r.returncode != 0:
                    raise RuntimeError(f"go build ./cmd/edagym failed:\n{r.stderr}")
                _built[root] = out
            return _built[root]
    found = shutil.which("edagym")
    if found:
        return found
    raise FileNotFoundError("no edagym binary: set EDAGYM_BIN, install edagym on PATH, or run from a checkout with Go")


class Server:
    """An `edagym serve` child process on a Unix socket (the default, faster)
    or on a free TCP port of 127.0.0.1. It stops on stop(), and by itself
    when this process dies (its stdin closes)."""

    def __init__(self, binary=None, transport="unix", max_frame=None, idle=None, quiet=True):
        self.binary = binary or find_binary()
        self._dir = tempfile.mkdtemp(prefix="edagym-")
        args = [self.binary, "serve"]
        if transport == "unix":
            args += ["--unix", os.path.join(self._dir, "sock")]
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
        self.proc = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=None, text=True)
        line = self.proc.stdout.readline().split()
        if len(line) != 3 or line[0] != "listening":
            self.stop()
            raise RuntimeError(f"edagym serve did not start (said {' '.join(line)!r})")
        network, addr = line[1], line[2]
        self.address = "unix:" + addr if network == "unix" else addr

    def stop(self):
        """Stop the server (SIGTERM, then SIGKILL after 5 s) and remove its socket."""
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
                    f.close()
                except Exception:
                    pass
        self.proc = None
        shutil.rmtree(self._dir, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()

    def __del__(self):
        try:
            self.stop()
        except Exception:
            pass
