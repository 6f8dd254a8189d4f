"""The gate on a Ray cluster (`termigen verify --ray ADDRESS`): each task's gate runs on some node of the cluster,
in that node's own Docker engine, exactly as `termigen verify` runs it locally (termigen.verify.gate.gate_one).

The driver keeps the manifest: it ships each task folder (and its TB1 twin) to the node as a small archive, gets
the record back and journals it, so a run is resumable and its records are the same as a local run's. A task
asks Ray for one CPU (`--ray-cpus` to change it), so a node runs as many gates at once as it has CPUs. Every node
needs termigen installed (the same commit as the driver) and the base images built (`bash scripts/setup.sh`).
A task whose gate raises on a node (its Docker stopped, a base image missing) gets a failing record that says
which node and why; the run goes on.
"""

from __future__ import annotations

import io
import tarfile
import tempfile
from collections.abc import Iterator
from pathlib import Path

from termigen.errors import TermigenError
from termigen.verify.records import TaskRecord


def _pack(task_dir: Path, tb1_dir: Path | None) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        tar.add(task_dir, arcname=f"harbor/{task_dir.name}")
        if tb1_dir is not None:
            tar.add(tb1_dir, arcname=f"tb1/{task_dir.name}")
    return buf.getvalue()


def gate_packed(packed: bytes, name: str, prev_json: str | None, hacks: bool | None) -> str:
    """On a node: unpack the task, gate it there, return the record as JSON."""
    from termigen.verify.gate import gate_one
    from termigen.verify.trials import drain

    with tempfile.TemporaryDirectory(prefix="tg-ray-gate-") as tmp:
        with tarfile.open(fileobj=io.BytesIO(packed), mode="r:gz") as tar:
            tar.extractall(tmp, filter="tar")  # modes kept; no absolute paths or links out of tmp
        tb1 = Path(tmp) / "tb1" / name
        prev = TaskRecord.model_validate_json(prev_json) if prev_json else None
        rec = gate_one(Path(tmp) / "harbor" / name, tb1 if tb1.exists() else None, prev, hacks)
        drain()  # the node's containers are gone before the task counts as done
    return rec.model_dump_json()


def _remote_gate(packed: bytes, name: str, prev_json: str | None, hacks: bool | None) -> tuple[str, str]:
    import ray

    return ray.get_runtime_context().get_node_id(), gate_packed(packed, name, prev_json, hacks)


def _failed(task_dir: Path, why: str) -> TaskRecord:
    from termigen.formats.harbor import read_harbor

    try:
        t = read_harbor(task_dir)
        return TaskRecord(task_id=t.id, family=t.family, category=t.category, difficulty=t.difficulty.value,
                          passed=False, problems=[why])
    except TermigenError:
        return TaskRecord(task_id=task_dir.name, family="?", category="?", difficulty="?", passed=False, problems=[why])


def check_reachable(address: str) -> None:
    """Ray retries an unreachable head for minutes; a refused or silent port is an error here within seconds."""
    import socket

    hostport = address.split("://", 1)[-1]
    host, _, port = hostport.rpartition(":")
    if address == "auto" or not port.isdigit():
        return  # "auto" (Ray finds this machine's cluster or says there is none) or a form Ray parses itself
    try:
        socket.create_connection((host or "127.0.0.1", int(port)), timeout=5).close()
    except OSError as e:
        raise TermigenError(f"no Ray cluster answers at {address!r} ({e.strerror or e}). Start one with `ray start "
                            "--head` (and `ray start --address HEAD:6379` on the other nodes), or pass its address") from None


def gate_on_ray(items: list[tuple[Path, Path | None, TaskRecord | None]], address: str, *, hacks: bool | None = None,
                cpus_per_task: float = 1.0, window: int | None = None) -> Iterator[tuple[int, TaskRecord, str]]:
    """Gate (task_dir, tb1_dir, previous passing record or None) items on the cluster at `address` ("auto" for
    the one this machine belongs to). Yields (index in items, record, node id) as tasks finish. At most `window`
    tasks are in flight (default: four per CPU of the cluster), so a 100k-task run does not fill the object store."""
    try:
        import ray
    except ImportError:
        raise TermigenError("`--ray` needs Ray: install the extra (`uv sync --extra ray`, or `pip install "
                            "'termigen[ray]'`) on the driver and on every node") from None
    if not items:
        return
    check_reachable(address)
    try:
        ray.init(address=address, ignore_reinit_error=True, log_to_driver=False)
    except Exception as e:  # ConnectionError, ValueError, ...: Ray's own message says what it tried
        raise TermigenError(f"cannot join the Ray cluster at {address!r}: {e}. Start one with `ray start --head` "
                            "(and `ray start --address HEAD:6379` on the other nodes), or pass its address") from None
    gate = ray.remote(num_cpus=cpus_per_task, max_retries=0)(_remote_gate)
    window = window or max(1, int(4 * ray.cluster_resources().get("CPU", 1)))
    pending: dict = {}
    queue = list(enumerate(items))[::-1]
    while queue or pending:
        while queue and len(pending) < window:
            i, (d, tb1, prev) = queue.pop()
            ref = gate.remote(_pack(d, tb1), d.name, prev.model_dump_json() if prev else None, hacks)
            pending[ref] = i
        done, _ = ray.wait(list(pending), num_returns=1)
        i = pending.pop(done[0])
        try:
            node, rec_json = ray.get(done[0])
            yield i, TaskRecord.model_validate_json(rec_json), node
        except Exception as e:  # the task's gate raised on its node (RayTaskError wraps the node's traceback)
            msg = str(e).strip().splitlines()
            yield i, _failed(items[i][0], "gate raised on a Ray node: " + " | ".join(msg[-3:])[-800:]), "?"
