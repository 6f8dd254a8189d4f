"""Image cost: each base image's size beside the layers a task adds on top of it (what N tasks of a base cost on disk).

    .venv/bin/python benchmarks/bench_image_cost.py [--per-family N] [--harbor environments_harbor] [--out FILE]

Builds (or reuses) the images of N committed tasks per family, offline like the gate, and measures each task's own
layers: the bytes of the layers above its base in `docker history`. Prints per base: the base's size (the anchor,
paid once per machine), the number of tasks and the median / p90 / max task layer.
"""

from __future__ import annotations

import argparse
import platform
import statistics
from collections import defaultdict
from pathlib import Path

from rich.progress import track

from termigen.dockerutil import client
from termigen.formats.harbor import read_harbor
from termigen.images.build import build_context


def _layers(image_id: str) -> list[tuple[str, int]]:
    return [(h["Id"], h["Size"]) for h in client().api.history(image_id)]


def task_layer_bytes(image_id: str, base_tag: str) -> int:
    """Bytes of the layers the task image has above its base (history is newest first)."""
    base = {i for i, _ in _layers(base_tag) if i != "<missing>"}
    total = 0
    for layer_id, size in _layers(image_id):
        if layer_id in base:
            break
        total += size
    return total


def sample(harbor: Path, per_family: int) -> list[Path]:
    by_family: dict[str, list[Path]] = defaultdict(list)
    for d in sorted(harbor.iterdir()):
        if (d / "task.toml").is_file():
            fam = d.name.rsplit("-", 2)[0]
            if len(by_family[fam]) < per_family:
                by_family[fam].append(d)
    return [d for ds in by_family.values() for d in ds]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--per-family", type=int, default=1)
    ap.add_argument("--harbor", type=Path, default=Path("environments_harbor"))
    ap.add_argument("--out", type=Path, help="also write the table (Markdown) to this file")
    a = ap.parse_args()
    c = client()
    per_base: dict[str, list[int]] = defaultdict(list)
    for d in track(sample(a.harbor, a.per_family), description="task images"):
        task = read_harbor(d)
        image_id = build_context(d / "environment", task.image_tag, network=False, timeout_sec=task.timeouts.build_sec)
        per_base[task.environment.base_image].append(task_layer_bytes(image_id, task.environment.base_image))
    mb = lambda n: f"{n / 1e6:.0f}"  # noqa: E731
    kb = lambda n: f"{n / 1e3:.1f}"  # noqa: E731
    lines = [f"machine: {platform.node()} {platform.machine()}, {len(sum(per_base.values(), []))} task images", "",
             "| base | base MB (anchor) | tasks | task layer kB median | p90 | max |", "|---|---|---|---|---|---|"]
    for base, sizes in sorted(per_base.items()):
        s = sorted(sizes)
        p90 = s[min(len(s) - 1, int(0.9 * len(s)))]
        lines.append(f"| {base} | {mb(c.images.get(base).attrs['Size'])} | {len(s)} | {kb(statistics.median(s))} | "
                     f"{kb(p90)} | {kb(s[-1])} |")
    every = sorted(sum(per_base.values(), []))
    lines += ["", f"all tasks: median task layer {kb(statistics.median(every))} kB, max {kb(every[-1])} kB"]
    text = "\n".join(lines)
    print(text)
    if a.out:
        a.out.write_text("# Image cost (benchmarks/bench_image_cost.py)\n\n" + text + "\n")


if __name__ == "__main__":
    main()
