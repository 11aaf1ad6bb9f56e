"""The server a client starts for itself, as a terminal user meets it: Ctrl-C
reaches only the client, which may catch it and go on; a client killed by
SIGTERM or SIGKILL leaves nothing behind."""

import glob
import os
import signal
import socket
import subprocess
import sys
import time

import pytest

import edagym
from conftest import HERE

ROOT = os.path.join(HERE, "..")

CATCH = """
import sys
sys.path.insert(0, {root!r})
import numpy as np, edagym
env = edagym.make_vec("orkisland", num_envs=4, seats=["learner", "Null", "Null", "Null"])
print(env._servers[0].proc.pid, flush=True)
rng = np.random.default_rng(0)
obs, infos = env.reset(seed=1)
steps = 0
try:
    while True:
        obs, rew, term, trunc, infos = env.step(edagym.sample_masked(infos["action_mask"], rng))
        steps += 1
        if steps == 20:
            print("stepping", flush=True)
except KeyboardInterrupt:
    print("interrupted", flush=True)
# What a training script does next: save, evaluate, go on.
for _ in range(5):
    obs, rew, term, trunc, infos = env.step(edagym.sample_masked(infos["action_mask"], rng))
obs, infos = env.reset(seed=2)
env.step(edagym.sample_masked(infos["action_mask"], rng))
env.close()
print("ok", flush=True)
"""


def wait_gone(pid, timeout=15.0):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.05)
    return False


def test_ctrl_c_reaches_only_the_client(tmp_path):
    """SIGINT to the terminal's process group (what Ctrl-C does) while the
    client steps: the KeyboardInterrupt is caught, and the same env steps and
    resets again; its server was not touched."""
    p = subprocess.Popen([sys.executable, "-c", CATCH.format(root=ROOT)], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, start_new_session=True,
                         env=dict(os.environ, TMPDIR=str(tmp_path)))
    try:
        server_pid = int(p.stdout.readline())
        assert p.stdout.readline().strip() == "stepping"
        time.sleep(0.2)
        os.killpg(p.pid, signal.SIGINT)  # the client's group, as a terminal does
        out, err = p.communicate(timeout=60)
    finally:
        if p.poll() is None:
            p.kill()
    assert p.returncode == 0, err
    assert out.split() == ["interrupted", "ok"], out + err
    assert wait_gone(server_pid), "the server outlived close()"
    assert os.listdir(tmp_path) == []


HOLD = """
import sys, time
sys.path.insert(0, {root!r})
import edagym
env = edagym.make_vec("orkisland", num_envs=2, seats=["learner", "Null", "Null", "Null"])
env.reset(seed=1)
print(env._servers[0].proc.pid, env._servers[0].address, flush=True)
time.sleep(600)
"""


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGKILL])
def test_killed_client_leaves_nothing(tmp_path, sig):
    """A client killed by SIGTERM or SIGKILL: its server exits, and neither its
    socket nor a directory in the temporary directory nor a shared-memory
    batch survives it."""
    p = subprocess.Popen([sys.executable, "-c", HOLD.format(root=ROOT)], stdout=subprocess.PIPE, text=True,
                         env=dict(os.environ, TMPDIR=str(tmp_path)))
    try:
        pid, address = p.stdout.readline().split()
        server_pid = int(pid)
        assert address.startswith("unix:" + str(tmp_path))
        p.send_signal(sig)
        p.wait(30)
    finally:
        if p.poll() is None:
            p.kill()
    assert wait_gone(server_pid), "the server outlived its client"
    assert os.listdir(tmp_path) == []
    assert glob.glob(f"/dev/shm/edagym-batch-{server_pid}-*") == []


def test_stale_sockets_are_swept(tmp_path):
    """What a client and server both killed by SIGKILL leave (a socket nobody
    listens on, named by a process that is gone), and the empty socket
    directories of earlier clients, are removed when a client next starts a
    server; a live client's socket is kept."""
    dead = subprocess.Popen(["true"])
    dead.wait()
    stale = tmp_path / f"edagym-{dead.pid}-0123456789abcdef.sock"
    s = socket.socket(socket.AF_UNIX)
    s.bind(str(stale))
    s.close()
    live = tmp_path / f"edagym-{os.getpid()}-fedcba9876543210.sock"
    s = socket.socket(socket.AF_UNIX)
    s.bind(str(live))
    s.close()
    old = tmp_path / "edagym-abc_1234"
    old.mkdir()
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    other = tmp_path / "edagym-notes.txt"
    other.write_text("not ours to remove")
    edagym.server.sweep_stale(str(tmp_path))
    assert sorted(os.listdir(tmp_path)) == sorted([live.name, other.name])
