"""The dataset: a committed spec (families, levels, counts, seeds) -> both layouts, the zip and registry.json.

Generation is pure: the same spec gives the same bytes (the zip has sorted entries and fixed timestamps), so CI
can prove the committed files are exactly what the generator makes.
"""

from __future__ import annotations

import json
import os
import shutil
import zipfile
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import yaml
from pydantic import BaseModel, Field, field_validator

from termigen import DATASET_NAME, DATASET_VERSION
from termigen.errors import TermigenError, UnknownFamily
from termigen.families import LEVELS, families, get_family
from termigen.formats import write_harbor, write_tb1
from termigen.formats.files import folders_of
from termigen.formats.tb1 import tb1_files
from termigen.task import Task, task_id
from termigen.verify.manifest import Manifest
from termigen.verify.timeouts import sized_timeouts

ZIP_ROOT = "termigen_env"
ZIP_TIME = (1980, 1, 1, 0, 0, 0)


class FamilySpec(BaseModel):
    easy: int = Field(0, ge=0)
    medium: int = Field(0, ge=0)
    hard: int = Field(0, ge=0)
    seed_offset: int = Field(0, ge=0)


class DatasetSpec(BaseModel):
    name: str = DATASET_NAME
    version: str = DATASET_VERSION
    description: str = ""
    # Earlier versions, each pinned to the git commit that holds it (termigen.releases; `termigen registry`).
    releases: dict[str, str] = {}
    # The public git URL of this repository; when set, registry.json lists the pinned releases too (Harbor clones
    # a pinned task from it). Unset, `termigen registry --git-url URL` writes that registry on demand.
    repository: str = ""
    families: dict[str, FamilySpec]

    @field_validator("releases")
    @classmethod
    def _pinned(cls, v):
        import re

        bad = {k: c for k, c in v.items() if not re.fullmatch(r"[0-9a-f]{40}", c)}
        if bad:
            raise ValueError(f"releases must pin full 40-hex commit ids: {bad}")
        return v

    @field_validator("families")
    @classmethod
    def _known(cls, v):
        known = families()
        bad = [f for f in v if f not in known]
        if bad:
            raise ValueError(f"unknown families {bad}; valid families: {', '.join(known)}")
        return v

    @classmethod
    def load(cls, path: Path) -> "DatasetSpec":
        if not path.is_file():
            raise TermigenError(f"dataset spec {path} not found")
        try:
            return cls.model_validate(yaml.safe_load(path.read_text()))
        except Exception as e:
            raise TermigenError(f"{path}: {e}") from None

    def jobs(self) -> Iterator[tuple[str, str, int]]:
        for fam, fs in self.families.items():
            for level in LEVELS:
                for i in range(getattr(fs, level)):
                    yield fam, level, fs.seed_offset + i


@dataclass
class Failure:
    family: str
    level: str
    seed: int
    error: str


_manifests: dict[Path, Manifest] = {}


def _sized(task: Task, manifest_path: Path | None) -> Task:
    """Timeouts from the task's verification record, when it has a passing one (same content hash)."""
    if manifest_path is None or not manifest_path.exists():
        return task
    if manifest_path not in _manifests:
        _manifests[manifest_path] = Manifest(manifest_path)
    rec = _manifests[manifest_path].get(task.content_hash())
    return task.model_copy(update={"timeouts": sized_timeouts(task, rec)}) if rec and rec.passed else task


def _generate_one(job: tuple[str, str, int], harbor_root: Path | None, tb1_root: Path | None,
                  manifest_path: Path | None = None) -> Task | Failure:
    fam, level, seed = job
    try:
        task = _sized(get_family(fam).generate(seed, level), manifest_path)
        if harbor_root is not None:
            write_harbor(task, harbor_root)
        if tb1_root is not None:
            write_tb1(task, tb1_root)
        return task
    except UnknownFamily:
        raise
    except Exception as e:  # a family bug: record it with its seed, keep going
        return Failure(fam, level, seed, f"{type(e).__name__}: {e}")


def generate_tasks(
    jobs: list[tuple[str, str, int]],
    on_task: Callable[[Task | Failure], None] | None = None,
    *,
    harbor_root: Path | None = None,
    tb1_root: Path | None = None,
    workers: int | None = None,
    manifest_path: Path | None = None,
) -> tuple[list[Task], list[Failure]]:
    """Generate (and, given roots, write) tasks; large batches use every core. A family that raises for one
    seed is reported with that seed; the others go on. Results keep the order of `jobs` (on_task sees each, in
    that order). With a manifest, timeouts are sized from each task's measured times."""
    workers = workers if workers is not None else (os.cpu_count() or 1) if len(jobs) >= 64 else 1
    fn = partial(_generate_one, harbor_root=harbor_root, tb1_root=tb1_root, manifest_path=manifest_path)
    results: list[Task | Failure] = []
    if workers <= 1:
        for job in jobs:
            results.append(fn(job))
            if on_task:
                on_task(results[-1])
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for r in pool.map(fn, jobs, chunksize=8):
                results.append(r)
                if on_task:
                    on_task(r)
    tasks = [r for r in results if isinstance(r, Task)]
    return tasks, [r for r in results if isinstance(r, Failure)]


def generate_dataset(
    jobs: list[tuple[str, str, int]],
    harbor_root: Path,
    tb1_root: Path,
    zip_path: Path,
    on_task: Callable[[Task | Failure], None] | None = None,
    *,
    workers: int | None = None,
    manifest_path: Path | None = None,
) -> tuple[list[Task], list[Failure]]:
    """Both layouts (written in place: only changed files are rewritten, anything else removed) and the zip, which
    is compressed while later tasks are still being generated: the jobs run in task-id order, the zip's order."""
    prune_layouts((harbor_root, tb1_root), {task_id(*j) for j in jobs})
    with TaskZip(zip_path) as z:

        def done(r: Task | Failure) -> None:
            if isinstance(r, Task):
                z.add_task(r)
            if on_task:
                on_task(r)

        return generate_tasks(sorted(jobs, key=lambda j: task_id(*j)), done, harbor_root=harbor_root,
                              tb1_root=tb1_root, workers=workers, manifest_path=manifest_path)


def prune_layouts(roots: Iterable[Path], keep: set[str]) -> None:
    """Generation rewrites the layouts in place: a task folder dropped from the spec must not linger (nor
    anything else in these folders)."""
    for root in roots:
        root.mkdir(parents=True, exist_ok=True)
        for entry in os.scandir(root):
            if entry.name in keep and entry.is_dir(follow_symlinks=False):
                continue
            if entry.is_dir(follow_symlinks=False):
                shutil.rmtree(entry.path)
            else:
                os.unlink(entry.path)


class TaskZip:
    """The TB1 layout zipped with deterministic bytes: entries in path order, fixed timestamps, modes kept.
    Tasks added in id order are streamed (compressed while later tasks are still being generated)."""

    def __init__(self, zip_path: Path):
        self.path, self.tmp = zip_path, zip_path.with_suffix(".zip.tmp")
        self.zip = zipfile.ZipFile(self.tmp, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=6)
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


def write_zip(tb1_root: Path, zip_path: Path) -> None:
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
    with TaskZip(zip_path) as z:
        z.add_entries(entries)


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


def interleaved(task_dirs: list[Path]) -> list[Path]:
    """Seed position first, then family and level: an interrupted verification of a large spec has then covered
    every family and level about evenly (task ids end in -<level>-<seed>)."""
    def key(d: Path):
        stem, _, seed = d.name.rpartition("-")
        family, _, level = stem.rpartition("-")
        return (int(seed) if seed.isdigit() else 0, family, LEVELS.index(level) if level in LEVELS else 9, d.name)

    firsts: dict[str, int] = {}
    for d in task_dirs:  # a family's first seed, so that families with different seed offsets line up
        stem, _, seed = d.name.rpartition("-")
        family = stem.rpartition("-")[0]
        if seed.isdigit():
            firsts[family] = min(firsts.get(family, int(seed)), int(seed))

    def pos(d: Path):
        k = key(d)
        return (k[0] - firsts.get(d.name.rpartition("-")[0].rpartition("-")[0], 0), *k[1:])

    return sorted(task_dirs, key=pos)


def verified_prefix(spec: DatasetSpec, manifest: Manifest) -> tuple[DatasetSpec, dict[str, dict[str, int]]]:
    """The spec cut to what has passed the gate: per family and level, the longest run of seeds from the
    family's offset whose tasks (current bytes) have a passing record. Families with a level at 0 are left out
    (every shipped family has all three levels). Returns the trimmed spec and {family: {level: verified}}."""
    kept: dict[str, FamilySpec] = {}
    counts: dict[str, dict[str, int]] = {}
    for name, fs in spec.families.items():
        fam = get_family(name)
        got = {}
        for level in LEVELS:
            k = 0
            while k < getattr(fs, level):
                rec = manifest.get(fam.generate(fs.seed_offset + k, level).content_hash())
                if not (rec and rec.passed):
                    break
                k += 1
            got[level] = k
        counts[name] = got
        if min(got.values()) > 0:
            kept[name] = FamilySpec(**got, seed_offset=fs.seed_offset)
    return spec.model_copy(update={"families": kept}), counts


def dump_spec(spec: DatasetSpec, path: Path, header: str = "") -> None:
    """Write a spec as dataset.yaml is written: one flow mapping per family."""
    lines = [header.rstrip("\n")] if header else []
    lines += [f"name: {spec.name}", f"version: {json.dumps(spec.version)}", "description: >-"]
    lines += [f"  {line}" for line in _wrap(spec.description, 110)]
    if spec.releases:
        lines.append("releases:  # earlier versions -> the commit that holds each (termigen registry)")
        lines += [f"  {json.dumps(v)}: {c}" for v, c in sorted(spec.releases.items(), key=lambda x: _vkey(x[0]))]
    if spec.repository:
        lines.append(f"repository: {spec.repository}")
    lines.append("families:")
    for name, fs in sorted(spec.families.items()):
        lines.append(f"  {name}: {{easy: {fs.easy}, medium: {fs.medium}, hard: {fs.hard}, seed_offset: {fs.seed_offset}}}")
    path.write_text("\n".join(lines) + "\n")


def _vkey(version: str) -> tuple:
    return tuple(int(x) if x.isdigit() else x for x in version.split("."))


def _wrap(text: str, width: int) -> list[str]:
    import textwrap

    return textwrap.wrap(text, width) or [""]
