"""Publishing: the TB1 zip (deterministic bytes) and Harbor's registry.json.

The committed zip is a release artifact, not a mirror of the working tree: its comment names the version it holds
(`{"name": ..., "version": ...}`), and `termigen generate` rebuilds it only when asked (`--release-zip`: the
release step of the current version) or when there is none. Between releases the tasks change in
environments_harbor/ (and in the TB1 folder generate stages, build/termigen_env/) while the committed zip keeps the
last release's bytes, so a 40 MB binary is not re-committed with every change to a task (issue: v2.0).
`check_kept_zip` is generate --check's rule for a kept zip."""

from __future__ import annotations

import filecmp
import json
import os
import zipfile
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from termigen.formats.files import folders_of
from termigen.formats.tb1 import tb1_files
from termigen.task import Task

if TYPE_CHECKING:
    from termigen.dataset.spec import DatasetSpec

ZIP_ROOT = "termigen_env"
ZIP_TIME = (1980, 1, 1, 0, 0, 0)


class TaskZip:
    """The TB1 layout zipped with deterministic bytes: entries in path order, fixed timestamps, modes kept.
    Tasks added in id order are streamed (compressed while later tasks are still being generated)."""

    def __init__(self, zip_path: Path, stamp: dict | None = None):
        """`stamp`: what the zip holds (dataset name and version), written as the archive's comment."""
        self.path, self.tmp = zip_path, zip_path.with_suffix(".zip.tmp")
        self.zip = zipfile.ZipFile(self.tmp, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=6)
        if stamp:
            self.zip.comment = json.dumps(stamp, sort_keys=True).encode()
        self.last: list[str] | None = None

    def add_entries(self, entries: Iterable[tuple[str, bytes | None, int]]) -> None:
        """(relative path, bytes or None for a folder, mode); sorted here, and after every entry added before."""
        for rel, data, mode in sorted(entries, key=lambda e: e[0].split("/")):  # path order, as Path sorts
            key = rel.split("/")
            if self.last is not None and key <= self.last:
                raise ValueError(f"zip entries out of path order: {rel} after {'/'.join(self.last)}")
            self.last = key
            info = zipfile.ZipInfo(f"{ZIP_ROOT}/{rel}" + ("/" if data is None else ""), date_time=ZIP_TIME)
            info.create_system = 3  # unix, so the mode bits below are honoured by unzip
            info.external_attr = ((mode & 0o777) | (0o040000 if data is None else 0o100000)) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            self.zip.writestr(info, b"" if data is None else data)

    def add_task(self, task: Task) -> None:
        """The same bytes write_tb1 puts on disk; folders 0755."""
        files = tb1_files(task)
        entries: list[tuple[str, bytes | None, int]] = [(f"{task.id}/{rel}", data, mode) for rel, (data, mode) in files.items()]
        entries += [(f"{task.id}/{d}", None, 0o755) for d in folders_of(files)] + [(task.id, None, 0o755)]
        self.add_entries(entries)

    def __enter__(self) -> "TaskZip":
        return self

    def __exit__(self, exc_type, exc, tb) -> None:
        """Complete: the zip replaces zip_path; on an error: the partial zip is removed, zip_path left as it was."""
        self.zip.close()
        if exc_type is None:
            self.tmp.replace(self.path)
        else:
            self.tmp.unlink(missing_ok=True)


def write_zip(tb1_root: Path, zip_path: Path, stamp: dict | None = None) -> None:
    """Zip a TB1 folder tree as it is on disk."""
    entries = []
    for dirpath, dirnames, filenames in os.walk(tb1_root):
        rel = os.path.relpath(dirpath, tb1_root)
        for name in dirnames:
            entries.append((os.path.normpath(os.path.join(rel, name)), None, os.stat(os.path.join(dirpath, name)).st_mode))
        for name in filenames:
            p = os.path.join(dirpath, name)
            with open(p, "rb") as f:
                entries.append((os.path.normpath(os.path.join(rel, name)), f.read(), os.stat(p).st_mode))
    with TaskZip(zip_path, stamp) as z:
        z.add_entries(entries)


def zip_stamp(zip_path: Path) -> dict | None:
    """The {"name", "version"} a zip says it holds; None for a zip without a stamp (older ones)."""
    try:
        with zipfile.ZipFile(zip_path) as z:
            comment = z.comment
    except (OSError, zipfile.BadZipFile) as e:
        raise ValueError(f"{zip_path} is not a readable zip ({e}): rebuild it with `termigen generate --release-zip`") from None
    try:
        stamp = json.loads(comment.decode()) if comment else None
    except (UnicodeDecodeError, json.JSONDecodeError):
        return None
    return stamp if isinstance(stamp, dict) and "version" in stamp else None


def zip_is_kept(zip_path: Path, release_zip: bool) -> bool:
    """generate keeps the committed zip unless it is asked to rebuild it or there is no stamped zip yet."""
    return not release_zip and zip_path.is_file() and zip_stamp(zip_path) is not None


def check_kept_zip(spec: DatasetSpec, zip_path: Path, fresh_zip: Path | None) -> list[str]:
    """A kept zip is right when it is a pinned release's artifact, byte for byte the zip committed at that
    release's commit, or the current version's, byte for byte what the generator makes now (`fresh_zip`).
    Returns the problems (empty: right)."""
    from termigen.errors import TermigenError
    from termigen.releases import _git

    stamp = zip_stamp(zip_path) or {}
    v = stamp.get("version")
    if stamp.get("name") != spec.name:
        return [f"{zip_path}: holds dataset {stamp.get('name')!r}, not {spec.name!r}"]
    if v == spec.version:
        if fresh_zip is not None and fresh_zip.read_bytes() != zip_path.read_bytes():
            return [f"{zip_path}: holds the current version {v} but differs from what the generator makes: release "
                    "it (`termigen generate --release-zip`) or pin it and bump `version` in dataset.yaml"]
        return []
    commit = spec.releases.get(v)
    if commit is None:
        return [f"{zip_path}: holds version {v}, which is neither the current version ({spec.version}) nor a pinned "
                "release in dataset.yaml: `termigen generate --release-zip` rebuilds it"]
    import subprocess

    repo = zip_path.resolve().parent
    try:
        _git("cat-file", "-e", f"{commit}:{zip_path.name}", cwd=repo)
    except TermigenError as e:
        return [f"{zip_path}: release {v} is pinned to {commit[:12]}, whose zip this clone cannot read ({e})"]
    old = subprocess.run(["git", "show", f"{commit}:{zip_path.name}"], cwd=repo,
                         capture_output=True, check=False, timeout=300).stdout
    if old != zip_path.read_bytes():
        return [f"{zip_path}: says it holds release {v} but is not the zip committed at {commit[:12]}"]
    return []


def write_registry(spec: DatasetSpec, tasks: list[Task], harbor_root: Path, path: Path, git_url: str | None = None,
                   git_commit: str | None = None) -> None:
    """Harbor's registry format: `harbor run -d NAME@VERSION --registry-path registry.json`."""
    rel = harbor_root.name
    entries = []
    for t in sorted(tasks, key=lambda t: t.id):
        e = {"name": t.id, "path": f"{rel}/{t.id}"}
        if git_url:
            e |= {"git_url": git_url, "git_commit_id": git_commit or "HEAD"}
        entries.append(e)
    data = [{"name": spec.name, "version": spec.version, "description": spec.description, "tasks": entries}]
    if spec.repository:  # every earlier version too, pinned (reads this clone's git history)
        from termigen.releases import pinned_releases

        data += pinned_releases(spec, spec.repository)
    path.write_text(json.dumps(data, indent=2) + "\n")


def differing_paths(committed: Path, generated: Path) -> list[str]:
    """`generate --check`: the paths where a committed layout folder, zip or registry differs from a fresh
    generation (content, presence, or the executable bit, which git keeps)."""
    if generated.is_file() or committed.is_file():
        same = committed.is_file() and generated.is_file() and committed.read_bytes() == generated.read_bytes()
        return [] if same else [str(committed)]
    fa = {p.relative_to(committed): p for p in committed.rglob("*") if p.is_file()} if committed.exists() else {}
    fb = {p.relative_to(generated): p for p in generated.rglob("*") if p.is_file()}
    out = [f"{committed / k}: only in one of committed/generated" for k in sorted(set(fa) ^ set(fb))]
    for k in sorted(set(fa) & set(fb)):
        if (not filecmp.cmp(fa[k], fb[k], shallow=False)
                or (fa[k].stat().st_mode & 0o111) != (fb[k].stat().st_mode & 0o111)):
            out.append(f"{committed / k}: differs")
    return out
