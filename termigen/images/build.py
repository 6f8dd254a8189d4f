"""Building images from a folder with a Dockerfile: streamed logs on disk, a useful error, a content-hash cache.

Task images build with no network (everything must come from a local base image); base images build with
the host's network so apt can reach the mirror.
"""

from __future__ import annotations

import hashlib
import os
import re
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path

from termigen.dockerutil import client
from termigen.errors import ImageBuildError, ImageMissing
from termigen.images.registry import BASE_IMAGES, LABEL_CONTEXT_HASH, base_for_tag

TAIL_LINES = 30
LOG_DIR_ENV = "TERMIGEN_LOG_DIR"


def log_dir() -> Path:
    return Path(os.environ.get(LOG_DIR_ENV) or Path.home() / ".cache" / "termigen" / "logs")


def default_log_path(tag: str) -> Path:
    return log_dir() / "build" / (re.sub(r"[^A-Za-z0-9_.-]+", "_", tag) + ".log")


def inspect(tag: str) -> dict | None:
    """`docker image inspect`, or None when no image has that tag."""
    from docker.errors import ImageNotFound

    try:
        return client().api.inspect_image(tag)
    except ImageNotFound:
        return None


def labels_of(info: dict) -> dict[str, str]:
    return (info.get("Config") or {}).get("Labels") or {}


def image_id(tag: str) -> str | None:
    info = inspect(tag)
    return info["Id"] if info else None


def image_exists(tag: str) -> bool:
    return image_id(tag) is not None


def from_images(dockerfile: Path) -> list[str]:
    """The external images a Dockerfile builds FROM (stage names and `scratch` left out)."""
    text = re.sub(r"\\\n", " ", dockerfile.read_text(errors="replace"))
    stages: set[str] = set()
    refs: list[str] = []
    for line in text.splitlines():
        m = re.match(r"^\s*FROM\s+(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?", line, re.IGNORECASE)
        if not m:
            continue
        ref = m.group(1)
        if ref.lower() != "scratch" and ref.lower() not in stages and ref not in refs:
            refs.append(ref)
        if m.group(2):
            stages.add(m.group(2).lower())
    return refs


def require_from_images(dockerfile: Path) -> dict[str, str]:
    """ref -> image id for every FROM image; ImageMissing (with the command to build it) when one is absent."""
    ids: dict[str, str] = {}
    for ref in from_images(dockerfile):
        if "$" in ref:
            raise ImageMissing(f"{dockerfile}: FROM {ref} uses a build argument; task images need a fixed base image")
        iid = image_id(ref)
        if iid is None:
            base = base_for_tag(ref)
            if base is not None:
                raise ImageMissing(
                    f"base image {ref} is not built. Build it with `termigen images build {base.name}` "
                    f"(or `python -m termigen.images build {base.name}`)."
                )
            valid = ", ".join(b.tag for b in BASE_IMAGES.values() if b.parent)
            raise ImageMissing(
                f"{dockerfile}: image {ref} is not present locally, and task images build with no network. "
                f"Use a TermiGen base ({valid}) built by `termigen images build`."
            )
        ids[ref] = iid
    return ids


def context_hash(context_dir: Path, extra: dict[str, str] | None = None) -> str:
    """sha256 of the folder's paths, modes and bytes (plus `extra`, e.g. the FROM images' ids)."""
    h = hashlib.sha256()
    for p in sorted(context_dir.rglob("*")):
        rel = p.relative_to(context_dir).as_posix()
        if p.is_symlink():
            h.update(f"L\0{rel}\0{os.readlink(p)}\0".encode())
        elif p.is_file():
            h.update(f"F\0{rel}\0{p.stat().st_mode & 0o7777:o}\0{p.stat().st_size}\0".encode())
            h.update(p.read_bytes())
        elif p.is_dir():
            h.update(f"D\0{rel}\0".encode())
    for k, v in sorted((extra or {}).items()):
        h.update(f"X\0{k}\0{v}\0".encode())
    return h.hexdigest()


def run_build(
    context_dir: Path,
    tag: str,
    *,
    network_mode: str,
    labels: dict[str, str],
    timeout_sec: float,
    log_path: Path,
    nocache: bool = False,
    on_line: Callable[[str], None] | None = None,
) -> str:
    """`docker build` through the SDK; the full log goes to log_path; failures raise ImageBuildError."""
    import docker
    from requests.exceptions import RequestException
    from urllib3.exceptions import HTTPError as Urllib3Error

    client()  # DockerUnavailable with the start hint, before anything else
    log_path.parent.mkdir(parents=True, exist_ok=True)
    # A client of its own, so that closing it (which cancels the daemon's build) touches no other caller.
    api = docker.from_env().api
    tail: deque[str] = deque(maxlen=TAIL_LINES)
    error = built_id = None
    deadline = time.monotonic() + timeout_sec
    with open(log_path, "w", encoding="utf-8") as log:

        def emit(text: str) -> None:
            log.write(text if text.endswith("\n") else text + "\n")
            log.flush()
            for line in text.splitlines():
                if line.strip():
                    tail.append(line.rstrip())
                    if on_line:
                        on_line(line.rstrip())

        emit(f"# docker build {context_dir} -t {tag} (network={network_mode})")
        try:
            stream = api.build(path=str(context_dir), tag=tag, rm=True, forcerm=True, pull=False, nocache=nocache,
                               network_mode=network_mode, labels=labels, decode=True, timeout=timeout_sec)
            for chunk in stream:
                if "stream" in chunk:
                    emit(chunk["stream"])
                if "error" in chunk:
                    error = chunk["error"].strip()
                aux = chunk.get("aux") or {}
                if "ID" in aux:
                    built_id = aux["ID"]
                if time.monotonic() > deadline:  # a silent step is caught by the read timeout instead
                    error = f"timed out after {timeout_sec:.0f} s"
                    break
        except (RequestException, Urllib3Error, TimeoutError) as e:  # a silent step past the deadline, or a drop
            error = f"timed out after {timeout_sec:.0f} s" if time.monotonic() >= deadline - 1 else repr(e)
        except docker.errors.APIError as e:  # a bad Dockerfile, a missing context file, ...
            error = e.explanation or str(e)
        finally:
            api.close()  # on a timeout this drops the connection, which stops the daemon's build
        if error:
            emit("ERROR: " + error)
    if error:
        raise ImageBuildError(f"building {tag} from {context_dir} failed: {error}", "\n".join(tail), str(log_path))
    return built_id or image_id(tag) or ""


def build_context(
    context_dir: Path,
    tag: str,
    *,
    network: bool = False,
    timeout_sec: float = 600,
    log_path: Path | None = None,
) -> str:
    """Build a task image from a folder holding a Dockerfile; returns the image id.

    No network unless asked: the image must come from a local base. Skipped (fast) when the image with this
    tag already carries the hash of this folder and of its FROM images.
    """
    context_dir = Path(context_dir)
    dockerfile = context_dir / "Dockerfile"
    if not dockerfile.is_file():
        raise ImageBuildError(f"{context_dir} has no Dockerfile")
    # With network a missing FROM image may be pulled; without, it must be here. Either way its id joins the hash.
    from_ids = (require_from_images(dockerfile) if not network
                else {ref: image_id(ref) or "" for ref in from_images(dockerfile)})
    want = context_hash(context_dir, {f"from:{k}": v for k, v in from_ids.items()} | {"network": str(network)})
    info = inspect(tag)
    if info is not None and labels_of(info).get(LABEL_CONTEXT_HASH) == want:
        return info["Id"]
    return run_build(
        context_dir, tag,
        network_mode="host" if network else "none",
        labels={LABEL_CONTEXT_HASH: want},
        timeout_sec=timeout_sec,
        log_path=Path(log_path) if log_path else default_log_path(tag),
    )
