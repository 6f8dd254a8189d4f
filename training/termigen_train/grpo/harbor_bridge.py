"""Harbor environments for GRPO rollouts, served to the training process over a pipe.

Harbor needs Python >= 3.12 and the training env is Python 3.11 (setup_env.sh: the CPU torch wheels), so the
rollouts' Harbor environments live in this helper process, started by `harbor_pool.HarborPool` with a Python
that has `harbor` (the termigen venv's by default):

    python -m termigen_train.grpo.harbor_bridge --environment docker|daytona|e2b|modal|...|module:Class \
        [--kwargs JSON] --workdir DIR

One JSON object per line on stdin (requests) and stdout (replies, `{"id", "ok", "result" | "error"}`); any
number of requests are in flight at once (each is an asyncio task on one event loop). Operations:

  ping                                     -> {harbor, environment, class}
  start   {task_dir, role: agent|verifier} -> {handle, mode, workdir, user}; the verifier of a task whose
                                              verifier runs in the agent's environment (Harbor's `shared` mode)
                                              is {handle: null}
  exec    {handle, command, timeout_sec}   -> {stdout, stderr, exit_code, timed_out}
  verify  {agent, verifier}                -> {passed, total, binary, error, log_tail, seconds, timed_out}
  stop    {handle}                         -> {}

Everything is Harbor's own code path: environments come from `EnvironmentFactory.create_environment_from_config`
(the trial's call, with the task's network plan), agent commands run as the task's `[agent] user`, the separate
verifier environment is the one `resolve_verifier_environment_definition` names, the declared artifacts go
across with Harbor's `ArtifactHandler` (download from the agent's environment, sanitized upload into the
verifier's), and Harbor's `Verifier` uploads /tests, runs test.sh and downloads /logs/verifier; the JUnit report
there gives the fraction of tests passed. When stdin closes (the trainer exited or was killed), every
environment still running is stopped before the process exits, so no sandbox outlives its run.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import logging
import os
import shutil
import sys
import time
import traceback
from pathlib import Path

log = logging.getLogger("termigen_train.harbor_bridge")


class Bridge:
    def __init__(self, environment: str, kwargs: dict, workdir: Path):
        from harbor.environments.factory import EnvironmentFactory
        from harbor.models.environment_type import EnvironmentType
        from harbor.models.trial.config import EnvironmentConfig as TrialEnvironmentConfig

        if ":" in environment:
            self.config = TrialEnvironmentConfig(type=None, import_path=environment, kwargs=kwargs, delete=True)
        else:
            try:
                kind = EnvironmentType(environment)
            except ValueError:
                raise SystemExit(f"unknown Harbor environment {environment!r}: one of "
                                 f"{', '.join(EnvironmentFactory.registered_names())}, or module.path:Class") from None
            self.config = TrialEnvironmentConfig(type=kind, kwargs=kwargs, delete=True)
        self.environment = environment
        # the class (a missing vendor SDK fails here with Harbor's `pip install 'harbor[...]'` message), its
        # options, then its preflight (credentials, a reachable engine): as `harbor run` checks before a job
        self.cls = EnvironmentFactory.get_environment_class(self.config.type, self.config.import_path)
        EnvironmentFactory.validate_options(self.config)
        EnvironmentFactory.run_preflight(self.config.type, self.config.import_path, kwargs)
        self.workdir = workdir
        workdir.mkdir(parents=True, exist_ok=True)
        self.envs: dict[str, dict] = {}
        self._ids = itertools.count(1)
        self._tasks: dict[str, object] = {}

    # ---- helpers -----------------------------------------------------------------------------------------

    def _task(self, task_dir: str):
        from harbor.models.task.task import Task

        if task_dir not in self._tasks:
            self._tasks[task_dir] = Task(Path(task_dir))
        return self._tasks[task_dir]

    def _plan(self, task):
        from harbor.models.task.verifier_mode import resolve_task_verifier_mode
        from harbor.models.trial.config import AgentConfig, VerifierConfig
        from harbor.trial.network_policy import resolve_trial_network_plan

        mode = resolve_task_verifier_mode(task.config)
        return mode, resolve_trial_network_plan(task.config, AgentConfig(), self.config, VerifierConfig(), None,
                                                verifier_mode=mode)

    def _env(self, handle: str) -> dict:
        try:
            return self.envs[handle]
        except KeyError:
            raise RuntimeError(f"no environment {handle!r} (stopped, or never started)") from None

    # ---- operations --------------------------------------------------------------------------------------

    async def op_ping(self) -> dict:
        import importlib.metadata as md

        return {"harbor": md.version("harbor"), "environment": self.environment,
                "class": f"{self.cls.__module__}:{self.cls.__qualname__}", "pid": os.getpid()}

    async def op_start(self, task_dir: str, role: str) -> dict:
        from harbor.environments.factory import EnvironmentFactory
        from harbor.models.task.config import VerifierEnvironmentMode
        from harbor.models.task.verifier_mode import resolve_verifier_environment_definition
        from harbor.models.trial.paths import TrialPaths

        task = self._task(task_dir)
        mode, plan = self._plan(task)
        shared = mode != VerifierEnvironmentMode.SEPARATE
        if role == "verifier" and shared:
            return {"handle": None, "mode": mode.value}
        n = next(self._ids)
        session = f"tg-grpo-{os.getpid()}-{n}__{'env' if role == 'agent' else 'verifier'}"
        paths = TrialPaths(trial_dir=self.workdir / session)
        paths.mkdir()
        if role == "agent":
            env_dir, env_cfg, upload = task.paths.environment_dir, task.config.environment, True
            policy = plan.agent_env_baseline
            phases = [plan.agent_phase, *([plan.verifier_phase] if shared else [])]
            user = task.config.agent.user
        elif role == "verifier":
            definition = resolve_verifier_environment_definition(task.config, task.paths)
            env_dir, env_cfg, upload = definition.directory, definition.config, not definition.bundled_tests
            policy, phases, user = plan.verifier_env_baseline, [plan.verifier_phase], task.config.verifier.user
        else:
            raise ValueError(f"role is agent or verifier, not {role!r}")
        env = EnvironmentFactory.create_environment_from_config(
            config=self.config, environment_dir=env_dir, environment_name=task.short_name, session_id=session,
            trial_paths=paths, task_env_config=env_cfg, logger=log, enable_environment_dir_upload=upload,
            network_policy=policy, phase_network_policies=phases)
        handle = f"h{n}"
        self.envs[handle] = {"env": env, "task": task, "paths": paths, "role": role, "started": False}
        try:
            await asyncio.wait_for(env.start(force_build=False), timeout=env_cfg.build_timeout_sec + 300)
        except BaseException:
            self.envs.pop(handle, None)
            await self._stop(env, paths)
            raise
        self.envs[handle]["started"] = True
        env.default_user = user  # as the trial's with_default_user: the agent's commands run as [agent] user
        return {"handle": handle, "mode": mode.value, "workdir": env_cfg.workdir, "user": user,
                "session": session}

    async def op_exec(self, handle: str, command: str, timeout_sec: float | None = None,
                      user: str | None = None) -> dict:
        env = self._env(handle)["env"]
        try:
            r = await env.exec(command, timeout_sec=int(timeout_sec) if timeout_sec else None, user=user)
        except RuntimeError as e:
            if "timed out" in str(e).lower():
                return {"stdout": "", "stderr": "", "exit_code": None, "timed_out": True}
            raise
        return {"stdout": r.stdout or "", "stderr": r.stderr or "", "exit_code": r.return_code, "timed_out": False}

    async def op_verify(self, agent: str, verifier: str | None) -> dict:
        from harbor.models.trial.paths import EnvironmentPaths
        from harbor.trial.artifact_handler import ArtifactHandler
        from harbor.verifier.verifier import Verifier

        from termigen.verify.verifier import parse_junit

        t0 = time.monotonic()
        a = self._env(agent)
        task = a["task"]
        target = self._env(verifier) if verifier else a
        env, paths = target["env"], target["paths"]
        out = {"passed": 0, "total": 0, "binary": None, "error": "", "log_tail": "", "seconds": 0.0,
               "timed_out": False}
        timeout = task.config.verifier.timeout_sec
        try:
            with env.with_default_user(task.config.verifier.user):
                if verifier:  # separate mode: the declared artifacts, carried as Harbor carries them
                    target_paths = EnvironmentPaths.for_os(env.os)
                    await env.empty_dirs([target_paths.verifier_dir], chmod=True)
                    handler = ArtifactHandler(artifacts=task.config.artifacts, logger=log)
                    handler.begin_collection()
                    source = EnvironmentPaths.for_os(a["env"].os).artifacts_dir
                    await handler.download_artifacts(a["env"], paths.artifacts_dir, source_artifacts_dir=source)
                    await handler.upload_artifacts(env, paths.artifacts_dir, source_artifacts_dir=source,
                                                   target_artifacts_dir=target_paths.artifacts_dir)
                result = await asyncio.wait_for(
                    Verifier(task=task, trial_paths=paths, environment=env, logger=log).verify(), timeout=timeout)
                out["binary"] = (result.rewards or {}).get("reward")
        except TimeoutError:
            out["timed_out"] = True
            out["error"] = f"the tests timed out after {timeout:g} s"
        except Exception as e:  # noqa: BLE001 — e.g. no reward file: the JUnit report below may still count
            out["error"] = f"verification failed: {type(e).__name__}: {e}"
        junit = paths.verifier_dir / "junit.xml"
        if junit.is_file() and not out["timed_out"]:
            try:
                out["passed"], out["total"] = parse_junit(junit.read_text())
            except Exception as e:  # noqa: BLE001
                out["error"] = out["error"] or f"unreadable JUnit report: {e}"
        elif not out["error"]:
            out["error"] = "the tests wrote no JUnit report"
        if out["total"] == 0 and out["binary"] is not None and not out["timed_out"]:
            out["passed"], out["total"] = int(out["binary"] >= 1.0), 1  # a verifier without a report
            if out["error"] == "the tests wrote no JUnit report":
                out["error"] = ""
        if paths.test_stdout_path.is_file():
            out["log_tail"] = paths.test_stdout_path.read_text(errors="replace")[-3000:]
        out["seconds"] = time.monotonic() - t0
        return out

    async def op_stop(self, handle: str) -> dict:
        rec = self.envs.pop(handle, None)
        if rec is not None:
            await self._stop(rec["env"], rec["paths"])
        return {}

    async def _stop(self, env, paths) -> None:
        try:
            await env.stop(delete=True)
        except Exception as e:  # noqa: BLE001 — cleanup: report, go on
            log.warning("could not stop %s: %s", env.session_id, e)
        shutil.rmtree(paths.trial_dir, ignore_errors=True)

    async def stop_all(self) -> None:
        recs = list(self.envs.values())
        self.envs.clear()
        await asyncio.gather(*(self._stop(r["env"], r["paths"]) for r in recs), return_exceptions=True)


async def serve(bridge: Bridge, out) -> None:
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=64 * 1024 * 1024)
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    lock = asyncio.Lock()
    pending: set[asyncio.Task] = set()

    async def reply(msg: dict) -> None:
        async with lock:
            out.write(json.dumps(msg) + "\n")
            out.flush()

    async def handle(req: dict) -> None:
        rid, op = req.get("id"), req.get("op")
        fn = getattr(bridge, f"op_{op}", None)
        try:
            if fn is None:
                raise ValueError(f"unknown operation {op!r}")
            result = await fn(**(req.get("args") or {}))
            await reply({"id": rid, "ok": True, "result": result})
        except Exception as e:  # noqa: BLE001 — every failure is an answer, the bridge keeps serving
            log.debug("%s failed: %s", op, traceback.format_exc())
            await reply({"id": rid, "ok": False, "error": f"{type(e).__name__}: {e}"})

    while True:
        line = await reader.readline()
        if not line:
            break
        try:
            req = json.loads(line)
        except json.JSONDecodeError:
            continue
        if req.get("op") == "shutdown":
            break
        t = asyncio.create_task(handle(req))
        pending.add(t)
        t.add_done_callback(pending.discard)
    for t in list(pending):
        t.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    await bridge.stop_all()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--environment", required=True)
    p.add_argument("--kwargs", default="{}", help="JSON object: the environment's kwargs (harbor run --ek)")
    p.add_argument("--workdir", required=True, help="host folder for the environments' trial paths")
    a = p.parse_args(argv)
    logging.basicConfig(level=os.environ.get("TERMIGEN_HARBOR_BRIDGE_LOG", "WARNING"), stream=sys.stderr,
                        format="%(asctime)s harbor-bridge %(levelname)s %(message)s")
    os.environ.setdefault("HARBOR_TELEMETRY", "0")
    # the protocol owns the original stdout; whatever Harbor or a vendor SDK prints goes to stderr instead
    out = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    try:
        bridge = Bridge(a.environment, json.loads(a.kwargs), Path(a.workdir))
    except SystemExit as e:
        print(json.dumps({"id": 0, "ok": False, "error": str(e)}), file=out, flush=True)
        return 2
    except Exception as e:  # noqa: BLE001 — startup failures go to the trainer as the first reply
        print(json.dumps({"id": 0, "ok": False, "error": f"{type(e).__name__}: {e}"}), file=out, flush=True)
        return 2
    print(json.dumps({"id": 0, "ok": True, "result": {"ready": True}}), file=out, flush=True)
    asyncio.run(serve(bridge, out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
