"""The server side as Python sees it: tokens, the cached binary, and the
client without Gymnasium or PettingZoo."""

import glob
import os
import subprocess
import sys
import tempfile

import pytest

import edagym
from conftest import HERE, SHORT


def test_token(monkeypatch, rng):
    monkeypatch.delenv("EDAGYM_TOKEN", raising=False)
    with edagym.Server(transport="tcp", token="s3cret") as srv:
        for bad in (None, "wrong"):
            with pytest.raises(edagym.EdagymError) as e:
                edagym.Connection(srv.address, token=bad)
            assert e.value.type == "unauthorized"
        edagym.Connection(srv.address, token="s3cret").close()
        with edagym.make_vec("orkisland", num_envs=2, config=SHORT, address=srv.address, token="s3cret") as env:
            _, infos = env.reset(seed=1)
            env.step(edagym.sample_masked(infos["action_mask"], rng))
        monkeypatch.setenv("EDAGYM_TOKEN", "s3cret")
        edagym.Connection(srv.address).close()


def test_binary_is_built_once_into_the_cache():
    path = edagym.find_binary()
    if os.environ.get("EDAGYM_BIN"):
        pytest.skip("EDAGYM_BIN names the binary")
    assert os.path.dirname(path) == edagym.server.cache_dir()
    before = os.stat(path).st_mtime_ns
    tmp_bins = set(glob.glob(os.path.join(tempfile.gettempdir(), "edagym-bin-*")))
    # Another process finds the same binary and builds nothing.
    code = "import edagym; print(edagym.find_binary())"
    out = subprocess.run([sys.executable, "-c", code], cwd=os.path.join(HERE, ".."), capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == path
    assert os.stat(path).st_ino == os.stat(out.stdout.strip()).st_ino and os.stat(path).st_mtime_ns >= before
    assert set(glob.glob(os.path.join(tempfile.gettempdir(), "edagym-bin-*"))) == tmp_bins


def test_without_gymnasium_and_pettingzoo():
    """numpy and msgpack suffice: the stand-in spaces and a plain ParallelEnv."""
    code = """
import numpy as np, edagym
assert not edagym.HAVE_GYMNASIUM and not edagym.HAVE_PETTINGZOO
with edagym.make_vec("orkisland", num_envs=2, config={"nb_rounds": 3}) as env:
    obs, infos = env.reset(seed=1)
    assert env.observation_space["crops"].contains(obs["crops"])
    a = edagym.sample_masked(infos["action_mask"], np.random.default_rng(0))
    assert env.action_space.contains(a)
    env.step(a)
    one = env.single_action_space.sample(mask=infos["action_mask"][0])
    assert env.single_action_space.contains(one)
    assert np.isfinite(edagym.masked_logits(np.zeros((2, 60, 5), np.float32), infos["action_mask"])).all()
with edagym.make("orkisland", config={"nb_rounds": 3}) as e:
    obs, info = e.reset(seed=1)
    e.step(e.action_space.sample(mask=info["action_mask"]))
with edagym.parallel_env("orkisland", config={"nb_rounds": 3}) as p:
    assert p.possible_agents == ["player_0"] and p.unwrapped is p
    p.reset(seed=1)
print("ok")
"""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["EDAGYM_BIN"] = edagym.find_binary()
    out = subprocess.run([sys.executable, "-c", code], cwd=os.path.join(HERE, ".."), env=env,
                         capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr
