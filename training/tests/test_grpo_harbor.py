"""GRPO rollouts on Harbor environments (`rollout.environment`), for real, on a committed task.

The committed task environments_harbor/order-revenue-easy-00000 (FROM termigen/core:1, separate verifier,
artifact /app/out, five tests) runs on three backends: `local` (our Docker sandbox, the default), Harbor's own
`docker` environment (docker compose) and ours through Harbor's interface
(`termigen.sandbox.harbor_env:TermigenEnvironment`). A rollout's commands run in that backend's container (the
container they ran in is found by its hostname and carries that environment's labels), and its reward comes
from the task's tests in the separate verifier environment, carried and run by Harbor's own ArtifactHandler
and Verifier. Cloud environments (daytona, e2b, modal, ...) cannot be reached from here: only their refusal
at start (Harbor's preflight: no credentials) is tested.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import torch
from termigen_train.config import RecipeError, load_recipe
from termigen_train.grpo.env import EnvRuntime
from conftest import ORDER_TASK, USER_TASK, container_by_hostname
from termigen_train.grpo.tasks import TaskCatalog

pytestmark = [pytest.mark.docker, pytest.mark.timeout(900)]

TRAINING = Path(__file__).resolve().parents[1]
REPO = TRAINING.parent
TASK = ORDER_TASK
TASK_DIR = REPO / "environments_harbor" / TASK
OURS = "termigen.sandbox.harbor_env:TermigenEnvironment"
BACKENDS = ["local", "docker", OURS]


@pytest.fixture(scope="session")
def harbor_py(docker_ready) -> str:
    from termigen_train.grpo.harbor_pool import HarborUnavailable, harbor_python

    try:
        py = harbor_python()
        subprocess.run([py, "-c", "import harbor"], check=True, capture_output=True, timeout=120)
    except (HarborUnavailable, OSError, subprocess.CalledProcessError) as e:
        msg = f"no Python with harbor for the bridge: {e} (set TERMIGEN_HARBOR_PYTHON or run `make setup`)"
        if os.environ.get("TERMIGEN_TRAIN_REQUIRE_HARBOR") == "1":
            pytest.fail(msg)
        pytest.skip(msg)
    return py


def _gone(container_id: str) -> bool:
    from docker.errors import NotFound

    from termigen.dockerutil import client

    try:
        client().containers.get(container_id)
    except NotFound:
        return True
    return False


@pytest.mark.parametrize("backend", BACKENDS, ids=["local", "harbor-docker", "harbor-termigen"])
def test_rollouts_on_an_environment(backend, harbor_py, rollout_tasks_root, tmp_path):
    from termigen_train.grpo.harbor_pool import HarborPool
    from termigen_train.grpo.pool import ContainerPool

    catalog = TaskCatalog.from_dirs([rollout_tasks_root], command_timeout_sec=5)
    pool = ContainerPool() if backend == "local" else HarborPool(backend, python=harbor_py)
    rt = EnvRuntime(catalog, pool=pool, log_dir=tmp_path, verify_workers=3)
    containers = []
    try:
        solve, decoy, user = (rt.factory()() for _ in range(3))
        solve.reset(task_id=TASK)
        decoy.reset(task_id=TASK)
        user.reset(task_id=USER_TASK)

        async def act():
            first = await asyncio.gather(solve.bash("pwd && hostname"), decoy.bash("hostname"),
                                         user.bash("id -un && hostname"))
            work = await asyncio.gather(solve.bash((TASK_DIR / "solution" / "solve.sh").read_text()),
                                        decoy.bash((TASK_DIR / "solution" / "decoys" / "csv_only.sh").read_text()),
                                        user.bash("sleep 30"))
            after = await solve.bash("ls /app/out; echo oops >&2; false")
            return first, work, after

        (a, b, c), (sa, sb, sc), after = asyncio.run(act())
        # where the commands ran: the task's workdir, as the agent's user, in this backend's container
        assert a.startswith("/app\n") and a.endswith("[exit code 0]")
        assert c.startswith("nobody\n")
        for obs, env in ((a, solve), (b, decoy), (c, user)):
            hostname = obs.splitlines()[-2]
            ctr = container_by_hostname(hostname)
            containers.append(ctr.id)
            labels, session = ctr.labels, env._episode.sandbox
            assert env._episode.environment == backend
            if backend == "local":
                assert labels.get("termigen.role") == "grpo" and session == ctr.id
            elif backend == "docker":  # Harbor's docker environment: a compose project per environment
                assert labels.get("com.docker.compose.project") == session and session.endswith("__env")
                assert labels.get("com.docker.compose.service") == "main"
            else:
                assert labels.get("termigen.harbor.session") == session and session.endswith("__env")
        assert sa.endswith("[exit code 0]") and sb.endswith("[exit code 0]")
        assert sc.startswith("(no output)\n[command timed out after 5s")  # the timeout holds on every backend
        # stdout and stderr both come back (their relative order is not defined: two pipes)
        assert "revenue_by_territory.csv\nsummary.json\n" in after and "oops\n" in after
        assert after.endswith("[exit code 1]")
        # rewards: the task's tests in the separate verifier (the oracle passes all 5, csv_only 4: no summary)
        assert [solve.get_reward(), decoy.get_reward(), user.get_reward()] == [1.0, 0.8, 0.0]
    finally:
        rt.close()
    eps = {e["episode"]: e for e in map(json.loads, (tmp_path / "episodes.rank0.jsonl").read_text().splitlines())}
    assert [(eps[i]["task_id"], eps[i]["tests_passed"], eps[i]["tests_total"], eps[i]["outcome"]) for i in (1, 2, 3)] \
        == [(TASK, 5, 5, "ok"), (TASK, 4, 5, "ok"), (USER_TASK, 0, 3, "ok")]
    # every environment is removed once the runtime closes
    deadline = time.monotonic() + 60
    while not all(_gone(c) for c in containers) and time.monotonic() < deadline:
        time.sleep(1)
    assert all(_gone(c) for c in containers)
    if backend != "local":
        from termigen.dockerutil import client

        left = [x.name for x in client().containers.list(all=True) if "tg-grpo-" in x.name
                and str(pool.bridge.proc.pid) in x.name]
        assert not left, left


def test_bridge_gone_mid_episode(harbor_py, rollout_tasks_root, tmp_path):
    """The Harbor bridge (the sandbox service, as the episode sees it) dies: the episode ends with the terminal
    gone, its reward is unscorable, nothing hangs."""
    from termigen.sandbox._cleanup import cleanup_stale
    from termigen_train.grpo.harbor_pool import HarborPool

    pool = HarborPool(OURS, python=harbor_py)
    rt = EnvRuntime(TaskCatalog.from_dirs([rollout_tasks_root / TASK], command_timeout_sec=5), pool=pool, log_dir=tmp_path)
    try:
        env = rt.factory()()
        env.reset(task_id=TASK)
        first = asyncio.run(env.bash("echo up"))
        pool.bridge.proc.kill()
        t0 = time.monotonic()
        second = asyncio.run(env.bash("echo again"))
        assert first == "up\n[exit code 0]"
        assert second.startswith("[the terminal is gone:") and time.monotonic() - t0 < 30
        assert env.get_reward() is None
    finally:
        rt.close()
        cleanup_stale()  # the killed bridge's containers (ours carry their owner's pid)
    (ep,) = [json.loads(x) for x in (tmp_path / "episodes.rank0.jsonl").read_text().splitlines()]
    assert ep["outcome"] == "container_died" and ep["reward"] is None


HOLD = """
import json, sys, time
sys.path.insert(0, {training!r})
from termigen_train.grpo.harbor_pool import HarborPool
from termigen_train.grpo.tasks import TaskCatalog
cat = TaskCatalog.from_dirs([{task!r}])
pool = HarborPool("docker", python={py!r})
sb = pool.acquire_task(cat.get({tid!r}), "agent").result()
print(json.dumps({{"session": sb.session, "host": sb.exec("hostname", 30).output.strip()}}), flush=True)
time.sleep(600)
"""


def test_trainer_killed_its_environments_are_stopped(harbor_py, tmp_path):
    """A SIGKILLed trainer cannot clean up; its bridge sees its pipe close and stops every environment (a cloud
    sandbox must not outlive the run that paid for it)."""
    code = HOLD.format(training=str(TRAINING), task=str(TASK_DIR), py=harbor_py, tid=TASK)
    p = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, cwd=TRAINING)
    try:
        info = json.loads(p.stdout.readline())
        ctr = container_by_hostname(info["host"])
        assert ctr.labels.get("com.docker.compose.project") == info["session"]
    finally:
        p.send_signal(signal.SIGKILL)
        p.wait()
    deadline = time.monotonic() + 90
    while not _gone(ctr.id) and time.monotonic() < deadline:
        time.sleep(1)
    assert _gone(ctr.id), f"{info['session']} outlived its trainer"


def test_cloud_and_bad_environments_fail_at_start(harbor_py, monkeypatch, tmp_path):
    """Not reachable here, so not run: a cloud environment without credentials is refused at start with Harbor's
    own preflight message; an unknown name lists the known ones; local-pool options are refused with Harbor."""
    from termigen_train.grpo.harbor_pool import HarborUnavailable
    from termigen_train.grpo.run import build_pool

    for k in [k for k in os.environ if k.startswith(("DAYTONA_", "E2B_", "MODAL_"))]:
        monkeypatch.delenv(k)
    base = [f"rollout.harbor_python={harbor_py}", f"tasks.dirs=[{TASK_DIR}]", "model.name_or_path=x"]
    cases = {"daytona": "DAYTONA_API_KEY", "e2b": "E2B_API_KEY", "nope": "one of aca-sandbox"}
    for name, needle in cases.items():
        cfg = load_recipe("configs/grpo/tiny-cpu.yaml", [*base, f"rollout.environment={name}"], kind="grpo")
        with pytest.raises(HarborUnavailable, match=needle):
            build_pool(cfg)
    cfg = load_recipe("configs/grpo/tiny-cpu.yaml", [*base, "rollout.environment=docker",
                                                    "env.warm_containers_per_image=2"], kind="grpo")
    with pytest.raises(RecipeError, match="local only"):
        build_pool(cfg)


# A GRPO step through the recipe key: TRL's tool loop, rollouts in Harbor's docker environment.


def test_grpo_step_on_harbor_docker(tiny_model_dir, tiny_tasks_dir, harbor_py, tmp_path, monkeypatch):
    """`rollout.environment: docker` in the recipe: one GRPO step of the tiny model, every rollout in Harbor's
    docker environment (the tiny task: a short prompt keeps the CPU step short; the committed task runs above).
    The first reply is scripted (hello: 2 of 3 tests, bye: 1 of 3), the turn after the tool result is sampled,
    the tests run in Harbor's separate verifier environment, and the step updates the weights."""
    import scripted_policy
    from termigen_train.grpo.run import build_trainer
    from tiny_task import TASK_ID

    monkeypatch.setenv("TINY_MODEL_DIR", str(tiny_model_dir))
    monkeypatch.setenv("TINY_TASKS_DIR", str(tiny_tasks_dir))
    scripted_policy.install(monkeypatch)
    cfg = load_recipe("configs/grpo/tiny-cpu.yaml", [
        f"trl.output_dir={tmp_path}", "tasks.repeat=1", "trl.report_to=none", "rollout.environment=docker",
        f"rollout.harbor_python={harbor_py}"], kind="grpo")
    trainer, runtime = build_trainer(cfg)
    before = {n: p.detach().clone() for n, p in trainer.model.named_parameters()}
    try:
        result = trainer.train()
    finally:
        runtime.close()
    assert result.global_step == 1
    eps = [json.loads(x) for x in (tmp_path / "episodes.rank0.jsonl").read_text().splitlines()]
    assert len(eps) == 2 and all(e["task_id"] == TASK_ID and e["outcome"] == "ok" for e in eps)
    assert all(e["environment"] == "docker" and e["sandbox"].endswith("__env") for e in eps)
    assert sorted((e["commands"][0]["command"], e["tests_passed"], e["tests_total"]) for e in eps) == [
        ("echo bye > /app/out.txt", 1, 3), ("echo hello > /app/out.txt", 2, 3)]
    logs = next(x for x in trainer.state.log_history if "reward" in x)
    assert logs["reward"] == pytest.approx(0.5) and logs["tools/call_frequency"] > 0
    assert any(not torch.equal(p.detach(), before[n]) for n, p in trainer.model.named_parameters())
