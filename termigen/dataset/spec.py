"""The dataset spec (dataset.yaml): families, levels, counts, seeds, the version and its pinned releases."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import yaml
from pydantic import BaseModel, Field, field_validator

from termigen import DATASET_NAME, DATASET_VERSION
from termigen.errors import TermigenError
from termigen.families import LEVELS, families


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


def adhoc_jobs(family: list[str], level: list[str] | None, count: int, seed: int) -> tuple[DatasetSpec, list[tuple[str, str, int]]]:
    """`generate --family F [--level L] --count N --seed S`: N seeds from S of each family and level, outside the
    committed spec. Unknown families and levels, and counts under 1, are errors that list what is valid."""
    from termigen.families import get_family

    for f in family:
        get_family(f)  # raises UnknownFamily listing the valid ones
    for lv in level or []:
        if lv not in LEVELS:
            raise TermigenError(f"unknown level {lv!r}; valid levels: {', '.join(LEVELS)}")
    if count < 1:
        raise TermigenError(f"--count must be at least 1, got {count}")
    return DatasetSpec(families={f: {} for f in family}), [(f, lv, seed + i) for f in family for lv in (level or LEVELS)
                                                           for i in range(count)]


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
