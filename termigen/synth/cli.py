"""The plain command line of synthesis, `python -m termigen.synth` (`termigen synth` is the same run with a
progress bar). Its help is the method's description (episode.py) plus the usage below."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from termigen.errors import TermigenError
from termigen.synth import episode
from termigen.synth.config import SynthConfig
from termigen.synth.endpoint import Endpoint
from termigen.synth.outputs import stats_path
from termigen.synth.runner import RunOptions, run_synthesis
from termigen.synth.stats import format_stats

USAGE = """\
    termigen synth environments_harbor --out data/traj.jsonl --atif-dir data/atif -n 4 \
        --teacher-url http://localhost:8000/v1 --teacher-model Qwen/Qwen3-Coder-480B-A35B-Instruct
    python -m termigen.synth ...   (the same options)
"""


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m termigen.synth", description=f"{episode.__doc__}\n{USAGE}",
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("tasks", nargs="+", type=Path, help="task folders, or folders holding task folders")
    p.add_argument("--task-id", action="append", dest="task_ids", help="only this task id (repeatable)")
    p.add_argument("--out", required=True, type=Path)
    p.add_argument("--rejected-out", type=Path)
    p.add_argument("--atif-dir", type=Path, help="also write one ATIF trajectory JSON per record here")
    p.add_argument("--teacher-url", required=True)
    p.add_argument("--teacher-model", required=True)
    p.add_argument("--critic-url")
    p.add_argument("--critic-model")
    p.add_argument("--api-key", default="EMPTY")
    p.add_argument("--eps", type=float, default=0.2)
    p.add_argument("--tau", type=float, default=0.0)
    p.add_argument("--max-steps", type=int, default=30)
    p.add_argument("--max-critic-retries", type=int, default=2)
    p.add_argument("--per-task", type=int, default=1)
    p.add_argument("-n", "--workers", type=int, default=1)
    p.add_argument("--no-resume", action="store_true")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--temperature", type=float, default=0.7)
    p.add_argument("--actions", choices=("bash", "structured"), default="bash",
                   help="the teacher's action set (termigen.agent.tools); the records' tools are its schemas")
    a = p.parse_args(argv)
    try:
        cfg = SynthConfig(
            teacher=Endpoint(a.teacher_url, a.teacher_model, a.api_key, temperature=a.temperature),
            critic=Endpoint(a.critic_url or a.teacher_url, a.critic_model or a.teacher_model, a.api_key),
            eps=a.eps, tau=a.tau, max_steps=a.max_steps, max_critic_retries=a.max_critic_retries, seed=a.seed,
            actions=a.actions)
        results, stats = run_synthesis(RunOptions(
            tasks=a.tasks, out=a.out, cfg=cfg, task_ids=a.task_ids, rejected_out=a.rejected_out,
            atif_dir=a.atif_dir, per_task=a.per_task, workers=a.workers, resume=not a.no_resume))
    except TermigenError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(format_stats(stats))
    print(f"statistics: {stats_path(a.out)}")
    return 1 if any(r.outcome in ("bad_task", "unknown_task", "build_error") for r in results) else 0
