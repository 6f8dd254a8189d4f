"""One trial the way Harbor runs it with a separate verifier, on our sandbox.

agent phase: a fresh container from the task image; the "agent" is a script (oracle, decoy) or nothing (nop).
collection:  the task's declared outputs are copied out of that container.
verifier:    a second fresh container from the same image receives only those outputs and /tests, then runs
             /tests/test.sh exactly as Harbor does; the reward is /logs/verifier/reward.txt.
Every trial ends with a recorded outcome: a hang is a timeout, a dead container an error, never an exception.
"""

from __future__ import annotations

import shlex
import tempfile
import time
from pathlib import Path
from typing import Literal

from pydantic import BaseModel

from termigen.errors import TermigenError
from termigen.sandbox import Sandbox
from termigen.task import Task

Outcome = Literal["ok", "agent_timeout", "verifier_timeout", "no_reward", "error"]


class TrialResult(BaseModel):
    agent: str  # oracle | nop | decoy:<name>
    reward: float | None
    outcome: Outcome
    agent_exit: int | None = None
    agent_sec: float = 0.0
    verify_sec: float = 0.0
    total_sec: float = 0.0
    detail: str = ""  # tail of the test output, or the error


def _tail(text: str, n: int = 1500) -> str:
    return text if len(text) <= n else "..." + text[-n:]


def agent_script(task_dir: Path, agent: str) -> str | None:
    if agent == "nop":
        return None
    if agent == "oracle":
        return (task_dir / "solution" / "solve.sh").read_text()
    if agent.startswith("decoy:"):
        return (task_dir / "solution" / "decoys" / f"{agent.split(':', 1)[1]}.sh").read_text()
    raise ValueError(f"unknown agent {agent!r}; use oracle, nop or decoy:<name>")


def _carry_outputs(src: Sandbox, dst: Sandbox, outputs: list[str], scratch: Path) -> None:
    """Copy each declared output from the agent's container to the verifier's, at the same path."""
    for i, path in enumerate(outputs):
        q = shlex.quote(path)
        kind = src.exec(f"if [ -d {q} ]; then echo dir; elif [ -f {q} ]; then stat -c %a {q}; else echo none; fi",
                        timeout=30).output.strip()
        if kind == "none":
            dst.exec(f"rm -rf {q}", timeout=30)  # the agent removed or never made it: the verifier must not see the original
            continue
        if kind == "dir":
            local = scratch / str(i)
            local.mkdir()
            src.get_dir(path, local)
            dst.exec(f"rm -rf {q} && mkdir -p {q}", timeout=30)
            dst.put_dir(local, path)
        else:
            dst.put_file(path, src.get_file(path), mode=int(kind, 8))


def run_trial(task: Task, task_dir: Path, image: str, agent: str) -> TrialResult:
    script = agent_script(task_dir, agent)
    t0 = time.monotonic()
    res = TrialResult(agent=agent, reward=None, outcome="error")
    limits = dict(cpus=task.resources.cpus, memory_mb=task.resources.memory_mb)
    try:
        with tempfile.TemporaryDirectory(prefix="termigen-trial-") as scratch, Sandbox(image, **limits) as a:
            if script is not None:
                a.put_file("/solution/solve.sh", script.encode(), mode=0o755)
                r = a.exec("bash /solution/solve.sh", timeout=task.timeouts.agent_sec)
                res.agent_exit, res.agent_sec = r.exit_code, r.duration_sec
                if r.timed_out:
                    res.outcome, res.detail = "agent_timeout", _tail(r.output)
                    # Harbor still verifies after an agent timeout; so do we.
            with Sandbox(image, **limits) as v:
                _carry_outputs(a, v, task.outputs, Path(scratch))
                a.stop()  # the agent's container has no further use (Harbor stops it before the verifier runs)
                v.put_dir(task_dir / "tests", "/tests")
                tv = time.monotonic()
                r = v.exec("mkdir -p /logs/verifier && chmod +x /tests/test.sh && "
                           "/tests/test.sh > /logs/verifier/test-stdout.txt 2>&1",
                           timeout=task.timeouts.verifier_sec)
                res.verify_sec = time.monotonic() - tv
                log = v.exec("cat /logs/verifier/test-stdout.txt", timeout=30).output
                if r.timed_out:
                    res.outcome, res.detail, res.reward = "verifier_timeout", _tail(log), 0.0
                else:
                    try:
                        res.reward = float(v.get_file("/logs/verifier/reward.txt").decode().strip())
                        if res.outcome != "agent_timeout":
                            res.outcome = "ok"
                        res.detail = _tail(log)
                    except (TermigenError, ValueError) as e:
                        res.outcome, res.detail = "no_reward", _tail(f"{e}\n{log}")
    except TermigenError as e:
        res.outcome, res.detail = "error", str(e)
    res.total_sec = time.monotonic() - t0
    return res
