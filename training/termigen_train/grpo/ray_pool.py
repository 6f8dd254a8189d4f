"""Rollouts spread over a Ray cluster (`rollout.environment: ray`, `rollout.ray_address`).

    rollout:
      environment: ray
      ray_address: auto            # the cluster this machine belongs to (`ray start --head` / `--address`), or HOST:PORT

Every node of the cluster with CPUs runs one SandboxHost actor, pinned to it. An episode's agent and verifier
containers start on the same node, in that node's own Docker, from the task image built there (the driver ships
the task folder to a node once, as a small archive); the episode's commands and its tests go to that node's
actor, and the tests run there exactly as on one machine (termigen.verify.verifier.run_tests). A new episode goes
to the node with the fewest open sandboxes per CPU. So the rollout pool grows with the cluster while the trainer
stays where it is; episodes, reward, judge, failures and the episode log are the same code as for the local pool.

Every node needs Docker, the base images (`bash scripts/setup.sh`) and this training env (`training/setup_env.sh`,
the same commit as the driver: Ray runs the actor with the node's Python). A node or actor that dies ends its
episodes as the terminal gone (reward None, unscorable, as for a local container that dies) and takes no new
episodes; its containers go with the node (or are removed by `termigen clean` where the node's Docker lives on).
"""

from __future__ import annotations

import atexit
import io
import itertools
import logging
import tarfile
import tempfile
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from termigen.errors import SandboxError
from termigen.verify.verifier import TestOutcome
from termigen_train.grpo.pool import deferred

log = logging.getLogger("termigen_train.ray_pool")

RAY = "ray"
CALL_SLACK_SEC = 120.0  # a call to a node may take this much longer than the command itself (start, transfer)


class RayUnavailable(SandboxError):
    """The Ray rollout pool cannot be used (no ray installed, no cluster at the address, no node with CPUs)."""


class SandboxHost:
    """On one node: the task images built there, the sandboxes started there, their commands and tests."""

    def __init__(self):
        self._tmp = Path(tempfile.mkdtemp(prefix="tg-ray-rollout-"))
        self._tasks: dict[str, tuple] = {}  # key -> (Task, task_dir)
        self._boxes: dict[str, object] = {}  # handle -> Sandbox
        self._locks: dict[str, threading.Lock] = {}
        self._lock = threading.Lock()
        self._ids = itertools.count(1)

    def node_id(self) -> str:
        import ray

        return ray.get_runtime_context().get_node_id()

    def add_task(self, key: str, packed: bytes) -> str:
        """Unpack the task folder and build its image on this node (once per key); returns the image tag."""
        from termigen.formats.harbor import read_harbor
        from termigen.images import build_context

        with self._lock:
            lock = self._locks.setdefault(key, threading.Lock())
        with lock:
            if key not in self._tasks:
                dest = self._tmp / key
                with tarfile.open(fileobj=io.BytesIO(packed), mode="r:gz") as tar:
                    tar.extractall(dest, filter="tar")
                task_dir = next(dest.iterdir())
                task = read_harbor(task_dir)
                build_context(task_dir / "environment", task.image_tag, network=False,
                              timeout_sec=task.timeouts.build_sec)
                self._tasks[key] = (task, task_dir)
        return self._tasks[key][0].image_tag

    def start(self, key: str) -> dict:
        from termigen.sandbox import Sandbox

        task, _ = self._tasks[key]
        res = task.resources
        sb = Sandbox(task.image_tag, cpus=res.cpus or 1.0, memory_mb=res.memory_mb or 2048,
                     labels={"termigen.role": "grpo", "termigen.pool": "ray"})
        sb.start()
        handle = f"h{next(self._ids)}"
        with self._lock:
            self._boxes[handle] = sb
        return {"handle": handle, "container_id": sb.container_id}

    def exec(self, handle: str, script: str, timeout: float | None, user: str | None) -> tuple:
        r = self._box(handle).exec(script, timeout=timeout, user=user)
        return r.output, r.exit_code, r.timed_out

    def verify(self, key: str, agent: str, verifier: str) -> TestOutcome:
        from termigen.verify.verifier import run_tests

        task, task_dir = self._tasks[key]
        return run_tests(task, task_dir, self._box(agent), self._box(verifier))

    def stop(self, handle: str) -> None:
        with self._lock:
            sb = self._boxes.pop(handle, None)
        if sb is not None:
            sb.stop()

    def open_count(self) -> int:
        return len(self._boxes)

    def close(self) -> int:
        """Stop every sandbox still open here; returns how many there were."""
        with self._lock:
            boxes, self._boxes = list(self._boxes.values()), {}
        for sb in boxes:
            try:
                sb.stop()
            except Exception as e:  # noqa: BLE001 — stop the rest
                log.warning("could not remove container %s: %s", getattr(sb, "container_id", "?"), e)
        return len(boxes)

    def _box(self, handle: str):
        try:
            return self._boxes[handle]
        except KeyError:
            raise SandboxError(f"no sandbox {handle} on this node (stopped, or the node restarted)") from None


@dataclass
class ExecOut:
    output: str
    exit_code: int | None
    timed_out: bool


class RaySandbox:
    """One sandbox on a node of the cluster, as the episode uses a Sandbox (exec; stop through the pool)."""

    def __init__(self, pool: RayPool, node: str, key: str, handle: str, container_id: str):
        self.pool, self.node, self.key, self.handle = pool, node, key, handle
        self.container_id = container_id
        self.session = f"{node[:12]}/{container_id[:12]}"  # where it runs, for the episode log

    def exec(self, script: str, timeout: float | None = 120, user: str | None = None) -> ExecOut:
        out, code, timed_out = self.pool._call(self.node, "exec", self.handle, script, timeout, user,
                                               timeout=(timeout or 0) + CALL_SLACK_SEC)
        return ExecOut(out, code, timed_out)


class RayPool:
    """The ContainerPool interface the environment uses, over the nodes of a Ray cluster: `acquire_pair` starts an
    episode's agent and verifier sandboxes on one node (Futures, as the local pool hands out), `run_tests` scores
    on that node, `release` stops a sandbox in the background."""

    local_images = False  # each node builds the task images it runs
    environment = RAY

    def __init__(self, address: str = "auto", *, workers: int = 4, actor_concurrency: int = 64):
        try:
            import ray
            from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy
        except ImportError:
            raise RayUnavailable("rollout.environment: ray needs Ray in the training env (training/setup_env.sh "
                                 "installs ray==2.60.0; every node needs the same)") from None
        from termigen.errors import TermigenError
        from termigen.verify.ray_gate import check_reachable

        self.address = address
        try:
            check_reachable(address)
        except TermigenError as e:
            raise RayUnavailable(str(e)) from None
        self._owns_ray = not ray.is_initialized()
        try:
            ray.init(address=address, ignore_reinit_error=True, log_to_driver=False)
        except Exception as e:  # ConnectionError, ValueError, ...: Ray's own message says what it tried
            raise RayUnavailable(f"cannot join the Ray cluster at {address!r}: {e}. Start one with `ray start "
                                 "--head` (and `ray start --address HEAD:6379` on the other nodes)") from None
        nodes = [n for n in ray.nodes() if n.get("Alive") and n.get("Resources", {}).get("CPU", 0) > 0]
        if not nodes:
            raise RayUnavailable(f"the Ray cluster at {address!r} has no live node with CPUs to run sandboxes on")
        actor = ray.remote(num_cpus=0, max_restarts=0, max_concurrency=actor_concurrency)(SandboxHost)
        self.cpus = {n["NodeID"]: float(n["Resources"]["CPU"]) for n in nodes}
        self.hosts = {nid: actor.options(scheduling_strategy=NodeAffinitySchedulingStrategy(nid, soft=False))
                      .remote() for nid in self.cpus}
        self.open = dict.fromkeys(self.cpus, 0)  # sandboxes open (or starting) per node
        self.dead: dict[str, str] = {}  # node -> why it takes no more episodes
        self.warm = 0
        self.started = 0
        self._shipped: dict[tuple[str, str], Future] = {}
        self._lock = threading.Lock()
        self._starter = ThreadPoolExecutor(max_workers=max(2, workers), thread_name_prefix="tg-ray-start")
        self._reaper = ThreadPoolExecutor(max_workers=2, thread_name_prefix="tg-ray-reap")
        self._closed = False
        atexit.register(self.close)

    # ---- calls to the nodes ------------------------------------------------------------------------------------

    def _call(self, node: str, method: str, *args, timeout: float | None = None):
        import ray
        from ray.exceptions import GetTimeoutError, RayActorError, RayTaskError

        try:
            return ray.get(getattr(self.hosts[node], method).remote(*args), timeout=timeout)
        except RayTaskError as e:  # the call raised on the node: its own error, node and traceback tail
            cause = e.as_instanceof_cause() if hasattr(e, "as_instanceof_cause") else e
            lines = str(cause).strip().splitlines()
            raise SandboxError(f"on Ray node {node[:12]}: {lines[-1] if lines else type(e).__name__}") from None
        except RayActorError as e:
            self._mark_dead(node, f"its sandbox host died ({type(e).__name__})")
            raise SandboxError(f"Ray node {node[:12]} is gone: {self.dead[node]}") from None
        except GetTimeoutError:
            raise SandboxError(f"Ray node {node[:12]} did not answer {method} within {timeout:g} s") from None

    def _mark_dead(self, node: str, why: str) -> None:
        with self._lock:
            self.dead.setdefault(node, why)
        log.warning("Ray node %s takes no more episodes: %s", node[:12], why)

    def _pick_node(self) -> str:
        with self._lock:
            live = [n for n in self.hosts if n not in self.dead]
            if not live:
                raise SandboxError("no live Ray node is left to start sandboxes on: " +
                                   "; ".join(f"{n[:12]}: {w}" for n, w in self.dead.items()))
            node = min(live, key=lambda n: (self.open[n] / self.cpus[n], n))
            self.open[node] += 2
            return node

    def _ensure_task(self, node: str, entry) -> str:
        key = entry.task.content_hash()
        with self._lock:
            fut = self._shipped.get((node, key))
            mine = fut is None
            if mine:
                fut = self._shipped[(node, key)] = Future()
        if mine:
            try:
                fut.set_result(self._call(node, "add_task", key, _pack(entry.task_dir),
                                          timeout=entry.task.timeouts.build_sec + CALL_SLACK_SEC))
            except Exception as e:  # noqa: BLE001 — the next episode of this task on this node tries again
                with self._lock:
                    self._shipped.pop((node, key), None)
                fut.set_exception(e)
        fut.result()
        return key

    def _start(self, node: str, entry) -> RaySandbox:
        key = self._ensure_task(node, entry)
        info = self._call(node, "start", key, timeout=CALL_SLACK_SEC + 60)
        with self._lock:
            self.started += 1
        return RaySandbox(self, node, key, info["handle"], info["container_id"])

    # ---- the pool interface ------------------------------------------------------------------------------------

    def acquire_pair(self, entry) -> tuple[Future, Future]:
        """Futures of the episode's agent and verifier sandboxes, both on the least loaded live node."""
        if self._closed:
            raise RuntimeError("the Ray rollout pool is closed")
        try:
            node = self._pick_node()
        except SandboxError as e:
            failed: Future = Future()
            failed.set_exception(e)
            return failed, failed
        return tuple(self._starter.submit(self._start_or_free, node, entry) for _ in range(2))

    def _start_or_free(self, node: str, entry) -> RaySandbox:
        try:
            return self._start(node, entry)
        except BaseException:
            self._freed(node)
            raise

    def acquire_task(self, entry, role: str) -> Future:
        raise RuntimeError("the Ray pool starts an episode's two sandboxes together: use acquire_pair")

    def prewarm(self, *args, **kwargs) -> None:  # env.warm_containers_per_image is a local-pool option
        return None

    def run_tests(self, task, task_dir, agent: RaySandbox, verifier: RaySandbox) -> TestOutcome:
        if agent.node != verifier.node:  # acquire_pair never does this; a caller mixing pools would
            return TestOutcome(error="verification failed: the agent and verifier sandboxes are on different nodes")
        try:
            return self._call(agent.node, "verify", agent.key, agent.handle, verifier.handle,
                              timeout=task.timeouts.verifier_sec + CALL_SLACK_SEC)
        except SandboxError as e:
            return TestOutcome(error=f"verification failed: {e}")

    def release(self, item) -> None:
        if deferred(item, self.release):
            return
        if self._closed:
            return  # close() stops what is left on every node
        self._reaper.submit(self._stop, item)

    def _stop(self, sb: RaySandbox) -> None:
        try:
            if sb.node not in self.dead:
                self._call(sb.node, "stop", sb.handle, timeout=CALL_SLACK_SEC)
        except Exception as e:  # noqa: BLE001 — cleanup must not kill training; close() is the backstop
            log.warning("could not stop sandbox %s on Ray node %s: %s", sb.handle, sb.node[:12], e)
        finally:
            self._freed(sb.node)

    def _freed(self, node: str) -> None:
        with self._lock:
            self.open[node] = max(0, self.open[node] - 1)

    def close(self) -> None:
        """Stop every sandbox on every live node, end the actors, leave the cluster (if this pool joined it)."""
        if self._closed:
            return
        self._closed = True
        self._starter.shutdown(wait=True)
        self._reaper.shutdown(wait=True)
        import ray

        for node, host in self.hosts.items():
            if node in self.dead:
                continue
            try:
                ray.get(host.close.remote(), timeout=CALL_SLACK_SEC)
            except Exception as e:  # noqa: BLE001
                log.warning("could not close the sandbox host on Ray node %s: %s", node[:12], e)
            ray.kill(host)
        if self._owns_ray:
            ray.shutdown()


def _pack(task_dir: Path) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        tar.add(task_dir, arcname=task_dir.name)
    return buf.getvalue()
