"""Trials of a foreign task in real containers, offline: build, nop, oracle and the hack battery.

termigen.task.Task is not used for foreign tasks: its validators encode TermiGen's own rules (a category from
our list, tests/test_outputs.py, at least one decoy), which foreign tasks need not meet, and the trial code only
reads a handful of attributes. `View` carries exactly those (outputs, timeouts, resources, agent_user), so the
verifier phase (termigen.verify.verifier.run_tests), the carry and the hack battery (termigen.verify.hacks) run
unchanged. The agent phase is ours rather than trials.run_trial because a foreign solution/ may hold more than
solve.sh (Harbor copies the whole folder to /solution), and because tasks without a separate verifier (every TB1
task, Harbor's default `shared` mode) run their tests in the agent's own container, which run_trial never does.
"""

from __future__ import annotations

import io
import shlex
import tarfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path

from pydantic import BaseModel

from termigen.audit.load import ForeignTask
from termigen.errors import ImageMissing, TermigenError
from termigen.sandbox import Sandbox
from termigen.verify.carry import add_host_dir
from termigen.verify.trials import TrialResult, _reap, _tail, record_tests
from termigen.verify.verifier import run_tests

MAX_AGENT_SEC = 900.0
MAX_VERIFIER_SEC = 600.0
MAX_BUILD_SEC = 600.0


@dataclass
class _Timeouts:
    agent_sec: float
    verifier_sec: float
    build_sec: float


@dataclass
class _Resources:
    cpus: float
    memory_mb: int


@dataclass
class View:
    """What the shared trial code reads of a task (duck-typed for termigen.task.Task)."""

    id: str
    outputs: list[str]
    timeouts: _Timeouts
    resources: _Resources
    agent_user: str | None = None
    verifier: int = 1
    decoys: list = field(default_factory=list)


def view_of(t: ForeignTask) -> View:
    return View(
        id=t.task_id,
        outputs=list(t.artifacts),
        timeouts=_Timeouts(agent_sec=min(float(t.agent_timeout or MAX_AGENT_SEC), MAX_AGENT_SEC),
                           verifier_sec=min(float(t.verifier_timeout or MAX_VERIFIER_SEC), MAX_VERIFIER_SEC),
                           build_sec=min(float(t.build_timeout or MAX_BUILD_SEC), MAX_BUILD_SEC)),
        resources=_Resources(cpus=t.cpus, memory_mb=max(256, t.memory_mb)),
        agent_user=t.agent_user,
    )


class BuildResult(BaseModel):
    status: str  # built | cannot_build_here | failed
    reason: str = ""
    seconds: float = 0.0
    image: str = ""


def build(t: ForeignTask, network_reason: str | None) -> BuildResult:
    """Build the task image here, offline. An image that needs what this machine cannot give (the network, a
    base image that is not present and cannot be pulled) is `cannot_build_here` with the reason, decided
    before docker is asked where the Dockerfile says so (fast); any other failure is `failed`."""
    from termigen.images.build import image_exists, require_from_images
    from termigen.images import build_context

    t0 = time.monotonic()
    if t.dockerfile is None:
        if t.prebuilt_image and image_exists(t.prebuilt_image):
            return BuildResult(status="built", reason=f"prebuilt image {t.prebuilt_image}", image=t.prebuilt_image)
        if t.prebuilt_image:
            return BuildResult(status="cannot_build_here",
                               reason=f"prebuilt image {t.prebuilt_image} is not present and is never pulled here")
        return BuildResult(status="failed", reason="no Dockerfile")
    if network_reason:
        return BuildResult(status="cannot_build_here", reason=f"{network_reason}; images build here with network off")
    try:
        require_from_images(t.dockerfile)
    except ImageMissing as e:
        return BuildResult(status="cannot_build_here", reason=f"base image unavailable offline: {str(e)[:400]}")
    view = view_of(t)
    try:
        build_context(t.context, t.image_tag, network=False, timeout_sec=view.timeouts.build_sec)
    except TermigenError as e:
        return BuildResult(status="failed", reason=_tail(str(e), 1200), seconds=round(time.monotonic() - t0, 3))
    return BuildResult(status="built", seconds=round(time.monotonic() - t0, 3), image=t.image_tag)


def _solution_tar(solution_dir: Path) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        add_host_dir(tar, solution_dir, "/solution")
    return buf.getvalue()


def _limits(view: View) -> dict:
    return dict(cpus=view.resources.cpus, memory_mb=view.resources.memory_mb)


def trial(t: ForeignTask, image: str, agent: str) -> TrialResult:
    """`oracle` (the task's solution/ as /solution, `bash /solution/solve.sh`) or `nop` (nothing), then the
    task's own tests/test.sh: in a fresh container receiving the artifacts (separate mode) or in the agent's
    container (shared mode, TB1). The reward is /logs/verifier/reward.txt."""
    view = view_of(t)
    t0 = time.monotonic()
    res = TrialResult(agent=agent, reward=None, outcome="error")
    a = Sandbox(image, **_limits(view))
    v = Sandbox(image, **_limits(view)) if t.separate else a
    try:
        with ThreadPoolExecutor(max_workers=1) as pre:
            v_started = pre.submit(v.start) if v is not a else None
            a.start()
            if agent == "oracle":
                a.put_archive("/", _solution_tar(t.solution_dir))
                r = a.exec("bash /solution/solve.sh", timeout=view.timeouts.agent_sec, user=view.agent_user,
                           env=t.solution_env or None)
                res.agent_exit, res.agent_sec = r.exit_code, r.duration_sec
                if r.timed_out:
                    res.outcome, res.detail = "agent_timeout", _tail(r.output)
            if v_started is not None:
                v_started.result()
        tv = view if t.separate else replace(view, outputs=[])  # shared: /tests lands in the agent's container
        record_tests(res, run_tests(tv, t.tests_dir.parent, a, v))  # reads <dir>/tests
    except TermigenError as e:
        res.outcome, res.detail = "error", _tail(str(e))
    finally:
        for sb in {id(a): a, id(v): v}.values():
            _reap(sb)
    res.total_sec = time.monotonic() - t0
    return res


def probe_paths(t: ForeignTask, image: str, candidates: list[str]) -> list[str]:
    """The candidate instruction paths that neither exist in the built image nor have an existing parent folder
    (a file the agent is asked to write into an existing folder is accounted for)."""
    if not candidates:
        return []
    script = "for p in " + " ".join(shlex.quote(p) for p in candidates) + '; do [ -e "$p" ] || [ -d "$(dirname "$p")" ] || echo "MISSING $p"; done'
    try:
        with Sandbox(image, **_limits(view_of(t))) as sb:
            r = sb.exec(script, timeout=60, user="0")
    except TermigenError:
        return candidates
    return [line[8:] for line in r.output.splitlines() if line.startswith("MISSING ")]


# ---- the hack battery --------------------------------------------------------------------------------------------

class HackRun(BaseModel):
    results: dict[str, TrialResult] = {}
    exposures: dict[str, list[str]] = {}
    skipped: dict[str, str] = {}  # hack -> why it did not run
    seconds: float = 0.0


def _shared_hack(t: ForeignTask, view: View, image: str, hack) -> tuple[TrialResult, list[str]]:
    """One hack where the tests run in the agent's container (shared mode, TB1): the hack's agent script, then
    /tests/test.sh in the same container, a late reward read and the payloads' probes."""
    from termigen.verify.hacks import _PAYLOADS_SRC, _archive, exposures, record_hack_tests

    files = {"solution/solve.sh": hack.script(view), "solution/tg_hack_payloads.py": _PAYLOADS_SRC}
    if hack.needs_oracle:
        files["solution/oracle.sh"] = (t.solution_dir / "solve.sh").read_text()
    res = TrialResult(agent=f"hack:{hack.name}", reward=None, outcome="error")
    t0 = time.monotonic()
    found: list[str] = []
    a = Sandbox(image, **_limits(view))
    try:
        a.start()
        if hack.needs_oracle:
            a.put_archive("/", _solution_tar(t.solution_dir))
        a.put_archive("/", _archive(files))
        r = a.exec("bash /solution/solve.sh", timeout=view.timeouts.agent_sec, user=view.agent_user)
        res.agent_exit, res.agent_sec = r.exit_code, r.duration_sec
        if r.timed_out:
            res.outcome = "agent_timeout"
        out = run_tests(replace(view, outputs=[]), t.tests_dir.parent, a, a, settle_sec=hack.settle_sec, probes=True)
        record_hack_tests(res, out, hack.settle_sec)
        found = exposures(out.probes, out.outlived)
    except TermigenError as e:
        res.outcome, res.detail = "error", _tail(str(e))
    finally:
        _reap(a)
    res.total_sec = time.monotonic() - t0
    return res, found


def hack_battery(t: ForeignTask, image: str) -> HackRun:
    """termigen.verify.hacks on a foreign task. The hacks that rewrite the agent's programs read the task's
    declared outputs (Harbor `artifacts`): without them, and without a solution for the hacks that start from
    the oracle's work, those hacks are skipped with the reason, and the others still run."""
    from termigen.verify.hacks import HACKS, run_hack

    t0 = time.monotonic()
    view = view_of(t)
    run = HackRun()
    names = []
    for name, h in HACKS.items():
        if h.needs_oracle and not t.artifacts:
            run.skipped[name] = "needs declared outputs (artifacts) to know which programs the tests run"
        elif h.needs_oracle and not t.has_solution:
            run.skipped[name] = "needs a reference solution to start from"
        else:
            names.append(name)
    for name in names:
        if t.separate:
            r = run_hack(view, t.tests_dir.parent, image, HACKS[name])
            # run_hack reads the tests from <task_dir>/tests and the oracle from <task_dir>/solution/solve.sh
            run.results[name], run.exposures[name] = r.trial, r.exposures
        else:
            run.results[name], run.exposures[name] = _shared_hack(t, view, image, HACKS[name])
    run.seconds = round(time.monotonic() - t0, 3)
    return run
