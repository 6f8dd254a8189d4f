"""Rollouts on any Harbor environment (`rollout.environment` in the GRPO recipe).

    rollout:
      environment: local            # default: our own Docker sandbox (ContainerPool), no Harbor involved
      environment: docker           # Harbor's docker environment (docker compose)
      environment: termigen.sandbox.harbor_env:TermigenEnvironment   # ours, through Harbor's interface
      environment: daytona | e2b | modal | runloop | ...              # Harbor's cloud sandboxes
      environment_kwargs: {...}     # the environment's options (harbor run --ek)
      harbor_python: /path/to/python  # a Python with harbor (>= 3.12); default: see harbor_python()

`HarborPool` has the ContainerPool interface the environment uses (acquire a Future of a started sandbox at
`reset`, exec, tests, release), so episodes, reward, judge, failures and the episode log are the same code
for every backend. The sandboxes themselves live in a helper process (harbor_bridge.py: Harbor needs Python
>= 3.12, the training env is 3.11); one per training process, JSON lines over a pipe, requests concurrent.
"""

from __future__ import annotations

import atexit
import itertools
import json
import logging
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from termigen.errors import SandboxError
from termigen.verify.verifier import TestOutcome
from termigen_train.grpo.pool import deferred

log = logging.getLogger("termigen_train.harbor_pool")

TRAINING_ROOT = Path(__file__).resolve().parents[2]
REPO_ROOT = TRAINING_ROOT.parent
LOCAL = "local"
ALIASES = {"termigen": "termigen.sandbox.harbor_env:TermigenEnvironment"}


class HarborUnavailable(SandboxError):
    """The Harbor environment cannot be used (no harbor Python, unknown type, missing extra, preflight)."""


def harbor_python(explicit: str | None = None) -> str:
    """The interpreter for the bridge: `explicit` (rollout.harbor_python), $TERMIGEN_HARBOR_PYTHON, this
    interpreter when it can import harbor, else the termigen venv's (<repo>/.venv/bin/python)."""
    for cand in (explicit, os.environ.get("TERMIGEN_HARBOR_PYTHON")):
        if cand:
            return cand
    import importlib.util

    if sys.version_info >= (3, 12) and importlib.util.find_spec("harbor") is not None:
        return sys.executable
    venv = REPO_ROOT / ".venv" / "bin" / "python"
    if venv.exists():
        return str(venv)
    raise HarborUnavailable("no Python with harbor for rollout.environment: set rollout.harbor_python (or "
                            "TERMIGEN_HARBOR_PYTHON) to a Python >= 3.12 with `pip install harbor`")


class Bridge:
    """The helper process and its pipe: call(op, **args) from any thread, replies matched by id."""

    def __init__(self, environment: str, kwargs: dict | None = None, python: str | None = None,
                 start_timeout_sec: float = 120.0):
        self.environment = ALIASES.get(environment, environment)
        self.workdir = Path(tempfile.mkdtemp(prefix="tg-harbor-"))
        self.log_path = self.workdir / "bridge.log"
        py = harbor_python(python)
        env = {**os.environ, "HARBOR_TELEMETRY": os.environ.get("HARBOR_TELEMETRY", "0"),
               "LITELLM_LOCAL_MODEL_COST_MAP": "True",
               # this checkout's termigen and termigen_train first (termigen.sandbox.harbor_env, the bridge)
               "PYTHONPATH": os.pathsep.join([str(TRAINING_ROOT), str(REPO_ROOT), os.environ.get("PYTHONPATH", "")])}
        self._log = self.log_path.open("ab")
        try:
            self.proc = subprocess.Popen(
                [py, "-m", "termigen_train.grpo.harbor_bridge", "--environment", self.environment,
                 "--kwargs", json.dumps(kwargs or {}), "--workdir", str(self.workdir / "trials")],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._log, env=env, cwd=str(REPO_ROOT))
        except OSError as e:
            raise HarborUnavailable(f"cannot start the Harbor bridge with {py}: {e}") from None
        self._ids = itertools.count(1)
        self._pending: dict[int, Future] = {}
        self._lock = threading.Lock()
        self._write_lock = threading.Lock()
        self._closed = False
        self._ready: Future = Future()
        self._pending[0] = self._ready
        self._reader = threading.Thread(target=self._read, name="tg-harbor-bridge", daemon=True)
        self._reader.start()
        try:
            self._ready.result(timeout=start_timeout_sec)
        except Exception as e:
            self.close()
            raise HarborUnavailable(f"Harbor environment {self.environment!r} cannot be used: {e}") from None
        atexit.register(self.close)

    def _read(self) -> None:
        for line in self.proc.stdout:
            try:
                msg = json.loads(line)
            except json.JSONDecodeError:
                continue
            with self._lock:
                fut = self._pending.pop(msg.get("id"), None)
            if fut is None:
                continue
            if msg.get("ok"):
                fut.set_result(msg.get("result"))
            else:
                fut.set_exception(SandboxError(msg.get("error") or "unknown bridge error"))
        code = self.proc.wait()
        with self._lock:
            pending, self._pending = list(self._pending.values()), {}
        tail = self.log_tail()
        for fut in pending:
            if not fut.done():
                fut.set_exception(SandboxError(f"the Harbor bridge exited (code {code}){': ' + tail if tail else ''}"))

    def log_tail(self, n: int = 1500) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-n:].strip()
        except OSError:
            return ""

    def submit(self, op: str, **args) -> Future:
        fut: Future = Future()
        if self._closed:
            fut.set_exception(SandboxError("the Harbor bridge is closed"))
            return fut
        rid = next(self._ids)
        with self._lock:
            self._pending[rid] = fut
        try:
            with self._write_lock:
                self.proc.stdin.write((json.dumps({"id": rid, "op": op, "args": args}) + "\n").encode())
                self.proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError) as e:
            with self._lock:
                self._pending.pop(rid, None)
            fut.set_exception(SandboxError(f"the Harbor bridge is gone: {e}"))
        return fut

    def call(self, op: str, timeout: float | None = None, **args):
        return self.submit(op, **args).result(timeout=timeout)

    def close(self, timeout_sec: float = 300.0) -> None:
        """Stop every environment still running (the bridge does it when its stdin closes), then exit."""
        if self._closed:
            return
        self._closed = True
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        try:
            self.proc.wait(timeout=timeout_sec)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self._log.close()
        if os.environ.get("TERMIGEN_HARBOR_KEEP_LOGS") != "1":
            shutil.rmtree(self.workdir, ignore_errors=True)


@dataclass
class ExecOut:
    output: str
    stderr: str
    exit_code: int | None
    timed_out: bool


class HarborSandbox:
    """One started Harbor environment (the agent's or the verifier's), as the episode uses a Sandbox."""

    def __init__(self, bridge: Bridge, info: dict):
        self.bridge = bridge
        self.handle = info["handle"]
        self.session = info.get("session")
        self.user = info.get("user")
        self.workdir = info.get("workdir")

    def exec(self, script: str, timeout: float | None = 120, user: str | None = None) -> ExecOut:
        """`user` None: the task's [agent] user (the bridge sets it as the environment's default user)."""
        r = self.bridge.call("exec", handle=self.handle, command=script, timeout_sec=timeout, user=user)
        return ExecOut(r["stdout"], r["stderr"], r["exit_code"], r["timed_out"])

    def stop(self) -> None:
        self.bridge.call("stop", handle=self.handle)


class HarborPool:
    """ContainerPool's interface over Harbor environments: `acquire_task` starts the task's agent or verifier
    environment on a worker thread (a Future, as the local pool hands out), `run_tests` scores an episode
    with Harbor's verifier, `release` stops an environment in the background."""

    local_images = False  # Harbor builds (or pulls, or ships) the task's environment itself

    def __init__(self, environment: str, kwargs: dict | None = None, *, python: str | None = None,
                 workers: int = 4):
        self.environment = ALIASES.get(environment, environment)
        self.bridge = Bridge(self.environment, kwargs, python)
        self.warm = 0
        self._starter = ThreadPoolExecutor(max_workers=max(1, workers), thread_name_prefix="tg-harbor-start")
        self._reaper = ThreadPoolExecutor(max_workers=2, thread_name_prefix="tg-harbor-reap")
        self._closed = False
        self.started = 0
        atexit.register(self.close)

    def _start(self, task_dir: Path, role: str) -> HarborSandbox | None:
        info = self.bridge.call("start", task_dir=str(task_dir), role=role)
        if info["handle"] is None:
            return None  # Harbor's shared mode: the tests run in the agent's environment
        self.started += 1
        return HarborSandbox(self.bridge, info)

    def acquire_task(self, entry, role: str) -> Future:
        if self._closed:
            raise RuntimeError("the Harbor pool is closed")
        return self._starter.submit(self._start, entry.task_dir, role)

    def prewarm(self, *args, **kwargs) -> None:  # env.warm_containers_per_image is a local-pool option
        return None

    def run_tests(self, task, task_dir, agent: HarborSandbox, verifier: HarborSandbox | None) -> TestOutcome:
        try:
            r = self.bridge.call("verify", agent=agent.handle, verifier=verifier.handle if verifier else None)
        except SandboxError as e:
            return TestOutcome(error=f"verification failed: {e}")
        return TestOutcome(passed=r["passed"], total=r["total"], binary=r["binary"], error=r["error"],
                           log_tail=r["log_tail"], seconds=r["seconds"], timed_out=r["timed_out"])

    def release(self, item) -> None:
        if deferred(item, self.release):
            return
        if self._closed:
            return  # the bridge stops what is left when it closes
        self._reaper.submit(_stop_quietly, item)

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        self._starter.shutdown(wait=True)
        self._reaper.shutdown(wait=True)
        self.bridge.close()


def _stop_quietly(sb: HarborSandbox) -> None:
    try:
        sb.stop()
    except Exception as e:  # noqa: BLE001 — cleanup must not kill training; the bridge's close is the backstop
        log.warning("could not stop Harbor environment %s: %s", sb.session, e)
