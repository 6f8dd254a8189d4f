"""Shared fixtures: the tiny Qwen2-style model (built locally, no Hub), the tiny task and its image.

Docker tests skip when no engine or base image is there, unless TERMIGEN_TRAIN_REQUIRE_DOCKER=1 (run_tests.sh
sets it), in which case they fail: CI must not pass by skipping the container tests.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

TRAINING = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(TRAINING))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
os.environ.setdefault("HF_HUB_OFFLINE", "1")  # nothing here may reach the Hub
os.environ.setdefault("HF_DATASETS_OFFLINE", "1")

FIXTURES = Path(__file__).resolve().parent / "fixtures"
BASE_IMAGE = "termigen/core:1"


def _docker_problem() -> str | None:
    try:
        from termigen.dockerutil import client

        c = client()
    except Exception as e:  # noqa: BLE001
        return f"no Docker engine: {e}"
    try:
        c.api.inspect_image(BASE_IMAGE)
    except Exception:  # noqa: BLE001
        return f"base image {BASE_IMAGE} is missing (termigen images build core)"
    return None


@pytest.fixture(scope="session")
def docker_ready():
    problem = _docker_problem()
    if problem:
        if os.environ.get("TERMIGEN_TRAIN_REQUIRE_DOCKER") == "1":
            pytest.fail(problem)
        pytest.skip(problem)
    return True


@pytest.fixture(scope="session")
def tiny_model_dir(tmp_path_factory) -> Path:
    from termigen_train.tokenizer import build_tiny_qwen2

    return build_tiny_qwen2(tmp_path_factory.mktemp("tiny-qwen2"))


@pytest.fixture(scope="session")
def tiny_tasks_dir(tmp_path_factory, docker_ready) -> Path:
    from termigen_train.grpo.tasks import TaskCatalog
    from tiny_task import TASK_ID, write_tiny_task

    root = tmp_path_factory.mktemp("tasks")
    write_tiny_task(root)
    TaskCatalog.from_dirs([root]).ensure_image(TASK_ID)
    return root


@pytest.fixture(scope="session")
def heldout_tasks_dir(tmp_path_factory, docker_ready) -> Path:
    """A second tiny task of another family (tiny_hello): the held-out side of a split."""
    from termigen_train.grpo.tasks import TaskCatalog
    from tiny_task import HELDOUT_ID, HELDOUT_TESTS, write_tiny_task

    root = tmp_path_factory.mktemp("heldout")
    write_tiny_task(root, HELDOUT_ID, family="tiny_hello", tests=HELDOUT_TESTS)
    TaskCatalog.from_dirs([root]).ensure_image(HELDOUT_ID)
    return root


@pytest.fixture
def fixture_jsonl() -> Path:
    return FIXTURES / "trajectories.jsonl"


ORDER_TASK = "order-revenue-easy-00000"  # a committed task (FROM termigen/core:1, separate verifier, five tests)
USER_TASK = "tiny-user-easy-00000"  # a tiny task whose [agent] user is `nobody`


@pytest.fixture(scope="session")
def rollout_tasks_root(tmp_path_factory, docker_ready) -> Path:
    """The rollout tests' task set: the committed order-revenue task and the tiny `nobody` task."""
    from termigen.formats.harbor import write_harbor
    from tiny_task import tiny_task

    root = tmp_path_factory.mktemp("rollout-tasks")
    (root / ORDER_TASK).symlink_to(Path(__file__).resolve().parents[2] / "environments_harbor" / ORDER_TASK,
                                   target_is_directory=True)
    t = tiny_task(USER_TASK, family="tiny_user")
    t.agent_user = "nobody"
    write_harbor(t, root)
    return root


def container_by_hostname(hostname: str):
    """The running container whose hostname a command printed (where a rollout's command really ran)."""
    from termigen.dockerutil import client

    for c in client().containers.list():
        if c.attrs["Config"]["Hostname"] == hostname:
            return c
    raise AssertionError(f"no running container has hostname {hostname}")
