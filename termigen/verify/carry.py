"""Carrying a trial's outputs from the agent's container to a fresh verifier container in ONE archive.

Like Harbor's separate verifier: each declared output goes to its original path; links that leave the output,
hard links and special files are dropped, so nothing the agent made can write outside the outputs.
"""

from __future__ import annotations

import io
import posixpath
import shlex
import tarfile
from pathlib import Path

from termigen.errors import SandboxError
from termigen.sandbox import Sandbox


def _safe(member: tarfile.TarInfo, root: str) -> bool:
    name = posixpath.normpath(member.name)
    if name.startswith(("..", "/")):
        return False
    if member.issym():
        target = posixpath.normpath(posixpath.join(posixpath.dirname(name), member.linkname))
        return not member.linkname.startswith("/") and (target == root or target.startswith(root + "/"))
    return member.isfile() or member.isdir()


def _add_reroot(out: tarfile.TarFile, stream, container_path: str) -> None:
    """Copy a get_archive tar (rooted at the basename) into `out`, rooted at the full container path."""
    base = posixpath.basename(container_path.rstrip("/"))
    parent = posixpath.dirname(container_path.rstrip("/")).lstrip("/")
    buf = io.BytesIO(b"".join(stream))
    with tarfile.open(fileobj=buf, mode="r") as src:
        for m in src.getmembers():
            if not _safe(m, base):
                continue
            data = src.extractfile(m) if m.isfile() else None
            m.name = posixpath.join(parent, posixpath.normpath(m.name)) if parent else posixpath.normpath(m.name)
            m.uid = m.gid = 0
            m.uname = m.gname = ""
            m.mode &= 0o1777  # no setuid/setgid: the agent's files must not become root programs in the verifier
            out.addfile(m, data)


def add_host_dir(out: tarfile.TarFile, local: Path, container_dir: str) -> None:
    root = container_dir.strip("/")
    for p in sorted([local, *local.rglob("*")]):
        rel = p.relative_to(local).as_posix()
        info = out.gettarinfo(str(p), arcname=posixpath.join(root, rel) if rel != "." else root)
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        if p.is_file():
            with p.open("rb") as f:
                out.addfile(info, f)
        else:
            out.addfile(info)


def carry_outputs(src: Sandbox, dst: Sandbox, outputs: list[str], extra_dirs: dict[str, Path]) -> None:
    """Replace each output path in `dst` by its state in `src`, plus host folders. As in Harbor, an output that
    does not exist in `src` is skipped (the verifier keeps what its image has there)."""
    buf = io.BytesIO()
    carried = []
    with tarfile.open(fileobj=buf, mode="w") as out:
        for path in outputs:
            try:
                stream, _ = src.get_archive(path)
            except SandboxError:
                continue
            _add_reroot(out, stream, path)
            carried.append(path)
        for container_dir, local in extra_dirs.items():
            add_host_dir(out, local, container_dir)
    if carried:
        r = dst.exec("rm -rf -- " + " ".join(shlex.quote(p) for p in carried), timeout=60, user="0")
        if r.exit_code != 0:
            raise SandboxError(f"cannot clear outputs in the verifier container: {r.output.strip()[-500:]}")
    dst.put_archive("/", buf.getvalue())
