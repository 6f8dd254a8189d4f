"""Verification order and the verified prefix: which tasks to verify first, and what of a spec has passed."""

from __future__ import annotations

from pathlib import Path

from termigen.dataset.spec import DatasetSpec, FamilySpec
from termigen.families import LEVELS, get_family
from termigen.verify.manifest import Manifest


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
