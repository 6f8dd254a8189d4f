"""Python wheels a base needs that Debian does not package (DuckDB, PyArrow, transformers, ...).

Builds of a base reach Debian's mirror but the task containers reach nothing, and a base must rebuild the same from
its lock. So a base that needs PyPI packages lists them in `wheels.lock` beside its Dockerfile, one pinned wheel per
line with its sha256 (pip's hash-checking format, `--no-deps`: every dependency is listed too). The host downloads
them with pip into a cache, the builder stages them into the build context as `wheels/`, and the Dockerfile installs
them with `pip install --no-index --require-hashes` (no network).

    duckdb==2.0.1 --hash=sha256:eb32...
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from termigen.errors import ImageBuildError

LOCK_NAME = "wheels.lock"
# The interpreter inside every base (Debian bookworm's python3) and the platforms its glibc (2.36) runs.
TARGET_PYTHON = "3.11"
TARGET_PLATFORMS = ("manylinux_2_28_x86_64", "manylinux_2_27_x86_64", "manylinux_2_17_x86_64",
                    "manylinux2014_x86_64", "linux_x86_64")
_LINE = re.compile(r"^(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)==(?P<version>[^\s;]+)\s+--hash=sha256:(?P<sha>[0-9a-f]{64})$")


@dataclass(frozen=True)
class PinnedWheel:
    name: str
    version: str
    sha256: str


def cache_dir() -> Path:
    return Path(os.environ.get("TERMIGEN_WHEEL_CACHE", Path.home() / ".cache" / "termigen" / "wheels"))


def read_lock(path: Path) -> list[PinnedWheel]:
    """The pins of a wheels.lock; a line that is not `name==version --hash=sha256:<64 hex>` is an error naming it."""
    out = []
    for n, raw in enumerate(path.read_text().splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        m = _LINE.match(line)
        if not m:
            raise ImageBuildError(f"{path}:{n}: expected 'name==version --hash=sha256:<64 hex>', got {raw.strip()!r}")
        out.append(PinnedWheel(m["name"], m["version"], m["sha"]))
    names = [w.name.lower().replace("_", "-") for w in out]
    dup = sorted({x for x in names if names.count(x) > 1})
    if dup:
        raise ImageBuildError(f"{path}: pinned more than once: {', '.join(dup)}")
    return out


def _sha256(p: Path) -> str:
    h = hashlib.sha256()
    with p.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _pip() -> list[str]:
    """A pip on the host (the project venv is made by uv and has none; the machine's python3 has one)."""
    for py in (sys.executable, shutil.which("python3") or "", shutil.which("python3.11") or ""):
        if py and subprocess.run([py, "-m", "pip", "--version"], capture_output=True).returncode == 0:
            return [py, "-m", "pip"]
    raise ImageBuildError("no pip on the host to fetch wheels with: install one (python3 -m ensurepip) and retry")


def fetch(lock: Path, *, timeout_sec: float = 1800) -> list[Path]:
    """The lock's wheels in the cache (`<cache>/<sha256>/<wheel>`), downloading the missing ones. pip checks each
    download against its pin (--require-hashes); the cache is keyed by that hash, so a cached wheel is not re-read."""
    pins = read_lock(lock)
    cache = cache_dir()

    def cached(w: PinnedWheel) -> Path | None:
        return next((cache / w.sha256).glob("*.whl"), None)

    missing = [w for w in pins if cached(w) is None]
    if missing:
        with tempfile.TemporaryDirectory(prefix="termigen-wheels-") as tmp:
            req = Path(tmp) / "req.txt"
            req.write_text("".join(f"{w.name}=={w.version} --hash=sha256:{w.sha256}\n" for w in missing))
            cmd = [*_pip(), "download", "--no-deps", "--require-hashes", "--only-binary=:all:", "-q",
                   "--python-version", TARGET_PYTHON, "--implementation", "cp", "--abi", f"cp{TARGET_PYTHON.replace('.', '')}",
                   *[a for p in TARGET_PLATFORMS for a in ("--platform", p)], "-r", str(req), "-d", str(Path(tmp) / "dl")]
            try:
                r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout_sec)
            except subprocess.TimeoutExpired:
                raise ImageBuildError(f"fetching {len(missing)} wheels of {lock} timed out after {timeout_sec:.0f} s")
            if r.returncode != 0:
                raise ImageBuildError(f"fetching the wheels of {lock} failed (is PyPI reachable from the host? is every "
                                      f"pin a wheel for CPython {TARGET_PYTHON} on x86_64?)", r.stderr[-3000:])
            for p in (Path(tmp) / "dl").glob("*.whl"):
                dest = cache / _sha256(p)
                dest.mkdir(parents=True, exist_ok=True)
                shutil.move(str(p), dest / p.name)
    gone = [f"{w.name}=={w.version}" for w in pins if cached(w) is None]
    if gone:
        raise ImageBuildError(f"{lock}: no wheel with the pinned hash for {', '.join(gone)} (the pin and PyPI disagree)")
    return [cached(w) for w in pins]


def staged_context(dockerfile_dir: Path, stage: Path) -> Path:
    """The build context: the Dockerfile folder, plus `wheels/` (the lock's wheels) when it has a wheels.lock."""
    if stage.exists():
        shutil.rmtree(stage)
    shutil.copytree(dockerfile_dir, stage)
    lock = dockerfile_dir / LOCK_NAME
    if lock.is_file():
        (stage / "wheels").mkdir()
        for p in fetch(lock):
            try:
                os.link(p, stage / "wheels" / p.name)  # no copy of hundreds of MB where the cache shares the disk
            except OSError:
                shutil.copy2(p, stage / "wheels" / p.name)
    return stage
