"""Checks that need no container: files complete, both harnesses' schemas valid, no leaks, no network needed."""

from __future__ import annotations

import os
import re
from pathlib import Path

from termigen.errors import TaskFormatError
from termigen.formats.harbor import read_harbor
from termigen.formats.tb1 import DOCKERIGNORE, read_tb1

HARBOR_REQUIRED = ("task.toml", "instruction.md", "environment/Dockerfile", "tests/test.sh", "tests/test_outputs.py",
                   "solution/solve.sh")
TB1_REQUIRED = ("task.yaml", "Dockerfile", "docker-compose.yaml", "run-tests.sh", "tests/test_outputs.py", "solution.sh",
                ".dockerignore")
# A task image must build offline from a shared base: anything that fetches is a defect.
NETWORK_WORDS = re.compile(r"\b(apt-get|apt|pip3?|curl|wget|npm|git clone|cargo install|go get|uv (add|pip))\b")


def check_harbor_dir(d: Path) -> list[str]:
    problems = [f"{d.name}/{rel}: missing" for rel in HARBOR_REQUIRED if not (d / rel).is_file()]
    if problems:
        return problems
    try:
        task = read_harbor(d)
    except TaskFormatError as e:
        return [str(e)]
    try:  # Harbor's own model is the judge of task.toml, where Harbor is installed (not on the 3.11 core).
        from harbor.models.task.config import TaskConfig

        TaskConfig.model_validate_toml((d / "task.toml").read_text())
    except ImportError:
        pass
    except Exception as e:  # pydantic's ValidationError, TOML errors
        problems.append(f"{d.name}/task.toml: rejected by Harbor's TaskConfig: {e}")
    ctx = d / "environment"
    hidden = {p.read_bytes() for sub in ("tests", "solution") for p in (d / sub).rglob("*") if p.is_file()}
    for p in ctx.rglob("*"):
        if p.is_file() and p.read_bytes() in hidden and p.stat().st_size > 64:
            problems.append(f"{d.name}/{p.relative_to(d)}: same bytes as a file under tests/ or solution/ (leak)")
    dockerfile = (ctx / "Dockerfile").read_text()
    if ".." in dockerfile:
        problems.append(f"{d.name}/environment/Dockerfile: refers outside its build context")
    if NETWORK_WORDS.search(dockerfile) or NETWORK_WORDS.search(task.environment.setup):
        problems.append(f"{d.name}: the image build fetches from the network (Dockerfile or setup.sh)")
    for out in task.outputs:
        if out.startswith(("/tests", "/solution", "/logs")):
            problems.append(f"{d.name}/task.toml: artifact {out} lies in a harness-owned folder")
    return problems


def check_tb1_dir(d: Path) -> list[str]:
    problems = [f"{d.name}/{rel}: missing" for rel in TB1_REQUIRED if not (d / rel).is_file()]
    if problems:
        return problems
    try:
        read_tb1(d)
    except TaskFormatError as e:
        return [str(e)]
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # tb imports litellm, which would fetch online
    try:
        import yaml
        from terminal_bench.handlers.trial_handler import Task as TbTask

        TbTask.model_validate(yaml.safe_load((d / "task.yaml").read_text()))
    except ImportError:
        pass
    except Exception as e:
        problems.append(f"{d.name}/task.yaml: rejected by terminal-bench's Task model: {e}")
    ignored = set((d / ".dockerignore").read_text().split())
    for must in DOCKERIGNORE.split():
        if must not in ignored:
            problems.append(f"{d.name}/.dockerignore: {must} would enter the build context")
    return problems
