"""One gate trial of a trivial task on our sandbox (agent container, outputs carried to a fresh verifier
container, test.sh, reward), next to the floor: `docker run --rm IMAGE true`.

    .venv/bin/python benchmarks/bench_trial.py [-n 10]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from termigen.formats import write_harbor
from termigen.images import build_context
from termigen.task import Decoy, Environment, File, Task
from termigen.verify.trials import run_trial

TRIVIAL = Task(
    id="bench-trivial-easy-00000", family="bench", category="data", difficulty="easy", seed=0,
    instruction="# Write hello to /app/out/hello.txt\n",
    environment=Environment(base_image="termigen/core:1"),
    solution="#!/bin/bash\nmkdir -p /app/out && echo hello > /app/out/hello.txt\n",
    tests={"test_outputs.py": File.of("def test_hello():\n    assert open('/app/out/hello.txt').read() == 'hello\\n'\n")},
    decoys=[Decoy(name="wrong", description="wrong text", script="mkdir -p /app/out && echo bye > /app/out/hello.txt\n")],
    outputs=["/app/out"],
)


def stats(xs):
    xs = sorted(xs)
    return f"median {statistics.median(xs):.2f} s, p90 {xs[int(0.9 * (len(xs) - 1))]:.2f} s, min {xs[0]:.2f} s"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=10)
    n = ap.parse_args().n
    with tempfile.TemporaryDirectory() as d:
        task_dir = write_harbor(TRIVIAL, Path(d))
        build_context(task_dir / "environment", TRIVIAL.image_tag)
        floor = []
        for _ in range(n):
            t0 = time.perf_counter()
            subprocess.run(["docker", "run", "--rm", "--network", "none", TRIVIAL.image_tag, "true"], check=True)
            floor.append(time.perf_counter() - t0)
        trials, rewards = [], []
        for _ in range(n):
            r = run_trial(TRIVIAL, task_dir, TRIVIAL.image_tag, "oracle")
            trials.append(r.total_sec)
            rewards.append(r.reward)
    print(f"docker run --rm IMAGE true : {stats(floor)}")
    print(f"gate trial (oracle, 2 containers, test.sh): {stats(trials)}; rewards {sorted(set(rewards))}")


if __name__ == "__main__":
    main()
