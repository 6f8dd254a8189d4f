"""Verification order and the verified prefix: which tasks to verify first, and what of a spec has passed."""

from __future__ import annotations

import random
from collections import defaultdict
from pathlib import Path

from termigen.dataset.spec import DatasetSpec, FamilySpec
from termigen.families import LEVELS, get_family
from termigen.task import parse_task_id
from termigen.verify.manifest import Manifest


def interleaved(task_dirs: list[Path]) -> list[Path]:
    """Seed position first, then family and level: an interrupted verification of a large spec has then covered
    every family and level about evenly. Names that are not task ids go last, by name."""
    parsed = {d: parse_task_id(d.name) for d in task_dirs}
    firsts: dict[str, int] = {}  # a family's first seed, so that families with different seed offsets line up
    for p in parsed.values():
        if p:
            firsts[p[0]] = min(firsts.get(p[0], p[2]), p[2])

    def pos(d: Path):
        p = parsed[d]
        if p is None:
            return (1 << 30, "", 9, d.name)
        slug, level, seed = p
        return (seed - firsts[slug], slug, LEVELS.index(level) if level in LEVELS else 9, d.name)

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


def stratified_sample(task_dirs: list[Path], per_family: int, seed: int, by: str = "family") -> list[Path]:
    """`verify --sample N`: N tasks of every family (all of a family that has fewer), spread over its levels hard
    first, drawn with `seed`. The family and level are read from each task.toml, not guessed from folder names.
    by="category": N tasks of every category instead, each from a different family of it (drawn with `seed`, so
    that a rotating seed covers every family over runs), one task per family picked as above."""
    from termigen.formats.harbor import read_harbor

    if by not in ("family", "category"):
        raise ValueError(f"unknown sample stratum {by!r}: use 'family' or 'category'")
    by_family: dict[str, list[tuple[Path, str]]] = defaultdict(list)
    category: dict[str, str] = {}
    for d in task_dirs:
        t = read_harbor(d)
        by_family[t.family].append((d, t.difficulty))
        category[t.family] = t.category
    rng = random.Random(seed)
    if by == "category":
        families: dict[str, list[str]] = defaultdict(list)
        for f in sorted(by_family):
            families[category[f]].append(f)
        chosen = {f for c in sorted(families) for f in rng.sample(families[c], min(per_family, len(families[c])))}
        by_family = defaultdict(list, {f: ds for f, ds in by_family.items() if f in chosen})
        per_family = 1
    picked = []
    for _, ds in sorted(by_family.items()):
        levels: dict[str, list[Path]] = defaultdict(list)
        for d, level in sorted(ds):
            levels[level].append(d)
        order = [lv for lv in ("hard", "medium", "easy") if levels[lv]]
        for i in range(min(per_family, len(ds))):
            live = [lv for lv in order if levels[lv]]  # a level used up hands its turn to the next one
            lv = live[i % len(live)]
            picked.append(levels[lv].pop(rng.randrange(len(levels[lv]))))
    return picked
