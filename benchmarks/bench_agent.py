"""The BashAgent's own cost per step, with model time taken out: the scripted server answers at once.

Each run asks for `--steps` episodes of one `true` command. Per step we report the wall time, the model
round trip (local HTTP to the scripted server), the terminal (running `true`), and what is left: the
agent's own work (parsing, rendering the history, writing the episode logs). Terminals: a local bash,
Harbor's docker environment, the TermiGen sandbox environment (Harbor), and terminal-bench's tmux.

    .venv/bin/python benchmarks/bench_agent.py [--steps 100] [--local-only]

Writes benchmarks/results/agent.md.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO), str(REPO / "tests")]

from support.agent_tasks import harbor_dataset, tb1_dataset  # noqa: E402
from support.scripted_server import ScriptedServer, tool_call  # noqa: E402

from termigen.agent import AgentConfig, LocalTerminal, run_agent  # noqa: E402

BIN = Path(sys.executable).parent
SCRIPT = {"replies": [], "after_end": tool_call("true")}  # every reply: run `true`


def per_step(summary: dict, label: str, note: str = "") -> dict:
    n = summary["episodes"]
    own = summary["elapsed_sec"] - summary["model_sec"] - summary["terminal_sec"]
    return {
        "terminal": label,
        "steps": n,
        "wall_ms": 1000 * summary["elapsed_sec"] / n,
        "model_ms": 1000 * summary["model_sec"] / n,
        "terminal_ms": 1000 * summary["terminal_sec"] / n,
        "agent_ms": 1000 * own / n,
        "note": note,
    }


def bench_local(steps: int, work: Path, logs: bool) -> dict:
    with ScriptedServer(SCRIPT, work / "server") as server:
        config = AgentConfig(endpoint=server.url, model="scripted", max_episodes=steps)
        run = asyncio.run(
            run_agent("bench", LocalTerminal(str(work)), config, log_dir=(work / "logs") if logs else None)
        )
    assert run.end_reason.value == "max_episodes", run.summary()
    return per_step(run.summary(), "local bash", "episode logs on" if logs else "episode logs off")


def _env(**extra: str) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(REPO), "HARBOR_TELEMETRY": "0", "LITELLM_LOCAL_MODEL_COST_MAP": "True",
            **extra}  # fmt: skip


def bench_harbor(steps: int, work: Path, environment: list[str], label: str) -> dict:
    dataset = harbor_dataset(work / "tasks", ["bench"])
    with ScriptedServer(SCRIPT, work / "server") as server:
        cmd = [
            str(BIN / "harbor"),
            "run",
            "-p",
            str(dataset / "bench"),
            "--agent-import-path",
            "bash_agent_harbor:BashAgent",
            "-m",
            "scripted",
            "--ae",
            f"MODEL_ENDPOINT={server.url}",
            "--ak",
            f"max_episodes={steps}",
            "-o",
            str(work / "jobs"),
            "--job-name",
            "bench",
            "-y",
            *environment,
        ]
        subprocess.run(cmd, cwd=REPO, env=_env(), check=True, capture_output=True, timeout=1800)
    (run_json,) = (work / "jobs" / "bench").glob("*/agent/run.json")
    return per_step(json.loads(run_json.read_text()), label)


def bench_tb(steps: int, work: Path) -> dict:
    dataset = tb1_dataset(work / "dataset", ["bench"])
    with ScriptedServer(SCRIPT, work / "server") as server:
        cmd = [str(BIN / "tb"), "run", "--dataset-path", str(dataset), "--agent-import-path", "bash_agent:BashAgent",
               "-m", "scripted", "-k", f"max_episodes={steps}", "--output-path", str(work / "runs"),
               "--run-id", "bench"]  # fmt: skip
        subprocess.run(cmd, cwd=REPO, env=_env(MODEL_ENDPOINT=server.url), check=True, capture_output=True,
                       timeout=1800)  # fmt: skip
    (run_json,) = (work / "runs" / "bench").glob("*/*/agent-logs/run.json")
    return per_step(json.loads(run_json.read_text()), "tb tmux (docker)", "with asciinema recording")


def render(rows: list[dict], steps: int) -> str:
    lines = [
        "# BashAgent overhead per step",
        "",
        f"`benchmarks/bench_agent.py --steps {steps}`, {time.strftime('%Y-%m-%d')}, "
        f"{platform.platform()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, "
        f"load average {os.getloadavg()[0]:.1f} at the end (other jobs on the machine inflate every column).",
        "Each step: one model call answered at once by the scripted server (real HTTP on 127.0.0.1), "
        "one `true` command. `agent` = wall - model - terminal: parsing, rendering the history, "
        "truncation, episode logs. Times are means per step over the run, in milliseconds.",
        "",
        "| terminal | steps | wall | model (local HTTP) | terminal | agent | note |",
        "|---|---:|---:|---:|---:|---:|---|",
    ]
    for r in rows:
        lines.append(
            f"| {r['terminal']} | {r['steps']} | {r['wall_ms']:.1f} | {r['model_ms']:.1f} | "
            f"{r['terminal_ms']:.1f} | {r['agent_ms']:.1f} | {r['note']} |"
        )
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=100)
    parser.add_argument("--local-only", action="store_true", help="skip the Docker-backed terminals")
    parser.add_argument("--out", type=Path, default=REPO / "benchmarks" / "results" / "agent.md")
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        rows.append(bench_local(args.steps, work / "local-logs", logs=True))
        rows.append(bench_local(args.steps, work / "local-nologs", logs=False))
        if not args.local_only:
            rows.append(bench_harbor(args.steps, work / "harbor-docker", ["-e", "docker"], "Harbor docker env"))
            rows.append(
                bench_harbor(
                    args.steps,
                    work / "harbor-sandbox",
                    ["--environment-import-path", "termigen.sandbox.harbor_env:TermigenEnvironment"],
                    "Harbor + TermiGen sandbox env",
                )  # fmt: skip
            )
            rows.append(bench_tb(args.steps, work / "tb"))
    text = render(rows, args.steps)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text)
    print(text)


if __name__ == "__main__":
    main()
