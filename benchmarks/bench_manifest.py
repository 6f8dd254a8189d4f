"""Manifest scale: how reading, looking up, recording and compacting verification records grow with the task count.

    .venv/bin/python benchmarks/bench_manifest.py [--sizes 1582,10000,100000] [--out FILE]

The anchor is the committed manifest (verification/manifest.json, every task of today's dataset). Larger manifests
are that one's records cloned under fresh content hashes, so record sizes are today's. Per size: snapshot bytes,
load (snapshot + a journal of 200 records, as after a killed run), 1,000 lookups, 200 recordings (one fsynced
journal line each, what the gate pays per task), compact (the snapshot rewritten at the end of a run), peak memory.
"""

from __future__ import annotations

import argparse
import hashlib
import platform
import random
import resource
import tempfile
import time
from pathlib import Path

from termigen.verify.manifest import Manifest

COMMITTED = Path(__file__).resolve().parents[1] / "verification" / "manifest.json"


def _fake_hash(i: int) -> str:
    return hashlib.sha256(f"bench-{i}".encode()).hexdigest()


def measure(n: int, src: Manifest, work: Path) -> dict:
    path = work / f"m{n}.json"
    base = list(src.records.values())
    m = Manifest(path)
    m.records = {_fake_hash(i): base[i % len(base)] for i in range(n)} if n != len(base) else dict(src.records)
    m.compact()
    for i in range(200):  # a journal left by a killed run: records newer than the snapshot
        m.put(_fake_hash(n + i), base[i % len(base)])
    size = path.stat().st_size
    t0 = time.perf_counter()
    m2 = Manifest(path)
    load = time.perf_counter() - t0
    keys = random.Random(0).sample(list(m2.records), 1000)
    t0 = time.perf_counter()
    for k in keys:
        assert m2.get(k) is not None
    lookup_us = (time.perf_counter() - t0) / len(keys) * 1e6
    t0 = time.perf_counter()
    for i in range(200):
        m2.put(_fake_hash(2 * n + i), base[i % len(base)])
    put_ms = (time.perf_counter() - t0) / 200 * 1e3
    t0 = time.perf_counter()
    m2.compact()
    compact = time.perf_counter() - t0
    path.unlink()
    return dict(n=n, mb=size / 1e6, load=load, lookup_us=lookup_us, put_ms=put_ms, compact=compact,
                rss_gb=resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="", help="comma-separated record counts (default: committed,10000,100000)")
    ap.add_argument("--out", type=Path, help="also write the table here (markdown)")
    a = ap.parse_args()
    src = Manifest(COMMITTED)
    sizes = [int(s) for s in a.sizes.split(",") if s] or [len(src.records), 10_000, 100_000]
    rows = []
    with tempfile.TemporaryDirectory(prefix="tg-bench-manifest-") as work:
        for n in sizes:
            rows.append(measure(n, src, Path(work)))
            r = rows[-1]
            print(f"{r['n']:>7} records: {r['mb']:7.1f} MB, load {r['load']:6.2f} s, lookup {r['lookup_us']:5.1f} us, "
                  f"record {r['put_ms']:5.2f} ms, compact {r['compact']:6.2f} s, peak RSS {r['rss_gb']:.2f} GB", flush=True)
    anchor = rows[0]
    lines = [f"# Manifest scale ({platform.node()}, {platform.processor() or platform.machine()}, "
             f"Python {platform.python_version()})", "",
             f"Anchor: the committed manifest ({anchor['n']} records). `python benchmarks/bench_manifest.py`.", "",
             "| records | snapshot MB | load s | x anchor | lookup us | record ms (fsync) | compact s | peak RSS GB |",
             "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['n']:,} | {r['mb']:.1f} | {r['load']:.2f} | {r['load'] / anchor['load']:.0f}x | "
                     f"{r['lookup_us']:.1f} | {r['put_ms']:.2f} | {r['compact']:.2f} | {r['rss_gb']:.2f} |")
    print("\n".join(lines[4:]))
    if a.out:
        a.out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
