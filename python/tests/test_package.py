"""The package as pip sees it: it builds and installs offline (no build-time
download), ships py.typed, and its public API is annotated."""

import inspect
import os
import subprocess
import sys
import zipfile

import pytest

import edagym
from conftest import HERE

PY = os.path.abspath(os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(PY, "_build"))
import edagym_build  # noqa: E402


def offline_env():
    """The environment of a machine with no package index: pip may not look
    anywhere for a package (no index, no find-links)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    env.update(PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1", PYTHONPATH="")
    return env


def pip(*args, cwd=None):
    r = subprocess.run([sys.executable, "-m", "pip", *args], cwd=cwd, env=offline_env(), capture_output=True, text=True)
    if r.returncode != 0 and "No module named pip" in r.stderr:
        pytest.skip("pip is not installed for this Python")
    return r


USE = """
import sys, numpy as np
import edagym
print(edagym.__file__)
with edagym.make_vec("dominator", num_envs=2, config={"nb_rounds": 3}) as env:
    obs, infos = env.reset(seed=1)
    env.step(edagym.sample_masked(infos["action_mask"], np.random.default_rng(0)))
print("ok")
"""


def run_from(path_setup, cwd):
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["EDAGYM_BIN"] = edagym.find_binary()  # an installed edagym is not in the checkout
    r = subprocess.run([sys.executable, "-c", path_setup + USE], cwd=cwd, env=env, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return r.stdout.split()


def test_builds_and_installs_offline(tmp_path):
    r = pip("wheel", "--no-deps", "-w", str(tmp_path / "dist"), PY)
    assert r.returncode == 0, r.stdout + r.stderr
    (wheel,) = os.listdir(tmp_path / "dist")
    assert wheel == "edagym-0.1.0-py3-none-any.whl"
    names = zipfile.ZipFile(tmp_path / "dist" / wheel).namelist()
    modules = sorted(f"edagym/{f}" for f in os.listdir(os.path.join(PY, "edagym")) if f.endswith(".py"))
    assert set(modules + ["edagym/py.typed"]) <= set(names)
    meta = zipfile.ZipFile(tmp_path / "dist" / wheel).read("edagym-0.1.0.dist-info/METADATA").decode()
    assert "Requires-Dist: numpy>=1.21" in meta and "Requires-Dist: msgpack>=1.0" in meta
    r = pip("install", "--no-deps", "--target", str(tmp_path / "site"), PY)
    assert r.returncode == 0, r.stdout + r.stderr
    file, ok = run_from(f"import sys; sys.path.insert(0, {str(tmp_path / 'site')!r})\n", cwd=str(tmp_path))
    assert file == str(tmp_path / "site" / "edagym" / "__init__.py") and ok == "ok"


def test_editable_install_serves_the_checkout(tmp_path):
    wheel = edagym_build.build_editable(str(tmp_path))
    site = tmp_path / "site"
    zipfile.ZipFile(tmp_path / wheel).extractall(site)
    file, ok = run_from(f"import site; site.addsitedir({str(site)!r})\n", cwd=str(tmp_path))
    assert file == os.path.join(PY, "edagym", "__init__.py") and ok == "ok"


def test_sdist_holds_the_backend(tmp_path):
    import tarfile

    name = edagym_build.build_sdist(str(tmp_path))
    members = tarfile.open(tmp_path / name).getnames()
    for f in ("pyproject.toml", "README.md", "PKG-INFO", "_build/edagym_build.py", "edagym/py.typed",
              "edagym/vector.py"):
        assert f"edagym-0.1.0/{f}" in members


def test_pyproject_reader_agrees_with_tomllib():
    tomllib = pytest.importorskip("tomllib")
    with open(os.path.join(PY, "pyproject.toml"), encoding="utf-8") as f:
        text = f.read()
    assert edagym_build._toml_subset(text) == tomllib.loads(text)


def public_callables():
    for name in edagym.__all__:
        obj = getattr(edagym, name)
        if inspect.isclass(obj):
            if "__init__" in vars(obj):
                yield name, obj.__init__
            for attr, fn in vars(obj).items():
                if (not attr.startswith("_")) and inspect.isfunction(fn):
                    yield f"{name}.{attr}", fn
        elif inspect.isfunction(obj):
            yield name, obj
    for mod in (edagym.orkisland_v0,):
        yield "orkisland_v0.parallel_env", type(mod).parallel_env
        yield "orkisland_v0.env", type(mod).env


def test_public_api_is_annotated():
    assert os.path.isfile(os.path.join(PY, "edagym", "py.typed"))
    missing = []
    for name, fn in public_callables():
        sig = inspect.signature(fn)
        for p in sig.parameters.values():
            if p.name in ("self", "cls"):
                continue
            if p.annotation is inspect.Parameter.empty:
                missing.append(f"{name}({p.name})")
        if sig.return_annotation is inspect.Signature.empty:
            missing.append(f"{name} -> ?")
    assert not missing, missing
