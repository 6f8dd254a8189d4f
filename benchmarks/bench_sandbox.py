"""Side-by-side timings: `docker run --rm IMAGE true`, our Sandbox start+exec+stop, one command's round trip
through docker exec vs the exec channel, start-to-first-command cold vs from a warm SandboxPool, and
`harbor run` of one trivial task with Harbor's docker environment vs ours (shared and separate verifier),
rewards alongside. The load average is recorded with the numbers (the machine is often shared).

    .venv/bin/python benchmarks/bench_sandbox.py [--image termigen/core:1] [-n 10] [--exec-n 300] [--pool-n 30]
        [--harbor-n 3] [--no-harbor]

Prints a Markdown report and writes it to benchmarks/results/sandbox.md.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
OURS = "termigen.sandbox.harbor_env:TermigenEnvironment"
HARBOR_ENV = {**os.environ, "HARBOR_TELEMETRY": "0", "LITELLM_LOCAL_MODEL_COST_MAP": "True", "PYTHONPATH": str(REPO)}


def pick_image(wanted: str | None) -> str:
    from termigen.dockerutil import client

    for name in filter(None, (wanted, "termigen/core:1", "termigen-test/minbase:1")):
        try:
            client().images.get(name)
            return name
        except Exception:  # noqa: BLE001 - try the next candidate
            continue
    sys.exit("no image: pass --image, or build the base images with `termigen images build`")


def stats(xs: list[float]) -> str:
    xs = sorted(xs)
    p90 = xs[min(len(xs) - 1, round(0.9 * (len(xs) - 1)))]
    return f"median {statistics.median(xs):.3f} s, p90 {p90:.3f} s, min {xs[0]:.3f} s (n={len(xs)})"


def pct(xs: list[float], q: float) -> float:
    """Nearest-rank percentile."""
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, math.ceil(q * len(xs)) - 1))]


def ms_stats(xs: list[float]) -> tuple[str, str, str]:
    return f"{statistics.median(xs) * 1000:.2f}", f"{pct(xs, 0.99) * 1000:.2f}", str(len(xs))


def load() -> str:
    return " / ".join(f"{x:.2f}" for x in os.getloadavg())


def bench_exec_round_trip(image: str, n: int) -> dict[str, list[float]]:
    """One trivial command (`true`) in a running sandbox, docker exec vs channel, in alternating blocks of 25 so
    that both see the same load (a docker exec leaves the engine some work after it returns, which would land on
    the next channel command if the two alternated one by one)."""
    from termigen.sandbox import Sandbox

    out: dict[str, list[float]] = {"docker": [], "channel": []}
    with Sandbox(image, exec_channel=False) as dk, Sandbox(image, exec_channel=True) as ch:
        assert ch._channel is not None, f"the exec channel did not start: {ch.channel_note}"
        for sb in (dk, ch):  # warm up
            for _ in range(5):
                sb.exec("true")
        while len(out["channel"]) < n:
            for label, sb in (("docker", dk), ("channel", ch)):
                for _ in range(min(25, n - len(out[label]))):
                    t0 = time.perf_counter()
                    r = sb.exec("true")
                    out[label].append(time.perf_counter() - t0)
                    assert r.exit_code == 0 and r.via == label, r
    return out


def bench_first_command(image: str, n: int, pool_size: int) -> dict[str, list[float]]:
    """Start-to-first-command: a cold Sandbox(image).start() + exec("true") (with the channel, and with docker
    exec), vs SandboxPool.acquire() + exec("true"). Before each sample the pool is full again and idle, so no
    sample competes with a refill; every sandbox is stopped (removed) after its sample."""
    from termigen.sandbox import Sandbox, SandboxPool

    out: dict[str, list[float]] = {"cold, docker exec": [], "cold, channel": [], "pool": []}
    with SandboxPool(image, size=pool_size) as pool:
        if not pool.wait_ready(timeout=120):
            sys.exit(f"the pool did not fill: {pool.last_error}")
        for _ in range(n):
            for label in out:
                pool.wait_ready(timeout=120)
                time.sleep(0.3)  # let the refill's container start settle
                t0 = time.perf_counter()
                if label == "pool":
                    sb = pool.acquire()
                else:
                    sb = Sandbox(image, exec_channel=label.endswith("channel")).start()
                r = sb.exec("true")
                out[label].append(time.perf_counter() - t0)
                sb.stop()
                assert r.exit_code == 0, r
        assert pool.misses == 0, f"{pool.misses} acquires were cold starts"
    return out


def bench_docker_run(image: str, n: int) -> list[float]:
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        subprocess.run(["docker", "run", "--rm", "--network", "none", image, "true"], check=True)
        times.append(time.perf_counter() - t0)
    return times


def bench_sandbox(image: str, n: int) -> dict[str, list[float]]:
    from termigen.sandbox import Sandbox

    out: dict[str, list[float]] = {"total": [], "start": [], "exec": [], "stop": []}
    for _ in range(n):
        t0 = time.perf_counter()
        sb = Sandbox(image).start()
        t1 = time.perf_counter()
        assert sb.exec("true").exit_code == 0
        t2 = time.perf_counter()
        sb.stop()
        t3 = time.perf_counter()
        for k, v in zip(out, (t3 - t0, t1 - t0, t2 - t1, t3 - t2), strict=True):
            out[k].append(v)
    return out


def write_task(root: Path, image: str, separate: bool) -> Path:
    """Trivial task; the default (public) network policy, which Harbor's docker environment accepts here."""
    (root / "environment").mkdir(parents=True)
    (root / "tests").mkdir()
    (root / "solution").mkdir()
    head = 'schema_version = "1.4"\n' + ('artifacts = ["/app/out.txt"]\n' if separate else "")
    mode = 'environment_mode = "separate"\n' if separate else ""
    (root / "task.toml").write_text(
        f"{head}\n[verifier]\n{mode}timeout_sec = 60.0\n\n[agent]\ntimeout_sec = 60.0\n\n[environment]\ncpus = 1\n"
    )
    (root / "instruction.md").write_text("Write hello to /app/out.txt.\n")
    (root / "environment" / "Dockerfile").write_text(f"FROM {image}\nWORKDIR /app\n")
    (root / "tests" / "test.sh").write_text(
        '#!/bin/bash\n[ "$(cat /app/out.txt 2>/dev/null)" = hello ] && r=1 || r=0\necho $r > /logs/verifier/reward.txt\n'
    )
    (root / "solution" / "solve.sh").write_text("#!/bin/bash\necho hello > /app/out.txt\n")
    for p in (root / "tests" / "test.sh", root / "solution" / "solve.sh"):
        p.chmod(0o755)
    return root


def harbor_trial(task: Path, jobs: Path, env: str, agent: str, name: str) -> tuple[float, float, float | None]:
    """(command wall seconds, trial seconds from its result.json, reward)."""
    cmd = [str(Path(sys.executable).parent / "harbor"), "run", "-p", str(task), "-e", env, "-a", agent]
    cmd += ["-o", str(jobs), "--job-name", name, "-y", "-q"]
    t0 = time.perf_counter()
    p = subprocess.run(cmd, env=HARBOR_ENV, cwd=REPO, capture_output=True, text=True, timeout=900)
    wall = time.perf_counter() - t0
    if p.returncode != 0:
        sys.exit(f"harbor failed ({env}):\n{p.stdout[-2000:]}\n{p.stderr[-2000:]}")
    trial = next(d for d in (jobs / name).iterdir() if (d / "result.json").exists())
    res = json.loads((trial / "result.json").read_text())
    secs = (datetime.fromisoformat(res["finished_at"]) - datetime.fromisoformat(res["started_at"])).total_seconds()
    reward = ((res.get("verifier_result") or {}).get("rewards") or {}).get("reward")
    return wall, secs, reward


def bench_harbor(image: str, n: int, separate: bool, tmp: Path) -> dict[str, dict]:
    kind = "separate" if separate else "shared"
    task = write_task(tmp / f"bench-{kind}", image, separate)
    out = {}
    for label, env in (("docker", "docker"), ("termigen", OURS)):
        harbor_trial(task, tmp / "jobs", env, "oracle", f"{label}-{kind}-warmup")  # builds and caches the image
        runs = [harbor_trial(task, tmp / "jobs", env, "oracle", f"{label}-{kind}-{i}") for i in range(n)]
        nop = harbor_trial(task, tmp / "jobs", env, "nop", f"{label}-{kind}-nop")
        out[label] = {
            "wall": [r[0] for r in runs],
            "trial": [r[1] for r in runs],
            "rewards": [r[2] for r in runs],
            "nop_reward": nop[2],
        }
    return out


def machine() -> str:
    try:
        os_name = next(
            line.split("=", 1)[1].strip().strip('"')
            for line in Path("/etc/os-release").read_text().splitlines()
            if line.startswith("PRETTY_NAME=")
        )
    except (OSError, StopIteration):
        os_name = platform.platform()
    docker = subprocess.run(["docker", "version", "-f", "{{.Server.Version}}"], capture_output=True, text=True)
    mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    try:
        from importlib.metadata import version

        harbor = f", harbor {version('harbor')}"
    except Exception:  # noqa: BLE001 - harbor is optional for the container part
        harbor = ""
    return (
        f"{os_name}, {os.cpu_count()} cores, {mem:.0f} GiB RAM, Docker engine {docker.stdout.strip()}, "
        f"Python {platform.python_version()}{harbor}"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--image")
    ap.add_argument("-n", type=int, default=10, help="repetitions of the container cycles")
    ap.add_argument("--exec-n", type=int, default=300, help="commands per exec path (round trip)")
    ap.add_argument("--pool-n", type=int, default=30, help="samples per start-to-first-command row")
    ap.add_argument("--pool-size", type=int, default=2)
    ap.add_argument("--harbor-n", type=int, default=3, help="oracle trials per harbor environment and mode")
    ap.add_argument("--no-harbor", action="store_true")
    ap.add_argument("--out", default=str(REPO / "benchmarks" / "results" / "sandbox.md"))
    args = ap.parse_args()
    image = pick_image(args.image)

    load_start = load()
    lines = [
        "# Sandbox benchmark",
        "",
        f"Machine: {machine()}. Image: `{image}`. Run: {datetime.now().strftime('%Y-%m-%d %H:%M')}.",
        f"Load average (1/5/15 min) at the start: {load_start}.",
        "",
    ]
    rt = bench_exec_round_trip(image, args.exec_n)
    lines += [
        "## One trivial command (`true`) in a running sandbox: docker exec vs the exec channel",
        "",
        "Sandbox.exec end to end (timeout wrapper, exit code, output), the two paths in alternating blocks of 25.",
        "",
        "| path | median ms | p99 ms | n |",
        "|---|---|---|---|",
    ]
    for label in ("docker", "channel"):
        lines.append(f"| {label} | " + " | ".join(ms_stats(rt[label])) + " |")
    ratio = statistics.median(rt["docker"]) / statistics.median(rt["channel"])
    lines += [f"| speed-up (median) | {ratio:.1f}x | | |", "", f"Load average after: {load()}.", ""]
    print("\n".join(lines), flush=True)

    fc = bench_first_command(image, args.pool_n, args.pool_size)
    first = len(lines)
    lines += [
        f"## Start to first command: cold start vs a warm SandboxPool (size {args.pool_size})",
        "",
        "From nothing (or from acquire()) to the first `true` returned; each sandbox removed after its sample.",
        "",
        "| how | median ms | p99 ms | n |",
        "|---|---|---|---|",
    ]
    for label, xs in fc.items():
        lines.append(f"| {label} | " + " | ".join(ms_stats(xs)) + " |")
    ratio = statistics.median(fc["cold, channel"]) / statistics.median(fc["pool"])
    lines += [f"| speed-up (median, cold channel / pool) | {ratio:.1f}x | | |", "", f"Load average after: {load()}.", ""]
    print("\n".join(lines[first:]), flush=True)

    lines += [
        "## One container: start, one trivial command, remove",
        "",
        "| what | seconds |",
        "|---|---|",
    ]
    bench_sandbox(image, 1)  # warm the SDK client and the image's layers
    lines.append(f"| `docker run --rm --network none IMAGE true` (CLI) | {stats(bench_docker_run(image, args.n))} |")
    sb = bench_sandbox(image, args.n)
    lines.append(f"| Sandbox start + exec + stop | {stats(sb['total'])} |")
    for part in ("start", "exec", "stop"):
        lines.append(f"| ... of which {part} | {stats(sb[part])} |")
    print("containers done; harbor trials next (minutes)" if not args.no_harbor else "", flush=True)

    if not args.no_harbor:
        harbor_lines = [
            "",
            f"## `harbor run -a oracle`, one trivial task, image cached (n={args.harbor_n} per row)",
            "",
            "Trial = the trial's own started_at..finished_at; command = the whole `harbor run` process.",
            "",
            "| verifier mode | environment | trial s (median) | command s (median) | oracle rewards | nop reward |",
            "|---|---|---|---|---|---|",
        ]
        with tempfile.TemporaryDirectory() as tmp:
            for separate in (False, True):
                res = bench_harbor(image, args.harbor_n, separate, Path(tmp))
                for label in ("docker", "termigen"):
                    r = res[label]
                    harbor_lines.append(
                        f"| {'separate' if separate else 'shared'} | `-e {'docker' if label == 'docker' else OURS}` "
                        f"| {statistics.median(r['trial']):.2f} | {statistics.median(r['wall']):.2f} "
                        f"| {r['rewards']} | {r['nop_reward']} |"
                    )
                d, t = res["docker"], res["termigen"]
                speedup = statistics.median(d["trial"]) / statistics.median(t["trial"])
                harbor_lines.append(f"| | speed-up per trial | {speedup:.1f}x | | | |")
                print(f"harbor ({'separate' if separate else 'shared'}): {speedup:.1f}x", flush=True)
        lines += harbor_lines

    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    lines += ["", f"Load average at the end: {load()}."]
    out.write_text("\n".join(lines) + "\n")
    print("\n".join(lines) + f"\n\nwritten to {out}")


if __name__ == "__main__":
    main()
