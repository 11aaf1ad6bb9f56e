"""The same seeds and actions give the same observations and rewards in
Python as in the in-process Go VecEnv: the Python run is replayed by a Go
test (env/remote TestReplayForPython) that writes the digest of every step."""

import hashlib
import os
import shutil
import subprocess

import msgpack
import numpy as np
import pytest

import edagym
from edagym.server import repo_root


def digest(env, obs, rew, term, infos):
    h = hashlib.sha256()
    for name in env._obs_names:
        h.update(np.ascontiguousarray(obs[name]).tobytes())
    h.update(infos["action_mask"].tobytes())
    h.update(rew.astype("<f4").tobytes())
    h.update(term.astype(np.bool_).tobytes())
    return h.hexdigest()


def run(server, seed, steps=13, shm=None):
    rng = np.random.default_rng(seed)
    with edagym.make_vec("orkisland", num_envs=3, seats=["learner", "Random", "learner", "Demo"],
                         config={"nb_rounds": 5}, reward={"terminal": "rank", "shaping": 0.5},
                         address=server, shm=shm) as env:
        obs, infos = env.reset(seed=seed)
        digests = [digest(env, obs, np.zeros(env.num_envs, np.float32), np.zeros(env.num_envs, bool), infos)]
        actions = []
        for _ in range(steps):
            a = edagym.sample_masked(infos["action_mask"], rng)
            actions.append(a.astype("<i4").tobytes())
            obs, rew, term, trunc, infos = env.step(a)
            digests.append(digest(env, obs, rew, term, infos))
        return dict(env.requests[0]), env.match_seeds.tolist(), actions, digests


def test_python_runs_repeat(server):
    assert run(server, 21)[3] == run(server, 21, shm=False)[3]
    assert run(server, 21)[3] != run(server, 22)[3]


def test_python_matches_in_process_go(server, tmp_path):
    root, go = repo_root(), shutil.which("go")
    if not root or not go:
        if os.environ.get("CI") == "true":
            pytest.fail("needs the Go toolchain and the checkout")
        pytest.skip("needs the Go toolchain and the checkout")
    create, seeds, actions, digests = run(server, 33)
    create.pop("shm", None)
    with open(tmp_path / "replay.msgpack", "wb") as f:
        f.write(msgpack.packb({"create": create, "seed": 33, "seeds": seeds, "actions": actions}, use_bin_type=True))
    r = subprocess.run([go, "test", "-count=1", "-run", "^TestReplayForPython$", "./env/remote/"], cwd=root,
                       env=dict(os.environ, EDAGYM_REPLAY=str(tmp_path)), capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    with open(tmp_path / "digests.msgpack", "rb") as f:
        want = msgpack.unpackb(f.read(), raw=False)
    assert len(want) == len(digests)
    for i, (got, w) in enumerate(zip(digests, want)):
        assert got == w, f"step {i} differs from the in-process Go VecEnv"
