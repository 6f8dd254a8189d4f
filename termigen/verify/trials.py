"""One trial the way Harbor runs it with a separate verifier, on our sandbox.

agent phase: a fresh container from the task image; the "agent" is a script (oracle, decoy) or nothing (nop).
verifier:    a second fresh container from the same image receives only the task's declared outputs and /tests,
             then runs /tests/test.sh exactly as Harbor does (termigen.verify.verifier); the reward is
             /logs/verifier/reward.txt.
Every trial ends with a recorded outcome: a hang is a timeout, a dead container an error, never an exception.
"""

from __future__ import annotations

import io
import tarfile
import time
from concurrent.futures import Future, ThreadPoolExecutor, wait
from pathlib import Path

from termigen.errors import TermigenError
from termigen.sandbox import Sandbox
from termigen.task import Task
from termigen.verify.records import Outcome, TrialResult  # noqa: F401  (re-exported)
from termigen.verify.verifier import run_tests



def _tail(text: str, n: int = 1500) -> str:
    return text if len(text) <= n else "..." + text[-n:]


def _summary(log: str, n: int = 800) -> str:
    """What a manifest keeps of a verifier log: pytest's FAILED/ERROR lines and its final count line (evidence
    of which check caught a decoy), or the log's tail when pytest printed no summary."""
    lines = log.rstrip().splitlines()
    marker = next((i for i, line in enumerate(lines) if "short test summary info" in line), None)
    if marker is None:
        return _tail(log, n)
    kept = [line for line in lines[marker + 1:] if line.startswith(("FAILED", "ERROR")) or line.startswith("=")]
    return _tail("\n".join(kept), n)


def agent_script(task_dir: Path, agent: str) -> str | None:
    if agent == "nop":
        return None
    if agent == "oracle":
        return (task_dir / "solution" / "solve.sh").read_text()
    if agent.startswith("decoy:"):
        return (task_dir / "solution" / "decoys" / f"{agent.split(':', 1)[1]}.sh").read_text()
    raise ValueError(f"unknown agent {agent!r}; use oracle, nop or decoy:<name>")


def _solution_archive(script: str) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        data = script.encode()
        info = tarfile.TarInfo("solution/solve.sh")
        info.size, info.mode = len(data), 0o755
        tar.addfile(info, io.BytesIO(data))
    return buf.getvalue()


# Containers are removed in the background: a trial's result does not wait for `docker rm` (atexit still
# removes anything left if the process ends first).
_reaper = ThreadPoolExecutor(max_workers=2, thread_name_prefix="termigen-reaper")
_pending: set[Future] = set()


def _reap(sb: Sandbox) -> None:
    f = _reaper.submit(sb.stop)
    _pending.add(f)
    f.add_done_callback(_pending.discard)


def drain() -> None:
    """Wait until every container handed to the reaper is removed."""
    wait(list(_pending))


def record_tests(res: TrialResult, t) -> None:
    """Put a verifier phase's outcome (termigen.verify.verifier.TestOutcome) into a trial's result."""
    res.verify_sec = t.seconds
    if t.timed_out:
        res.outcome, res.detail, res.reward = "verifier_timeout", _tail(t.log_tail), 0.0
    elif t.binary is not None:
        res.reward = t.binary
        if res.outcome != "agent_timeout":
            res.outcome = "ok"
        res.detail = _summary(t.log_tail)
    elif t.error.startswith("verification failed"):  # the outputs could not be carried: a container problem
        res.outcome, res.detail = "error", t.error
    else:
        res.outcome, res.detail = "no_reward", _tail(t.log_tail or t.error)


def run_trial(task: Task, task_dir: Path, image: str, agent: str) -> TrialResult:
    """Agent phase and verifier phase; the verifier's container starts while the agent works."""
    script = agent_script(task_dir, agent)
    t0 = time.monotonic()
    res = TrialResult(agent=agent, reward=None, outcome="error")
    limits = dict(cpus=task.resources.cpus, memory_mb=task.resources.memory_mb)
    a = Sandbox(image, **limits)
    v = Sandbox(image, **limits)
    try:
        with ThreadPoolExecutor(max_workers=1) as pre:
            v_started = pre.submit(v.start)
            a.start()
            if script is not None:
                a.put_archive("/", _solution_archive(script))
                r = a.exec("bash /solution/solve.sh", timeout=task.timeouts.agent_sec, user=task.agent_user)
                res.agent_exit, res.agent_sec = r.exit_code, r.duration_sec
                if r.timed_out:
                    res.outcome, res.detail = "agent_timeout", _tail(r.output)
                    # Harbor still verifies after an agent timeout; so do we.
            v_started.result()
        record_tests(res, run_tests(task, task_dir, a, v))
    except TermigenError as e:
        res.outcome, res.detail = "error", str(e)
    finally:
        for sb in (a, v):
            _reap(sb)  # stop() is idempotent: a second call for `a` costs nothing
    res.total_sec = time.monotonic() - t0
    return res
