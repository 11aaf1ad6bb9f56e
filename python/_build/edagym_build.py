"""edagym's in-tree PEP 517 build backend: the standard library only, so
that `pip install ./python` (or -e) builds offline, with no build-time
download. It builds a pure-Python wheel of the edagym package (py.typed
included), an editable wheel (PEP 660) whose import hook serves edagym from
this checkout, and an sdist. The metadata is read from pyproject.toml's
[project] table."""

from __future__ import annotations

import base64
import hashlib
import io
import os
import re
import tarfile
import time
import zipfile
from typing import Any, Dict, List, Optional, Tuple

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = "edagym"
WHEEL_TAG = "py3-none-any"


def _toml_subset(text: str) -> Dict[str, Any]:
    """Reads what pyproject.toml holds, for Pythons without tomllib (< 3.11):
    [tables], key = "string", key = true/false, key = ["strings", ...] (on
    one or several lines). Not a general TOML parser."""
    out: Dict[str, Any] = {}
    table = out
    lines = iter(text.splitlines())
    for line in lines:
        line = line.split(" #")[0].strip()
        if not line or line.startswith("#"):
            continue
        m = re.fullmatch(r"\[([\w.\-]+)\]", line)
        if m:
            table = out
            for part in m.group(1).split("."):
                table = table.setdefault(part, {})
            continue
        key, _, value = (s.strip() for s in line.partition("="))
        key = key.strip('"')
        if value.startswith("[") and not value.endswith("]"):
            while not value.endswith("]"):
                value += " " + next(lines).split(" #")[0].strip()
        if value.startswith("["):
            table[key] = re.findall(r'"((?:[^"\\]|\\.)*)"', value)
        elif value in ("true", "false"):
            table[key] = value == "true"
        else:
            table[key] = value.strip('"')
    return out


def pyproject() -> Dict[str, Any]:
    with open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8") as f:
        text = f.read()
    try:
        import tomllib
    except ImportError:
        return _toml_subset(text)
    return tomllib.loads(text)


def _project() -> Dict[str, Any]:
    return pyproject()["project"]


def _dist_name() -> str:
    p = _project()
    return f"{p['name'].replace('-', '_')}-{p['version']}"


def metadata() -> str:
    """The core metadata (METADATA / PKG-INFO), version 2.1."""
    p = _project()
    lines = ["Metadata-Version: 2.1", f"Name: {p['name']}", f"Version: {p['version']}",
             f"Summary: {p.get('description', '')}"]
    if "requires-python" in p:
        lines.append(f"Requires-Python: {p['requires-python']}")
    for dep in p.get("dependencies", []):
        lines.append(f"Requires-Dist: {dep}")
    for extra, deps in p.get("optional-dependencies", {}).items():
        lines.append(f"Provides-Extra: {extra}")
        for dep in deps:
            lines.append(f'Requires-Dist: {dep}; extra == "{extra}"')
    readme = p.get("readme")
    if readme:
        lines.append("Description-Content-Type: text/markdown")
        with open(os.path.join(ROOT, readme), encoding="utf-8") as f:
            body = f.read()
        return "\n".join(lines) + "\n\n" + body
    return "\n".join(lines) + "\n"


def _package_files() -> List[Tuple[str, str]]:
    """(path in the wheel, path on disk) of the package: its .py files and py.typed."""
    src = os.path.join(ROOT, PACKAGE)
    out = []
    for name in sorted(os.listdir(src)):
        if name.endswith(".py") or name == "py.typed":
            out.append((f"{PACKAGE}/{name}", os.path.join(src, name)))
    return out


def _record_line(arcname: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{arcname},sha256={digest},{len(data)}"


def _write_wheel(directory: str, files: List[Tuple[str, bytes]]) -> str:
    name = _dist_name()
    info = f"{name}.dist-info"
    files = list(files) + [
        (f"{info}/METADATA", metadata().encode()),
        (f"{info}/WHEEL", f"Wheel-Version: 1.0\nGenerator: edagym_build\nRoot-Is-Purelib: true\nTag: {WHEEL_TAG}\n".encode()),
        (f"{info}/top_level.txt", f"{PACKAGE}\n".encode()),
    ]
    record = [_record_line(a, d) for a, d in files] + [f"{info}/RECORD,,"]
    files.append((f"{info}/RECORD", ("\n".join(record) + "\n").encode()))
    wheel = f"{name}-{WHEEL_TAG}.whl"
    stamp = time.localtime(max(time.time(), 315532800))[:6]  # zip dates start in 1980
    with zipfile.ZipFile(os.path.join(directory, wheel), "w", zipfile.ZIP_DEFLATED) as z:
        for arcname, data in files:
            zi = zipfile.ZipInfo(arcname, stamp)
            zi.external_attr = 0o644 << 16
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data)
    return wheel


def _read(path: str) -> bytes:
    with open(path, "rb") as f:
        return f.read()


# PEP 517 hooks -------------------------------------------------------------

def get_requires_for_build_wheel(config_settings: Optional[Dict[str, Any]] = None) -> List[str]:
    return []


def get_requires_for_build_sdist(config_settings: Optional[Dict[str, Any]] = None) -> List[str]:
    return []


def get_requires_for_build_editable(config_settings: Optional[Dict[str, Any]] = None) -> List[str]:
    return []


def build_wheel(wheel_directory: str, config_settings: Optional[Dict[str, Any]] = None,
                metadata_directory: Optional[str] = None) -> str:
    return _write_wheel(wheel_directory, [(a, _read(p)) for a, p in _package_files()])


_HOOK = '''"""Serves the edagym package from {src!r} (an editable install of edagym)."""
import importlib.machinery
import sys

_SRC = {src!r}


class _Finder:
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name != "edagym":
            return None
        return importlib.machinery.PathFinder.find_spec(name, [_SRC])


def install():
    if not any(f is _Finder for f in sys.meta_path):
        sys.meta_path.append(_Finder)
'''


def build_editable(wheel_directory: str, config_settings: Optional[Dict[str, Any]] = None,
                   metadata_directory: Optional[str] = None) -> str:
    hook = _HOOK.format(src=ROOT)
    return _write_wheel(wheel_directory, [("__editable___edagym_finder.py", hook.encode()),
                                          ("__editable___edagym.pth", b"import __editable___edagym_finder; "
                                                                      b"__editable___edagym_finder.install()\n")])


def _metadata_dir(metadata_directory: str) -> str:
    info = f"{_dist_name()}.dist-info"
    os.makedirs(os.path.join(metadata_directory, info), exist_ok=True)
    with open(os.path.join(metadata_directory, info, "METADATA"), "w", encoding="utf-8") as f:
        f.write(metadata())
    return info


def prepare_metadata_for_build_wheel(metadata_directory: str, config_settings: Optional[Dict[str, Any]] = None) -> str:
    return _metadata_dir(metadata_directory)


def prepare_metadata_for_build_editable(metadata_directory: str,
                                        config_settings: Optional[Dict[str, Any]] = None) -> str:
    return _metadata_dir(metadata_directory)


def build_sdist(sdist_directory: str, config_settings: Optional[Dict[str, Any]] = None) -> str:
    name = _dist_name()
    files = [("pyproject.toml", os.path.join(ROOT, "pyproject.toml")),
             ("README.md", os.path.join(ROOT, "README.md")),
             ("_build/edagym_build.py", os.path.abspath(__file__))] + _package_files()
    out = f"{name}.tar.gz"
    with tarfile.open(os.path.join(sdist_directory, out), "w:gz", format=tarfile.PAX_FORMAT) as tar:
        for arcname, path in files:
            tar.add(path, arcname=f"{name}/{arcname}", recursive=False)
        data = metadata().encode()
        ti = tarfile.TarInfo(f"{name}/PKG-INFO")
        ti.size, ti.mtime, ti.mode = len(data), int(time.time()), 0o644
        tar.addfile(ti, io.BytesIO(data))
    return out
