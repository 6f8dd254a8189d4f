"""GRPO rollouts on a Ray cluster's nodes (`rollout.environment: ray`), for real: a two-node cluster on this machine
(ray.cluster_utils: two raylets on loopback, one CPU each, both using this machine's Docker), the committed task
environments_harbor/order-revenue-easy-00000 and a tiny task whose agent user is `nobody`. Each node builds the
task image itself from the folder the driver ships; an episode's commands and tests run on its node."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import pytest
from termigen_train.grpo.env import EnvRuntime
from conftest import ORDER_TASK, USER_TASK, container_by_hostname
from termigen_train.grpo.tasks import TaskCatalog

pytestmark = [pytest.mark.docker, pytest.mark.timeout(900)]

ray = pytest.importorskip("ray")  # installed by setup_env.sh (requirements.txt): a skip fails under CI

TRAINING = Path(__file__).resolve().parents[1]
REPO = TRAINING.parent
TASK = ORDER_TASK
TASK_DIR = REPO / "environments_harbor" / TASK


@pytest.fixture(scope="module")
def cluster(docker_ready):
    from ray.cluster_utils import Cluster

    c = Cluster(initialize_head=True, head_node_args={"num_cpus": 1, "include_dashboard": False})
    c.add_node(num_cpus=1)
    c.wait_for_nodes()
    yield c
    ray.shutdown()
    c.shutdown()


def _episodes(path: Path) -> dict[int, dict]:
    return {e["episode"]: e for e in map(json.loads, path.read_text().splitlines())}


def test_rollouts_spread_over_two_nodes_score_as_locally(cluster, rollout_tasks_root, tmp_path):
    from termigen.dockerutil import client
    from termigen_train.grpo.ray_pool import RayPool

    pool = RayPool(cluster.address)
    assert len(pool.hosts) == 2
    rt = EnvRuntime(TaskCatalog.from_dirs([rollout_tasks_root], command_timeout_sec=5), pool=pool, log_dir=tmp_path,
                    verify_workers=4)
    containers = []
    try:
        envs = [rt.factory()() for _ in range(4)]
        for env, tid in zip(envs, (TASK, TASK, USER_TASK, TASK)):
            env.reset(task_id=tid)
        solve, decoy, user, solve2 = envs

        async def act():
            first = await asyncio.gather(solve.bash("pwd && hostname"), decoy.bash("hostname"),
                                         user.bash("id -un && hostname"), solve2.bash("hostname"))
            work = await asyncio.gather(solve.bash((TASK_DIR / "solution" / "solve.sh").read_text()),
                                        decoy.bash((TASK_DIR / "solution" / "decoys" / "csv_only.sh").read_text()),
                                        user.bash("sleep 30"),
                                        solve2.bash((TASK_DIR / "solution" / "solve.sh").read_text()))
            after = await solve.bash("ls /app/out; echo oops >&2; false")
            return first, work, after

        first, work, after = asyncio.run(act())
        assert first[0].startswith("/app\n") and first[0].endswith("[exit code 0]")
        assert first[2].startswith("nobody\n")  # the task's agent user, as locally
        nodes = set()
        for obs, env in zip(first, envs):
            ctr = container_by_hostname(obs.splitlines()[-2])  # the hostname: a container of this machine's Docker
            containers.append(ctr.id)
            assert ctr.labels.get("termigen.pool") == "ray" and ctr.labels.get("termigen.role") == "grpo"
            assert env._episode.environment == "ray" and env._episode.sandbox.endswith(ctr.id[:12])
            nodes.add(env._episode.sandbox.split("/")[0])
        assert len(nodes) == 2, "episodes ran on both nodes"
        assert work[0].endswith("[exit code 0]") and work[1].endswith("[exit code 0]")
        assert work[2].startswith("(no output)\n[command timed out after 5s")  # the timeout holds on a node
        assert "revenue_by_territory.csv\nsummary.json\n" in after and "oops\n" in after
        assert after.endswith("[exit code 1]")
        # the rewards of a local run (test_grpo_harbor: oracle 5/5, csv_only 4/5, nothing done 0/3)
        assert [e.get_reward() for e in envs] == [1.0, 0.8, 0.0, 1.0]
        assert pool.started == 8  # agent + verifier per episode
    finally:
        rt.close()
    eps = _episodes(tmp_path / "episodes.rank0.jsonl")
    assert [(eps[i]["task_id"], eps[i]["tests_passed"], eps[i]["tests_total"], eps[i]["outcome"]) for i in (1, 2, 3, 4)] \
        == [(TASK, 5, 5, "ok"), (TASK, 4, 5, "ok"), (USER_TASK, 0, 3, "ok"), (TASK, 5, 5, "ok")]
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and any(c.labels.get("termigen.pool") == "ray"
                                              for c in client().containers.list(all=True)):
        time.sleep(1)
    left = [c.name for c in client().containers.list(all=True) if c.labels.get("termigen.pool") == "ray"]
    assert not left, f"sandboxes left after close: {left}"


def test_a_node_that_dies_ends_its_episodes_and_the_rest_go_on(cluster, rollout_tasks_root, tmp_path):
    """The sandbox host of one node dies mid-episode: that episode's terminal is gone (reward None, nothing
    hangs), the node takes no more episodes, and the next episode runs on the other node and scores."""
    from termigen.sandbox._cleanup import cleanup_stale
    from termigen_train.grpo.ray_pool import RayPool

    pool = RayPool(cluster.address)
    rt = EnvRuntime(TaskCatalog.from_dirs([rollout_tasks_root / TASK], command_timeout_sec=5), pool=pool, log_dir=tmp_path)
    try:
        env = rt.factory()()
        env.reset(task_id=TASK)
        first = asyncio.run(env.bash("echo up"))
        node = env._agent.result().node
        ray.kill(pool.hosts[node], no_restart=True)
        t0 = time.monotonic()
        second = asyncio.run(env.bash("echo again"))
        assert first == "up\n[exit code 0]"
        assert second.startswith("[the terminal is gone:") and time.monotonic() - t0 < 60, second
        assert env.get_reward() is None
        assert node in pool.dead

        env.reset(task_id=TASK)
        assert env._agent.result().node != node
        out = asyncio.run(env.bash((TASK_DIR / "solution" / "solve.sh").read_text()))
        assert out.endswith("[exit code 0]") and env.get_reward() == 1.0
    finally:
        rt.close()
        cleanup_stale()  # the killed host's containers (a sandbox carries its owner's pid)
    eps = _episodes(tmp_path / "episodes.rank0.jsonl")
    assert (eps[1]["outcome"], eps[1]["reward"]) == ("container_died", None)
    assert (eps[2]["outcome"], eps[2]["reward"]) == ("ok", 1.0)


def test_no_cluster_at_the_address_is_a_clear_error_within_seconds():
    from termigen_train.grpo.ray_pool import RayPool, RayUnavailable

    t0 = time.monotonic()
    with pytest.raises(RayUnavailable, match="no Ray cluster answers at '127.0.0.1:1'"):
        RayPool("127.0.0.1:1")
    assert time.monotonic() - t0 < 15


def test_recipe_options_for_the_ray_pool_are_checked(tmp_path):
    from termigen_train.config import RecipeError
    from termigen_train.grpo.run import build_pool

    base = {"_path": "r.yaml", "rollout": {"environment": "docker", "ray_address": "auto"}}
    with pytest.raises(RecipeError, match="ray_address applies to environment: ray only"):
        build_pool(base)
    with pytest.raises(RecipeError, match="environment_kwargs are Harbor's options"):
        build_pool({"_path": "r.yaml", "rollout": {"environment": "ray", "environment_kwargs": {"x": 1}}})
    with pytest.raises(RecipeError, match="applies to rollout.environment: local only"):
        build_pool({"_path": "r.yaml", "env": {"cpus": 2}, "rollout": {"environment": "ray"}})
