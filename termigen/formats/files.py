"""Writing and reading file trees with fixed modes, shared by both layouts."""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import stat
from pathlib import Path

from termigen.errors import TaskFormatError
from termigen.task import Environment, File

ROOTFS = "rootfs"  # environment files live under <context>/rootfs/<absolute path>, copied with `COPY rootfs/ /`
SETUP = "setup.sh"


_made_dirs: set[str] = set()  # folders this process made or saw: mkdir is a syscall per file otherwise (a stale
# entry costs one retry: write_file makes the folder again when the open fails)


def write_file(path: Path, data: str | bytes, mode: int = 0o644) -> None:
    parent = str(path.parent)
    if parent not in _made_dirs:
        os.makedirs(parent, exist_ok=True)
        _made_dirs.add(parent)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
    except FileNotFoundError:  # the folder was removed since we made it
        os.makedirs(parent, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
    try:
        os.write(fd, data.encode() if isinstance(data, str) else data)
        os.fchmod(fd, mode)  # O_CREAT's mode is filtered by the umask; the layouts need exact modes
    finally:
        os.close(fd)


def _same_file(path: str, data: bytes, mode: int) -> bool:
    try:
        st = os.lstat(path)
        if not stat.S_ISREG(st.st_mode) or st.st_size != len(data) or (st.st_mode & 0o7777) != mode:
            return False
        with open(path, "rb") as f:
            return f.read() == data
    except OSError:
        return False


def folders_of(paths) -> set[str]:
    """Every folder the relative paths lie in ("a/b/c" -> {"a", "a/b"})."""
    out: set[str] = set()
    for rel in paths:
        parts = rel.split("/")[:-1]
        out.update("/".join(parts[: i + 1]) for i in range(len(parts)))
    return out


def sync_tree(root: Path, files: dict[str, tuple[bytes, int]]) -> None:
    """Make root hold exactly these files (relative path -> (bytes, mode)): files already right are left alone
    (regenerating a dataset in place rewrites only what changed, and keeps their mtimes), others are written,
    anything else under root is removed."""
    top = str(root)
    existing: set[str] = set()  # files and links
    folders: set[str] = set()
    for dirpath, dirnames, filenames in os.walk(top):
        pre = "" if dirpath == top else os.path.relpath(dirpath, top) + "/"
        existing.update(pre + name for name in filenames)
        for name in dirnames:
            (existing if os.path.islink(os.path.join(dirpath, name)) else folders).add(pre + name)
    stale_folders = False
    if existing or folders:
        needed = folders_of(files)
        for rel in existing & needed:  # a file where a folder goes
            os.unlink(f"{top}/{rel}")
            existing.discard(rel)
        for rel in files.keys() & folders:  # a folder where a file goes
            shutil.rmtree(f"{top}/{rel}")
        stale_folders = bool(folders - needed)
    for rel, (data, mode) in files.items():
        path = f"{top}/{rel}"
        if rel in existing:
            existing.discard(rel)
            if _same_file(path, data, mode):
                continue
            os.unlink(path)  # a link, or a file to rewrite (whatever its mode was)
        write_file(Path(path), data, mode)
    if existing or stale_folders:
        for rel in existing:
            os.unlink(f"{top}/{rel}")
        for dirpath, _, _ in sorted(os.walk(top), key=lambda w: -len(w[0])):  # emptied folders, deepest first
            if dirpath != top and not os.listdir(dirpath):
                os.rmdir(dirpath)
                _made_dirs.discard(dirpath)


def read_tree(root: Path) -> dict[str, File]:
    """Relative posix path -> File for every file under root (sorted, modes kept)."""
    out: dict[str, File] = {}
    if not root.is_dir():
        return out
    for p in sorted(root.rglob("*")):
        if p.is_file():
            out[p.relative_to(root).as_posix()] = File.of(p.read_bytes(), mode=p.stat().st_mode & 0o777)
    return out


def dockerfile(env: Environment, rootfs: str = ROOTFS, setup: str = SETUP) -> str:
    """The task image: a shared base + the task's files + offline setup. Nothing from tests/ or solution/."""
    lines = [f"FROM {env.base_image}"]
    for k, v in sorted(env.env.items()):
        lines.append(f"ENV {k}={json.dumps(v)}")
    if env.files:
        lines.append(f"COPY {rootfs}/ /")
        # git keeps only 0644/0755: a fresh clone would build a 0600 secret world-readable. Other modes are set here.
        odd: dict[int, list[str]] = {}
        for path, f in env.files.items():
            if f.mode not in GIT_MODES:
                odd.setdefault(f.mode, []).append(path)
        for mode, paths in sorted(odd.items()):
            lines.append(f"RUN chmod {mode:04o} " + " ".join(shlex.quote(p) for p in sorted(paths)))
    if env.setup.strip():
        lines.append(f"COPY {setup} /tmp/termigen-setup.sh")
        lines.append("RUN bash -euo pipefail /tmp/termigen-setup.sh && rm -f /tmp/termigen-setup.sh")
    lines.append(f"WORKDIR {env.workdir}")
    return "\n".join(lines) + "\n"


GIT_MODES = (0o644, 0o755)  # the file modes a git checkout reproduces
_FROM = re.compile(r"^FROM\s+(\S+)\s*$")
_CHMOD = re.compile(r"^RUN chmod ([0-7]{4}) (.+)$")
_ENV = re.compile(r"^ENV\s+([A-Za-z_][A-Za-z0-9_]*)=(\".*\")\s*$")
_WORKDIR = re.compile(r"^WORKDIR\s+(\S+)\s*$")


def read_environment(dockerfile_path: Path, context: Path, rootfs: str = ROOTFS, setup: str = SETUP) -> Environment:
    if not dockerfile_path.is_file():
        raise TaskFormatError(dockerfile_path, "missing Dockerfile")
    base, workdir, env, modes = None, None, {}, {}
    for n, line in enumerate(dockerfile_path.read_text().splitlines(), 1):
        if m := _FROM.match(line):
            base = m.group(1)
        elif m := _ENV.match(line):
            try:
                env[m.group(1)] = json.loads(m.group(2))
            except json.JSONDecodeError:
                raise TaskFormatError(dockerfile_path, f"line {n}: ENV value is not a quoted string") from None
        elif m := _WORKDIR.match(line):
            workdir = m.group(1)
        elif m := _CHMOD.match(line):
            modes.update((p, int(m.group(1), 8)) for p in shlex.split(m.group(2)))
    if base is None:
        raise TaskFormatError(dockerfile_path, "no FROM line naming a base image")
    files = {"/" + rel: f for rel, f in read_tree(context / rootfs).items()}
    for path, mode in modes.items():
        if path not in files:
            raise TaskFormatError(dockerfile_path, f"chmod names {path}, which is not in {rootfs}/")
        files[path] = files[path].model_copy(update={"mode": mode})
    setup_path = context / setup
    return Environment(
        base_image=base,
        files=files,
        setup=setup_path.read_text() if setup_path.is_file() else "",
        workdir=workdir or "/",
        env=env,
    )
