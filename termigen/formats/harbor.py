"""Harbor 2.0 layout: task.toml (schema 1.4), instruction.md, environment/, tests/, solution/.

The verifier runs in a separate container (`environment_mode = "separate"`) that receives only the declared
artifacts (the task's outputs): whatever else the agent changed, planted or broke cannot reach the tests.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import tomli_w
from pydantic import ValidationError

from termigen import DATASET_NAME, __version__
from termigen.errors import TaskFormatError
from termigen.formats.files import ROOTFS, SETUP, dockerfile, read_environment, read_tree, sync_tree
from termigen.formats.verifier_scripts import GUARD_CONFTEST, GUARD_PY, HARBOR_TEST_SH, HARBOR_TEST_SH_V2, PYTEST_INI
from termigen.task import RESERVED_TEST_FILES, Decoy, Resources, Task, Timeouts

GENERATED_TEST_FILES = RESERVED_TEST_FILES  # written by the layout, not read back as the task's own
ORG = "termigen"


def task_toml(task: Task) -> dict:
    return {
        "schema_version": "1.4",
        "task": {
            "name": f"{ORG}/{task.id}",
            "description": task.instruction.strip().splitlines()[0].lstrip("# ").strip()[:200],
            "keywords": [task.category, task.family, *task.tags],
        },
        "metadata": {
            "author_name": "TermiGen",
            "category": task.category,
            "difficulty": task.difficulty.value,
            "tags": task.tags,
            "family": task.family,
            "seed": task.seed,
            "tools": task.tools,
            "expert_time_estimate_min": task.expert_time_min,
            "junior_time_estimate_min": task.junior_time_min,
            "termigen_version": __version__,
            "dataset": DATASET_NAME,
            "content_hash": task.content_hash(),
            "decoys": [{"name": d.name, "description": d.description} for d in task.decoys],
            # Written only where set, so tasks made before these fields keep their bytes.
            **({"verifier": task.verifier} if task.verifier != 1 else {}),
            **({"components": task.components} if task.components else {}),
        },
        "verifier": {"timeout_sec": task.timeouts.verifier_sec, "environment_mode": "separate"},
        "agent": {"timeout_sec": task.timeouts.agent_sec, **({"user": task.agent_user} if task.agent_user else {})},
        "environment": {
            "build_timeout_sec": task.timeouts.build_sec,
            "cpus": task.resources.cpus,
            "memory_mb": task.resources.memory_mb,
            "storage_mb": task.resources.storage_mb,
        },
        "artifacts": list(task.outputs),
    }


def harbor_files(task: Task) -> dict[str, tuple[bytes, int]]:
    """The task's Harbor folder as relative path -> (bytes, mode)."""
    out: dict[str, tuple[bytes, int]] = {}

    def put(rel: str, data: str | bytes, mode: int = 0o644) -> None:
        out[rel] = (data.encode() if isinstance(data, str) else data, mode)

    put("task.toml", tomli_w.dumps(task_toml(task)))
    put("instruction.md", task.instruction)
    put("environment/Dockerfile", dockerfile(task.environment))
    for rel, f in task.environment.files.items():
        put(f"environment/{ROOTFS}/{rel.lstrip('/')}", f.bytes(), f.mode)
    if task.environment.setup.strip():
        put(f"environment/{SETUP}", task.environment.setup)
    for rel, f in task.tests.items():
        put(f"tests/{rel.lstrip('/')}", f.bytes(), f.mode)
    if task.verifier == 2:
        put("tests/test.sh", HARBOR_TEST_SH_V2, 0o755)
        put("tests/conftest.py", GUARD_CONFTEST)
        put("tests/tg_guard.py", GUARD_PY)
    else:
        put("tests/test.sh", HARBOR_TEST_SH, 0o755)
    put("tests/pytest.ini", PYTEST_INI)
    put("solution/solve.sh", task.solution, 0o755)
    for decoy in task.decoys:
        put(f"solution/decoys/{decoy.name}.sh", decoy.script, 0o755)
    return out


def write_harbor(task: Task, root: Path) -> Path:
    """Write the task to root/<id>/ (rewriting only files that changed, removing others) and return that folder."""
    d = root / task.id
    sync_tree(d, harbor_files(task))
    return d


def _need(path: Path) -> str:
    if not path.is_file():
        raise TaskFormatError(path, "missing file")
    return path.read_text()


def read_harbor(d: Path) -> Task:
    """Read a folder written by write_harbor back into the Task it came from. Errors name file and field."""
    toml_path = d / "task.toml"
    try:
        cfg = tomllib.loads(_need(toml_path))
    except tomllib.TOMLDecodeError as e:
        raise TaskFormatError(toml_path, f"not valid TOML: {e}") from None
    meta = cfg.get("metadata", {})
    for key in ("category", "difficulty", "family", "seed", "decoys"):
        if key not in meta:
            raise TaskFormatError(toml_path, f"[metadata].{key} is missing")
    name = cfg.get("task", {}).get("name", "")
    if not name.startswith(f"{ORG}/"):
        raise TaskFormatError(toml_path, f"[task].name must be '{ORG}/<task id>', got {name!r}")
    decoys = []
    for entry in meta["decoys"]:
        script = _need(d / "solution" / "decoys" / f"{entry['name']}.sh")
        decoys.append(Decoy(name=entry["name"], description=entry["description"], script=script))
    tests = {k: v for k, v in read_tree(d / "tests").items() if k not in GENERATED_TEST_FILES}
    env_cfg = cfg.get("environment", {})
    try:
        return Task(
            id=name.split("/", 1)[1],
            family=meta["family"],
            category=meta["category"],
            difficulty=meta["difficulty"],
            seed=meta["seed"],
            instruction=_need(d / "instruction.md"),
            environment=read_environment(d / "environment" / "Dockerfile", d / "environment"),
            solution=_need(d / "solution" / "solve.sh"),
            tests=tests,
            decoys=decoys,
            outputs=cfg.get("artifacts", []),
            tags=meta.get("tags", []),
            tools=meta.get("tools", []),
            timeouts=Timeouts(
                agent_sec=cfg.get("agent", {}).get("timeout_sec", Timeouts().agent_sec),
                verifier_sec=cfg.get("verifier", {}).get("timeout_sec", Timeouts().verifier_sec),
                build_sec=env_cfg.get("build_timeout_sec", Timeouts().build_sec),
            ),
            resources=Resources(
                **{k: env_cfg[k] for k in ("cpus", "memory_mb", "storage_mb") if k in env_cfg}
            ),
            expert_time_min=meta.get("expert_time_estimate_min", 10),
            junior_time_min=meta.get("junior_time_estimate_min", 30),
            verifier=meta.get("verifier", 1),
            agent_user=cfg.get("agent", {}).get("user"),
            components=meta.get("components", []),
        )
    except ValidationError as e:
        raise TaskFormatError(d, f"invalid task: {e}") from None
