"""The Task model: the one source of truth from which both layouts (Harbor 2.0, Terminal-Bench 1.0) are written.

Harbor's own pydantic `TaskConfig` models task.toml; we do not re-model it. This model holds what a layout
cannot: the environment's files as data, the oracle, the hidden tests, the decoys, and the family's labels.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
from enum import Enum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

CATEGORIES = (
    "build",
    "sysadmin",
    "security",
    "data",
    "ml",
    "algorithms",
    "software",
    "science",
    "interactive",
    "distributed",
    "formal",
)
CATEGORY_TITLES = {
    "build": "Software build and compilation",
    "sysadmin": "System administration and DevOps",
    "security": "Security, forensics and reverse engineering",
    "data": "Data processing and ETL",
    "ml": "Machine learning and MLOps",
    "algorithms": "Algorithms and logic",
    "software": "Software development, porting and bug fixing",
    "science": "Scientific computing",
    "interactive": "Interactive environments",
    "distributed": "Distributed and parallel computing",
    "formal": "Formal verification and graphics",
}

# Written by the layouts themselves (the verifier scripts and the guard): never a task's own test file.
RESERVED_TEST_FILES = ("test.sh", "pytest.ini", "conftest.py", "tg_guard.py")
_ID_RE = re.compile(r"^[a-z0-9][a-z0-9-]{2,80}$")
_ABS_PATH_RE = re.compile(r"^/(?!.*(?:^|/)\.\.(?:/|$))[^\0]+$")


class Difficulty(str, Enum):
    easy = "easy"
    medium = "medium"
    hard = "hard"


class File(BaseModel):
    """A file's bytes and mode. Text is stored as text so task folders stay diffable."""

    model_config = ConfigDict(frozen=True)
    content: str
    encoding: Literal["utf-8", "base64"] = "utf-8"
    mode: int = 0o644

    @classmethod
    def of(cls, data: str | bytes, mode: int = 0o644) -> "File":
        if isinstance(data, str):
            return cls(content=data, mode=mode)
        try:
            return cls(content=data.decode("utf-8"), mode=mode)
        except UnicodeDecodeError:
            return cls(content=base64.b64encode(data).decode("ascii"), encoding="base64", mode=mode)

    def bytes(self) -> bytes:
        return base64.b64decode(self.content) if self.encoding == "base64" else self.content.encode("utf-8")


def _check_abs_paths(files: dict[str, File], what: str) -> dict[str, File]:
    for p in files:
        if not _ABS_PATH_RE.match(p) or p.endswith("/"):
            raise ValueError(f"{what} path {p!r} must be an absolute file path inside the container")
    return files


class Environment(BaseModel):
    """What the agent's container holds: a shared base image, the task's files, offline setup commands."""

    base_image: str = Field(description="A TermiGen base image, e.g. termigen/core:1")
    files: dict[str, File] = Field(default_factory=dict, description="absolute container path -> file")
    setup: str = Field(default="", description="bash script run once at image build, offline")
    workdir: str = "/app"
    env: dict[str, str] = Field(default_factory=dict)

    @field_validator("files")
    @classmethod
    def _abs(cls, v):
        return _check_abs_paths(v, "environment file")


class Decoy(BaseModel):
    """A plausible wrong solution. The task's tests must score it 0; that is how we know they bite."""

    name: str = Field(pattern=r"^[a-z0-9][a-z0-9_-]*$")
    description: str
    script: str


class Timeouts(BaseModel):
    agent_sec: float = 900.0
    verifier_sec: float = 120.0
    build_sec: float = 600.0


class Resources(BaseModel):
    cpus: float = 1.0
    memory_mb: int = 2048
    storage_mb: int = 4096


class Task(BaseModel):
    """One task environment. Pure data: a family builds it, the formats write it, verify proves it."""

    id: str
    family: str
    category: str
    difficulty: Difficulty
    seed: int
    instruction: str
    environment: Environment
    solution: str = Field(description="oracle solve.sh: solves the task offline from the initial state")
    tests: dict[str, File] = Field(description="files under tests/: test_outputs.py and any hidden data")
    decoys: list[Decoy] = Field(min_length=1)
    outputs: list[str] = Field(
        min_length=1,
        description="container paths (files or folders) that carry the agent's work to a separate verifier",
    )
    tags: list[str] = Field(default_factory=list)
    tools: list[str] = Field(default_factory=list, description="command-line tools the oracle uses")
    timeouts: Timeouts = Field(default_factory=Timeouts)
    resources: Resources = Field(default_factory=Resources)
    expert_time_min: int = 10
    junior_time_min: int = 30
    # Added with the family kit; left out of the content hash at their defaults, so tasks made before them keep
    # their hashes (and their verification records).
    verifier: Literal[1, 2] = Field(
        default=1, description="1: the first verifier scripts; 2: the guarded verifier (termigen.formats.tg_guard)"
    )
    agent_user: str | None = Field(default=None, description="user the agent runs as (Harbor's [agent] user)")
    components: list[str] = Field(default_factory=list, description="the family components this instance composes")

    @field_validator("id")
    @classmethod
    def _id(cls, v):
        if not _ID_RE.match(v):
            raise ValueError(f"task id {v!r} must be lowercase letters, digits and '-' (3-81 chars)")
        return v

    @field_validator("category")
    @classmethod
    def _category(cls, v):
        if v not in CATEGORIES:
            raise ValueError(f"unknown category {v!r}; valid: {', '.join(CATEGORIES)}")
        return v

    @field_validator("tests")
    @classmethod
    def _tests(cls, v):
        if "test_outputs.py" not in v:
            raise ValueError("tests must contain test_outputs.py")
        for name in v:
            if name.startswith("/") or ".." in name.split("/") or name in RESERVED_TEST_FILES:
                raise ValueError(f"test file name {name!r} must be a relative path other than {RESERVED_TEST_FILES}")
        return v

    @field_validator("outputs")
    @classmethod
    def _outputs(cls, v):
        for p in v:
            if not _ABS_PATH_RE.match(p):
                raise ValueError(f"output path {p!r} must be absolute")
        return v

    @model_validator(mode="after")
    def _unique_decoys(self):
        names = [d.name for d in self.decoys]
        if len(names) != len(set(names)):
            raise ValueError(f"decoy names must be unique, got {names}")
        return self

    def content_hash(self) -> str:
        """Hash of everything that decides the task's behaviour (not timeouts sized from measurement)."""
        d = self.model_dump(mode="json", exclude={"timeouts"})
        for key, default in _HASH_DEFAULTS.items():
            if d[key] == default:
                del d[key]
        blob = json.dumps(d, sort_keys=True, separators=(",", ":")).encode()
        return hashlib.sha256(blob).hexdigest()

    @property
    def image_tag(self) -> str:
        return f"termigen-task/{self.id}:{self.content_hash()[:12]}"


_HASH_DEFAULTS = {"verifier": 1, "agent_user": None, "components": []}


def task_id(family: str, level: str, seed: int) -> str:
    """Stable id from family + level + seed (the same triple always names the same task)."""
    return f"{family}-{level}-{seed:05d}".replace("_", "-")


def parse_task_id(tid: str) -> tuple[str, str, int] | None:
    """(family slug with dashes, level, seed) of an id `task_id` made; None for a name of another shape."""
    stem, _, seed = tid.rpartition("-")
    slug, _, level = stem.rpartition("-")
    return (slug, level, int(seed)) if slug and level and seed.isdigit() else None
