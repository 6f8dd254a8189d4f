"""Tar archives for the Docker archive API: packing host files for put_archive, unpacking get_archive."""

from __future__ import annotations

import io
import os
import shutil
import tarfile
import tempfile
from pathlib import Path
from collections.abc import Iterable

# Go's os.FileMode bits in the X-Docker-Container-Path-Stat header.
GO_MODE_DIR = 1 << 31
GO_MODE_SYMLINK = 1 << 27
_SPOOL_BYTES = 64 << 20  # archives bigger than this go to a temp file instead of memory


def _root_owned(info: tarfile.TarInfo) -> tarfile.TarInfo:
    # Host uids mean nothing in the container; files arrive owned by root like `docker cp` as root.
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def file_archive(name: str, data: bytes, mode: int) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        info = tarfile.TarInfo(name)
        info.size = len(data)
        info.mode = mode & 0o7777
        tar.addfile(_root_owned(info), io.BytesIO(data))
    return buf.getvalue()


def dir_archive(local_dir: Path):
    """The contents of local_dir (not the folder itself), modes kept, symlinks as links. A file object."""
    spool = tempfile.SpooledTemporaryFile(max_size=_SPOOL_BYTES)
    with tarfile.open(fileobj=spool, mode="w") as tar:
        for path in sorted(local_dir.rglob("*")):
            tar.add(path, arcname=path.relative_to(local_dir).as_posix(), recursive=False, filter=_root_owned)
    spool.seek(0)
    return spool


def spool_stream(chunks: Iterable[bytes]):
    spool = tempfile.SpooledTemporaryFile(max_size=_SPOOL_BYTES)
    for chunk in chunks:
        spool.write(chunk)
    spool.seek(0)
    return spool


def read_single_file(fileobj) -> bytes | None:
    """Bytes of the first regular file in the archive, or None if it holds none."""
    with tarfile.open(fileobj=fileobj, mode="r|") as tar:
        for member in tar:
            if member.isfile():
                f = tar.extractfile(member)
                return f.read() if f else b""
    return None


def _safe_filter(member: tarfile.TarInfo, dest: str) -> tarfile.TarInfo | None:
    """tarfile's data filter (no escapes, no absolute links, no host owners).

    Members it refuses (e.g. a symlink to /usr/bin/python3), device nodes and FIFOs are skipped rather than
    failing the whole download.
    """
    if member.isdev():
        return None
    try:
        return tarfile.data_filter(member, dest)
    except tarfile.FilterError:
        return None


def extract_strip_root(fileobj, local_dir: Path) -> None:
    """Unpack a get_archive stream into local_dir, dropping the archive's top folder.

    get_archive('/a/b') yields 'b/...' for a folder and 'b' for a file: a folder's contents land in local_dir,
    a file lands as local_dir/b.
    """
    local_dir.mkdir(parents=True, exist_ok=True)
    dest = str(local_dir)
    with tarfile.open(fileobj=fileobj, mode="r|") as tar:
        for member in tar:
            parts = member.name.strip("/").split("/")
            if len(parts) > 1:
                member.name = "/".join(parts[1:])
            elif member.isdir():
                continue  # the top folder itself: local_dir stands for it
            filtered = _safe_filter(member, dest)
            if filtered is None:
                continue
            target = local_dir / filtered.name
            if target.is_dir() and not target.is_symlink() and not filtered.isdir():
                shutil.rmtree(target)  # a file replaces a folder of the same name, as `docker cp` does
            elif (target.exists() or target.is_symlink()) and not filtered.isdir():
                os.unlink(target)
            tar.extract(filtered, path=dest, filter="fully_trusted")  # already filtered above
