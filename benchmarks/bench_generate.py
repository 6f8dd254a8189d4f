"""Dataset generation rate: tasks per second written in BOTH layouts (+ the zip), for the committed spec scaled up.

    .venv/bin/python benchmarks/bench_generate.py [--per-level N]

Prints one line per family (single process) and the whole run (all cores, as `termigen generate` does).
"""

from __future__ import annotations

import argparse
import os
import platform
import tempfile
import time
from pathlib import Path

from termigen.dataset import generate_dataset
from termigen.families import LEVELS, families


def run(jobs, workers):
    with tempfile.TemporaryDirectory() as d:
        h, t = Path(d) / "h", Path(d) / "t"
        t0 = time.perf_counter()
        tasks, failures = generate_dataset(jobs, h, t, Path(d) / "z.zip", workers=workers)
        dt = time.perf_counter() - t0
    assert not failures, failures[:3]
    return len(tasks), dt


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--per-level", type=int, default=10)
    args = ap.parse_args()
    print(f"machine: {platform.platform()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    print(f"{'family':<28} {'tasks':>6} {'seconds':>8} {'tasks/s':>8}")
    for name in families():
        jobs = [(name, lv, s) for lv in LEVELS for s in range(args.per_level)]
        n, dt = run(jobs, workers=1)
        print(f"{name:<28} {n:>6} {dt:>8.2f} {n / dt:>8.1f}")
    jobs = [(name, lv, s) for name in families() for lv in LEVELS for s in range(args.per_level)]
    n, dt = run(jobs, workers=os.cpu_count())
    print(f"{'ALL (parallel)':<28} {n:>6} {dt:>8.2f} {n / dt:>8.1f}")


if __name__ == "__main__":
    main()
