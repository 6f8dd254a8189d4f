"""Many sandboxes at once: N (default 64) started together on this machine, every one running commands at the
same time, through the persistent exec channel and, side by side in the same run, through one docker exec per
command (the anchor). Reports start wall time, exec latency p50/p99 under that load, errors, memory (host and per
sandbox) and leaks (containers, threads, open files of this process after everything is stopped).

Each command prints the container's hostname and a per-command token; a reply with another sandbox's hostname or
token (crossed channels) counts as an error, as does any non-zero exit or exception.

    .venv/bin/python benchmarks/bench_concurrency.py [-n 64] [--cmds 20] [--image termigen/core:1] [--out FILE]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from benchmarks.bench_sandbox import load, machine, pct, pick_image  # noqa: E402


def mem_available_mb() -> float:
    for line in Path("/proc/meminfo").read_text().splitlines():
        if line.startswith("MemAvailable:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def open_fds() -> int:
    return len(os.listdir("/proc/self/fd"))


def our_containers() -> int:
    from termigen.dockerutil import client
    from termigen.sandbox._cleanup import LABEL, OWNER_PID

    return len(client().containers.list(all=True, filters={"label": [f"{LABEL}=1", f"{OWNER_PID}={os.getpid()}"]}))


def container_mem_mb(sandboxes) -> list[float]:
    """Each container's memory use as its cgroup reports it (the engine's stats API, one shot per container)."""
    from termigen.dockerutil import client

    api = client().api

    def one(sb) -> float:
        s = api.stats(sb.container_id, stream=False)
        m = s.get("memory_stats", {})
        cache = m.get("stats", {}).get("inactive_file", m.get("stats", {}).get("cache", 0))
        return (m.get("usage", 0) - cache) / 2**20

    with ThreadPoolExecutor(max_workers=16) as ex:
        return list(ex.map(one, sandboxes))


def run_phase(image: str, n: int, cmds: int, channel: bool) -> dict:
    from termigen.sandbox import Sandbox

    res: dict = {"path": "channel" if channel else "docker exec", "errors": [], "lat": []}
    sbs = [Sandbox(image, exec_channel=channel, cpus=0.5, memory_mb=256) for _ in range(n)]
    t0 = time.perf_counter()
    with ThreadPoolExecutor(max_workers=16) as ex:
        starts = list(ex.map(lambda sb: _try(sb.start), sbs))
    res["start_wall"] = time.perf_counter() - t0
    res["errors"] += [f"start: {e}" for e in starts if isinstance(e, Exception)]
    live = [sb for sb, e in zip(sbs, starts, strict=True) if not isinstance(e, Exception)]
    if channel:
        res["errors"] += [f"no channel: {sb.channel_note}" for sb in live if sb._channel is None]
    res["running"] = len(live)
    res["mem_host_mb"] = mem_available_mb()
    res["mem_each"] = container_mem_mb(live)
    lock = threading.Lock()
    barrier = threading.Barrier(len(live))

    def work(sb) -> None:
        host = sb.exec("hostname").output.strip()
        barrier.wait()  # every sandbox starts its commands at once
        for _ in range(cmds):
            tok = uuid.uuid4().hex[:12]
            t = time.perf_counter()
            try:
                r = sb.exec(f"echo $(hostname) {tok}", timeout=60)
                dt = time.perf_counter() - t
                bad = None if r.exit_code == 0 and r.output.split() == [host, tok] else f"reply {r.output[:80]!r} exit {r.exit_code}"
            except Exception as e:  # noqa: BLE001 - every failure is counted, none stops the run
                dt, bad = time.perf_counter() - t, f"{type(e).__name__}: {e}"
            with lock:
                res["lat"].append(dt)
                if bad:
                    res["errors"].append(bad)

    t0 = time.perf_counter()
    with ThreadPoolExecutor(max_workers=len(live)) as ex:
        list(ex.map(work, live))
    res["exec_wall"] = time.perf_counter() - t0
    t0 = time.perf_counter()
    with ThreadPoolExecutor(max_workers=16) as ex:
        list(ex.map(lambda sb: _try(sb.stop), sbs))
    res["stop_wall"] = time.perf_counter() - t0
    time.sleep(1)
    res["fds_after"], res["threads_after"] = open_fds(), threading.active_count()
    return res


def _try(f):
    try:
        return f()
    except Exception as e:  # noqa: BLE001
        return e


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("-n", type=int, default=64, help="sandboxes at once")
    ap.add_argument("--cmds", type=int, default=20, help="commands per sandbox, all sandboxes at once")
    ap.add_argument("--image")
    ap.add_argument("--out", default=str(REPO / "benchmarks" / "results" / "concurrency.md"))
    args = ap.parse_args()
    image = pick_image(args.image)

    base = {"threads": threading.active_count(), "fds": open_fds(), "containers": our_containers(),
            "mem": mem_available_mb()}
    lines = [
        f"# {args.n} sandboxes at once",
        "",
        f"Produced by `benchmarks/bench_concurrency.py -n {args.n} --cmds {args.cmds}`. Machine: {machine()}. "
        f"Image: `{image}`. Run: {datetime.now().strftime('%Y-%m-%d %H:%M')}. Load average at the start: {load()}.",
        "",
        f"{args.n} sandboxes (0.5 CPU, 256 MB limits each) started by 16 threads; then every sandbox runs {args.cmds} "
        "commands (`echo $(hostname) TOKEN`, reply checked) from its own thread, all at once; then all are stopped. "
        "Three phases in one run: the persistent exec channel, one docker exec per command (the anchor), the channel again.",
        "",
        "| path | running | start all (s) | exec p50 ms | exec p99 ms | commands | errors | wall of the commands (s) "
        "| host memory used (MB) | per sandbox MB (median / max) | stop all (s) |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    errors, per_phase, fds = [], [], []
    for channel in (True, False, True):  # the channel again: what a first phase left open must not grow
        r = run_phase(image, args.n, args.cmds, channel)
        lat = r["lat"] or [float("nan")]
        each = r["mem_each"] or [float("nan")]
        lines.append(
            f"| {r['path']} | {r['running']}/{args.n} | {r['start_wall']:.1f} | {statistics.median(lat) * 1000:.1f} | "
            f"{pct(lat, 0.99) * 1000:.1f} | {len(r['lat'])} | {len(r['errors'])} | {r['exec_wall']:.1f} | "
            f"{base['mem'] - r['mem_host_mb']:.0f} | {statistics.median(each):.1f} / {max(each):.1f} | "
            f"{r['stop_wall']:.1f} |")
        errors += [f"{r['path']}: {e}" for e in r["errors"]]
        fds.append(r["fds_after"])
        per_phase.append(f"{r['path']} {r['fds_after']} files / {r['threads_after']} threads")
        print(lines[-1], flush=True)
    time.sleep(1)
    after = {"threads": threading.active_count(), "fds": open_fds(), "containers": our_containers(),
             "mem": mem_available_mb()}
    lines += [
        "",
        f"Leaks after all phases (before -> after): containers of this process {base['containers']} -> "
        f"{after['containers']}, threads {base['threads']} -> {after['threads']}, open files {base['fds']} -> "
        f"{after['fds']}, host memory available {base['mem']:.0f} -> {after['mem']:.0f} MB. Load average at the end: "
        f"{load()}.",
        "After each phase (the engine client keeps a pool of up to 16 sockets, so open files rise once and then stay): "
        + "; ".join(per_phase) + ".",
    ]
    if errors:
        lines += ["", "Errors (first 20):", *[f"- {e[:300]}" for e in errors[:20]]]
    text = "\n".join(lines) + "\n"
    print(text)
    Path(args.out).write_text(text)
    leaked = after["containers"] != base["containers"] or fds[-1] > fds[0] or after["threads"] > base["threads"]
    sys.exit(1 if errors or leaked else 0)


if __name__ == "__main__":
    main()
