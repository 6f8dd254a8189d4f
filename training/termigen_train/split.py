"""Held-out task split by family: no family has tasks on both sides, so no template, generator or answer
shape seen in training is scored as held-out.

Families are drawn in a seeded order until the held-out side holds at least `fraction` of the tasks (at
least one family, never all). The same seed and task set give the same split on every rank and node.

    python -m termigen_train.split ../environments_harbor --heldout-fraction 0.1 --seed 0 --out outputs/split.json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import defaultdict
from dataclasses import dataclass


@dataclass
class Split:
    train: list[str]
    heldout: list[str]
    heldout_families: list[str]

    def as_dict(self) -> dict:
        return {"train": self.train, "heldout": self.heldout, "heldout_families": self.heldout_families}


def split_by_family(families: dict[str, str], fraction: float = 0.1, seed: int = 0,
                    heldout_families: list[str] | None = None) -> Split:
    """`families`: task id -> family. `heldout_families` names them explicitly (then fraction/seed are unused)."""
    by_family: dict[str, list[str]] = defaultdict(list)
    for tid, fam in families.items():
        by_family[fam].append(tid)
    if heldout_families is not None:
        unknown = sorted(set(heldout_families) - set(by_family))
        if unknown:
            raise ValueError(f"held-out families {unknown} have no task in the task set")
        chosen = set(heldout_families)
    else:
        if not 0 < fraction < 1:
            raise ValueError(f"heldout fraction must be in (0, 1), not {fraction}")
        if len(by_family) < 2:
            raise ValueError(f"a split by family needs two families or more; the task set has {sorted(by_family)}")
        order = sorted(by_family)
        random.Random(seed).shuffle(order)
        chosen, n = set(), 0
        for fam in order[:-1]:  # never every family
            if n >= fraction * len(families):
                break
            chosen.add(fam)
            n += len(by_family[fam])
    train = sorted(t for f, ids in by_family.items() if f not in chosen for t in ids)
    held = sorted(t for f, ids in by_family.items() if f in chosen for t in ids)
    return Split(train, held, sorted(chosen))


def catalog_split(catalog, fraction: float = 0.1, seed: int = 0, heldout_families=None,
                  task_ids: list[str] | None = None) -> Split:
    ids = task_ids or catalog.ids()
    return split_by_family({t: catalog.get(t).task.family for t in ids}, fraction, seed, heldout_families)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("dirs", nargs="+", help="Harbor task folders")
    p.add_argument("--heldout-fraction", type=float, default=0.1)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--heldout-families", nargs="*")
    p.add_argument("--out", help="write the split as JSON here (default: stdout)")
    a = p.parse_args(argv)
    from termigen_train.grpo.tasks import TaskCatalog

    s = catalog_split(TaskCatalog.from_dirs(a.dirs), a.heldout_fraction, a.seed, a.heldout_families)
    text = json.dumps(s.as_dict(), indent=1)
    if a.out:
        with open(a.out, "w") as f:
            f.write(text + "\n")
        print(f"{len(s.train)} train / {len(s.heldout)} held-out tasks ({len(s.heldout_families)} families: "
              f"{', '.join(s.heldout_families)}) -> {a.out}")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
