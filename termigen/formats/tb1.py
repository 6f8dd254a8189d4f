"""Terminal-Bench 1.0 layout: task.yaml, Dockerfile, docker-compose.yaml, run-tests.sh, tests/, solution.sh.

tb builds with the task folder as context, so a .dockerignore keeps tests, solution and decoys out of it, and
with no network (`build.network: none`): the task image must build offline from its shared base.
TB1 has no separate verifier: run-tests.sh defends itself (see verifier_scripts).
"""

from __future__ import annotations

from pathlib import Path

import yaml
from pydantic import ValidationError

from termigen import __version__
from termigen.errors import TaskFormatError
from termigen.formats.files import dockerfile, read_environment, read_tree, sync_tree
from termigen.formats.verifier_scripts import GUARD_CONFTEST, GUARD_PY, PYTEST_INI, TB1_RUN_TESTS_SH, TB1_RUN_TESTS_SH_V2
from termigen.task import RESERVED_TEST_FILES, Decoy, Resources, Task, Timeouts

ROOTFS = "environment/rootfs"
SETUP = "environment/setup.sh"
GENERATED_TEST_FILES = RESERVED_TEST_FILES  # written by the layout, not read back as the task's own

COMPOSE = """services:
  client:
    build:
      context: .
      dockerfile: Dockerfile
      network: none
    image: ${T_BENCH_TASK_DOCKER_CLIENT_IMAGE_NAME}
    container_name: ${T_BENCH_TASK_DOCKER_CLIENT_CONTAINER_NAME}
    command: [ "sh", "-c", "sleep infinity" ]
    environment:
      - TEST_DIR=${T_BENCH_TEST_DIR}
    volumes:
      - ${T_BENCH_TASK_LOGS_PATH}:${T_BENCH_CONTAINER_LOGS_PATH}
      - ${T_BENCH_TASK_AGENT_LOGS_PATH}:${T_BENCH_CONTAINER_AGENT_LOGS_PATH}
"""

DOCKERIGNORE = "tests\nsolution.sh\ndecoys\nrun-tests.sh\ntask.yaml\ndocker-compose.yaml\n"


class _Dumper(getattr(yaml, "CSafeDumper", yaml.SafeDumper)):  # libyaml's emitter when present: ~10x faster
    pass


def _str(dumper, s: str):
    style = "|" if "\n" in s else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", s, style=style)


_Dumper.add_representer(str, _str)


def task_yaml(task: Task) -> dict:
    return {
        "instruction": task.instruction,
        "author_name": "TermiGen",
        "author_email": "unknown",
        "difficulty": task.difficulty.value,
        "category": task.category,
        "tags": [task.family, *task.tags],
        "parser_name": "pytest",
        "max_agent_timeout_sec": task.timeouts.agent_sec,
        "max_test_timeout_sec": task.timeouts.verifier_sec,
        "run_tests_in_same_shell": False,
        "expert_time_estimate_min": task.expert_time_min,
        "junior_time_estimate_min": task.junior_time_min,
        # Ignored by tb; what a lossless read-back needs.
        "termigen": {
            "id": task.id,
            "family": task.family,
            "seed": task.seed,
            "tags": task.tags,
            "tools": task.tools,
            "outputs": task.outputs,
            "build_timeout_sec": task.timeouts.build_sec,
            "resources": task.resources.model_dump(),
            "decoys": [{"name": d.name, "description": d.description} for d in task.decoys],
            "content_hash": task.content_hash(),
            "version": __version__,
            **({"verifier": task.verifier} if task.verifier != 1 else {}),
            **({"agent_user": task.agent_user} if task.agent_user else {}),
            **({"components": task.components} if task.components else {}),
        },
    }


def tb1_files(task: Task) -> dict[str, tuple[bytes, int]]:
    """The task's TB1 folder as relative path -> (bytes, mode): written to disk and zipped from the same dict."""
    out: dict[str, tuple[bytes, int]] = {}

    def put(rel: str, data: str | bytes, mode: int = 0o644) -> None:
        out[rel] = (data.encode() if isinstance(data, str) else data, mode)

    put("task.yaml", yaml.dump(task_yaml(task), Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=10_000))
    put("Dockerfile", dockerfile(task.environment, rootfs=ROOTFS, setup=SETUP))
    put(".dockerignore", DOCKERIGNORE)
    put("docker-compose.yaml", COMPOSE)
    for rel, f in task.environment.files.items():
        put(f"{ROOTFS}/{rel.lstrip('/')}", f.bytes(), f.mode)
    if task.environment.setup.strip():
        put(SETUP, task.environment.setup)
    put("run-tests.sh", TB1_RUN_TESTS_SH_V2 if task.verifier == 2 else TB1_RUN_TESTS_SH, 0o755)
    for rel, f in task.tests.items():
        put(f"tests/{rel.lstrip('/')}", f.bytes(), f.mode)
    put("tests/pytest.ini", PYTEST_INI)
    if task.verifier == 2:
        put("tests/conftest.py", GUARD_CONFTEST)
        put("tests/tg_guard.py", GUARD_PY)
    put("solution.sh", task.solution, 0o755)
    for decoy in task.decoys:
        put(f"decoys/{decoy.name}.sh", decoy.script, 0o755)
    return out


def write_tb1(task: Task, root: Path) -> Path:
    """Write the task to root/<id>/ (rewriting only files that changed, removing others) and return that folder."""
    d = root / task.id
    sync_tree(d, tb1_files(task))
    return d


def read_tb1(d: Path) -> Task:
    yaml_path = d / "task.yaml"
    if not yaml_path.is_file():
        raise TaskFormatError(yaml_path, "missing file")
    try:
        cfg = yaml.safe_load(yaml_path.read_text()) or {}
    except yaml.YAMLError as e:
        raise TaskFormatError(yaml_path, f"not valid YAML: {e}") from None
    tg = cfg.get("termigen")
    if not isinstance(tg, dict):
        raise TaskFormatError(yaml_path, "the 'termigen' mapping is missing (not a TermiGen task?)")
    for key in ("id", "family", "seed", "decoys", "outputs"):
        if key not in tg:
            raise TaskFormatError(yaml_path, f"termigen.{key} is missing")
    decoys = []
    for entry in tg["decoys"]:
        p = d / "decoys" / f"{entry['name']}.sh"
        if not p.is_file():
            raise TaskFormatError(p, "missing decoy script")
        decoys.append(Decoy(name=entry["name"], description=entry["description"], script=p.read_text()))
    sol = d / "solution.sh"
    if not sol.is_file():
        raise TaskFormatError(sol, "missing file")
    try:
        return Task(
            id=tg["id"],
            family=tg["family"],
            category=cfg.get("category"),
            difficulty=cfg.get("difficulty"),
            seed=tg["seed"],
            instruction=cfg.get("instruction", ""),
            environment=read_environment(d / "Dockerfile", d, rootfs=ROOTFS, setup=SETUP),
            solution=sol.read_text(),
            tests={k: v for k, v in read_tree(d / "tests").items() if k not in GENERATED_TEST_FILES},
            decoys=decoys,
            outputs=tg["outputs"],
            tags=tg.get("tags", []),
            tools=tg.get("tools", []),
            timeouts=Timeouts(
                agent_sec=cfg.get("max_agent_timeout_sec", Timeouts().agent_sec),
                verifier_sec=cfg.get("max_test_timeout_sec", Timeouts().verifier_sec),
                build_sec=tg.get("build_timeout_sec", Timeouts().build_sec),
            ),
            resources=Resources(**tg.get("resources", {})),
            expert_time_min=cfg.get("expert_time_estimate_min", 10),
            junior_time_min=cfg.get("junior_time_estimate_min", 30),
            verifier=tg.get("verifier", 1),
            agent_user=tg.get("agent_user"),
            components=tg.get("components", []),
        )
    except ValidationError as e:
        raise TaskFormatError(d, f"invalid task: {e}") from None
