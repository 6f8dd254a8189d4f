"""Foreign tasks into one neutral model, whatever their layout.

Harbor 2.0: task.toml (read with Harbor's own `TaskConfig` where it validates; the raw TOML otherwise, and the
rejection is a finding), instruction.md, environment/ (the build context), tests/test.sh, solution/solve.sh.
Terminal-Bench 1.0: task.yaml, Dockerfile (the task folder is the build context), run-tests.sh, tests/,
solution.sh. A TB1 task is *staged*: a temporary folder in Harbor's shape whose tests/test.sh runs run-tests.sh
the way tb does (TEST_DIR=/tests, in the agent's own container) and turns pytest's `-rA` summary into a reward,
so both layouts go through the same trial code.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import tomllib
import warnings
import zipfile
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

import yaml

AUDIT_VERSION = "1"


@dataclass
class ForeignTask:
    path: Path                      # the folder as given (or as unpacked from a zip)
    kind: str                       # "harbor" | "tb1"
    task_id: str
    source: str                     # what the user passed (folder or zip) for the report
    digest: str = ""                # sha256 of the folder's paths, modes and bytes (+ the audit version)
    instruction: str = ""
    context: Path | None = None     # build context (holds the Dockerfile); None when there is none
    dockerfile: Path | None = None
    prebuilt_image: str | None = None  # Harbor [environment].docker_image
    tests_dir: Path | None = None   # host folder copied to /tests; holds test.sh (staged for TB1)
    solution_dir: Path | None = None  # host folder copied to /solution; holds solve.sh (staged for TB1)
    separate: bool = False          # tests run in a fresh container that receives only the artifacts
    artifacts: list[str] = field(default_factory=list)
    metadata: dict = field(default_factory=dict)
    difficulty: str | None = None
    category: str | None = None
    agent_timeout: float | None = None
    verifier_timeout: float | None = None
    build_timeout: float | None = None
    cpus: float = 1.0
    memory_mb: int = 2048
    agent_user: str | None = None
    network_mode: str | None = None  # what the task declares ("public", "no-network", "allowlist"); None: unset
    solution_env: dict = field(default_factory=dict)
    config_errors: list[str] = field(default_factory=list)  # schema rejections, unreadable files
    load_error: str = ""            # the task could not be read at all

    @property
    def has_solution(self) -> bool:
        return self.solution_dir is not None and (self.solution_dir / "solve.sh").is_file()

    @property
    def has_tests(self) -> bool:
        return self.tests_dir is not None and (self.tests_dir / "test.sh").is_file()

    @property
    def image_tag(self) -> str:
        slug = re.sub(r"[^a-z0-9_.-]+", "-", self.task_id.lower()).strip("-.")[:100] or "task"
        return f"termigen-audit/{slug}:{self.digest[:12]}"


def folder_digest(d: Path) -> str:
    """sha256 of every path, mode and byte under d (links by target), plus the audit version: a record follows
    the task's content, not its name or location."""
    h = hashlib.sha256(f"audit:{AUDIT_VERSION}\0".encode())
    for p in sorted(d.rglob("*")):
        rel = p.relative_to(d).as_posix()
        if p.is_symlink():
            h.update(f"L\0{rel}\0{os.readlink(p)}\0".encode())
        elif p.is_file():
            h.update(f"F\0{rel}\0{p.stat().st_mode & 0o777:o}\0{p.stat().st_size}\0".encode())
            h.update(p.read_bytes())
        elif p.is_dir():
            h.update(f"D\0{rel}\0".encode())
    return h.hexdigest()


# ---- discovery -------------------------------------------------------------------------------------------------

def layout_of(d: Path) -> str | None:
    if (d / "task.toml").is_file():
        return "harbor"
    if (d / "task.yaml").is_file():
        return "tb1"
    return None


def unpack_zip(zpath: Path, dest: Path) -> Path:
    """Unpack a zip (modes kept, nothing outside dest) and return the folder."""
    out = dest / re.sub(r"[^A-Za-z0-9_.-]+", "_", zpath.stem)
    n = 1
    while out.exists():
        n += 1
        out = dest / f"{re.sub(r'[^A-Za-z0-9_.-]+', '_', zpath.stem)}-{n}"
    out.mkdir(parents=True)
    with zipfile.ZipFile(zpath) as z:
        for info in z.infolist():
            name = PurePosixPath(info.filename)
            if name.is_absolute() or ".." in name.parts or not name.parts:
                continue
            target = out.joinpath(*name.parts)
            if info.is_dir():
                target.mkdir(parents=True, exist_ok=True)
                continue
            mode = (info.external_attr >> 16) & 0o777
            if (info.external_attr >> 16) & 0o170000 == 0o120000:  # a symlink: not followed, not kept
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(z.read(info))
            os.chmod(target, mode or 0o644)
    return out


def discover(path: Path, tmp: Path, depth: int = 2) -> list[tuple[Path, str, str]]:
    """(folder, layout, source) for every task in `path`: a task folder, a folder of task folders (up to `depth`
    levels), or a zip of either."""
    path = Path(path)
    if path.is_file() and path.suffix == ".zip":
        root = unpack_zip(path, tmp)
        return [(d, k, str(path)) for d, k, _ in discover(root, tmp, depth)]
    if not path.is_dir():
        return []
    kind = layout_of(path)
    if kind:
        return [(path, kind, str(path))]
    if depth <= 0:
        return []
    found = []
    for child in sorted(path.iterdir()):
        if child.is_dir() or child.suffix == ".zip":
            found += discover(child, tmp, depth - 1)
    return found


# ---- Harbor ----------------------------------------------------------------------------------------------------

def _artifact_sources(items) -> list[str]:
    out = []
    for a in items or []:
        src = a.get("source") if isinstance(a, dict) else getattr(a, "source", a)
        if isinstance(src, str) and src.startswith("/"):
            out.append(src)
    return out


def load_harbor(d: Path, source: str) -> ForeignTask:
    t = ForeignTask(path=d, kind="harbor", task_id=d.name, source=source)
    text = (d / "task.toml").read_text(errors="replace")
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        t.load_error = f"task.toml is not valid TOML: {e}"
        return t
    cfg = None
    try:
        from harbor.models.task.config import TaskConfig

        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            cfg = TaskConfig.model_validate(raw)
    except ImportError:
        pass
    except Exception as e:  # pydantic's ValidationError
        t.config_errors.append(f"task.toml rejected by Harbor's TaskConfig: {str(e)[:500]}")
    name = (raw.get("task") or {}).get("name") or ""
    if name:
        t.task_id = name.split("/", 1)[-1]
    t.metadata = dict(raw.get("metadata") or {})
    t.difficulty = t.metadata.get("difficulty")
    t.category = t.metadata.get("category")
    agent, verifier, env = raw.get("agent") or {}, raw.get("verifier") or {}, raw.get("environment") or {}
    t.agent_timeout = agent.get("timeout_sec")
    t.verifier_timeout = verifier.get("timeout_sec")
    t.build_timeout = env.get("build_timeout_sec")
    t.agent_user = str(agent["user"]) if agent.get("user") is not None else None
    t.cpus = float(env.get("cpus") or 1.0)
    t.memory_mb = int(env.get("memory_mb") or 2048)
    t.prebuilt_image = env.get("docker_image")
    t.solution_env = dict((raw.get("solution") or {}).get("env") or {})
    t.artifacts = _artifact_sources(raw.get("artifacts"))
    if "allow_internet" in env:
        t.network_mode = "public" if env["allow_internet"] else "no-network"
    if "network_mode" in env:
        t.network_mode = str(env["network_mode"])
    if cfg is not None:
        from harbor.models.task.verifier_mode import resolve_task_verifier_mode

        t.separate = resolve_task_verifier_mode(cfg).value == "separate"
    else:
        t.separate = verifier.get("environment_mode") == "separate" or "environment" in verifier
    t.instruction = (d / "instruction.md").read_text(errors="replace") if (d / "instruction.md").is_file() else ""
    if (d / "environment" / "Dockerfile").is_file():
        t.context, t.dockerfile = d / "environment", d / "environment" / "Dockerfile"
    t.tests_dir = d / "tests" if (d / "tests").is_dir() else None
    t.solution_dir = d / "solution" if (d / "solution").is_dir() else None
    return t


# ---- Terminal-Bench 1.0 ----------------------------------------------------------------------------------------

# tb's harness copies tests/ and run-tests.sh to $TEST_DIR (/tests) in the agent's container and runs the script
# there; its pytest parser reads the `-rA` short summary. The reward here: at least one PASSED, no FAILED/ERROR.
TB1_TEST_SH = r"""#!/bin/bash
# TermiGen audit: Terminal-Bench 1.0's run-tests.sh, run as tb runs it; reward from pytest's -rA summary.
mkdir -p /logs/verifier
export TEST_DIR=/tests
cd /tests 2>/dev/null || cd /
bash /tests/run-tests.sh > /logs/verifier/tb1-output.txt 2>&1
cat /logs/verifier/tb1-output.txt
S=$(sed -n '/short test summary info/,$p' /logs/verifier/tb1-output.txt)
if printf '%s\n' "$S" | grep -Eq '^(FAILED|ERROR)( |$)' || ! printf '%s\n' "$S" | grep -Eq '^PASSED( |$)'; then
  echo 0 > /logs/verifier/reward.txt
else
  echo 1 > /logs/verifier/reward.txt
fi
exit 0
"""


def load_tb1(d: Path, source: str, stage_root: Path) -> ForeignTask:
    t = ForeignTask(path=d, kind="tb1", task_id=d.name, source=source)
    try:
        cfg = yaml.safe_load((d / "task.yaml").read_text(errors="replace")) or {}
        if not isinstance(cfg, dict):
            raise yaml.YAMLError("not a mapping")
    except yaml.YAMLError as e:
        t.load_error = f"task.yaml is not valid YAML: {e}"
        return t
    try:
        import os as _os

        _os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
        from terminal_bench.handlers.trial_handler import Task as TbTask

        TbTask.model_validate(cfg)
    except ImportError:
        pass
    except Exception as e:
        t.config_errors.append(f"task.yaml rejected by terminal-bench's Task model: {str(e)[:500]}")
    t.metadata = cfg
    t.instruction = str(cfg.get("instruction") or "")
    t.difficulty = cfg.get("difficulty")
    t.category = cfg.get("category")
    t.agent_timeout = cfg.get("max_agent_timeout_sec")
    t.verifier_timeout = cfg.get("max_test_timeout_sec")
    t.separate = False  # TB1 runs the tests in the agent's container
    if (d / "Dockerfile").is_file():
        t.context, t.dockerfile = d, d / "Dockerfile"
    stage = stage_root / f"{d.name}-{folder_digest(d)[:10]}"
    if stage.exists():
        shutil.rmtree(stage)
    if (d / "run-tests.sh").is_file():
        tests = stage / "tests"
        if (d / "tests").is_dir():
            shutil.copytree(d / "tests", tests, symlinks=True)
        tests.mkdir(parents=True, exist_ok=True)
        shutil.copy2(d / "run-tests.sh", tests / "run-tests.sh")
        (tests / "test.sh").write_text(TB1_TEST_SH)
        os.chmod(tests / "test.sh", 0o755)
        t.tests_dir = tests
    if (d / "solution.sh").is_file():
        (stage / "solution").mkdir(parents=True, exist_ok=True)
        shutil.copy2(d / "solution.sh", stage / "solution" / "solve.sh")
        t.solution_dir = stage / "solution"
    return t


def load(d: Path, kind: str, source: str, stage_root: Path) -> ForeignTask:
    try:
        t = load_harbor(d, source) if kind == "harbor" else load_tb1(d, source, stage_root)
    except OSError as e:
        t = ForeignTask(path=d, kind=kind, task_id=d.name, source=source, load_error=f"unreadable: {e}")
    t.digest = folder_digest(d)
    return t
