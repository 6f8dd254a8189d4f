"""A family: a seeded generator of tasks. Pure and deterministic: the same (seed, level) gives the same bytes."""

from __future__ import annotations

import pprint
import random
import textwrap
from abc import ABC, abstractmethod
from dataclasses import dataclass, field

from termigen.task import CATEGORIES, Decoy, Environment, File, Resources, Task, Timeouts, task_id

LEVELS = ("easy", "medium", "hard")


@dataclass
class Draft:
    """What a family's `make` returns; `Family.generate` adds identity and labels."""

    instruction: str
    environment: Environment
    solution: str
    tests: dict[str, File]
    decoys: list[Decoy]
    outputs: list[str]
    tools: list[str]
    tags: list[str] = field(default_factory=list)
    expert_time_min: int = 10
    junior_time_min: int = 30
    timeouts: Timeouts = field(default_factory=Timeouts)
    resources: Resources = field(default_factory=Resources)
    components: list[str] = field(default_factory=list)  # names of the components this instance composes
    agent_user: str | None = None  # run the agent unprivileged (the user must exist in the image)
    verifier: int = 1  # 2: the guarded verifier (kit families set it)


class Resample(Exception):
    """Raised by `make` when its draw is unusable (say, no constant to tune): `generate` then draws again from a
    rng derived from the same seed, so every seed still names one task and other seeds keep their bytes."""


RESAMPLE_TRIES = 8


class Family(ABC):
    """Subclass, set the class attributes, implement `make`, decorate with @register."""

    name: str
    category: str
    description: str
    base_image: str = "termigen/core:1"

    def generate(self, seed: int, level: str) -> Task:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; valid: {', '.join(LEVELS)}")
        # A string seed is hashed deterministically by random.Random (no PYTHONHASHSEED dependence).
        for attempt in range(RESAMPLE_TRIES):
            suffix = f"/retry{attempt}" if attempt else ""
            rng = random.Random(f"{self.name}/{level}/{seed}{suffix}")
            try:
                d = self.make(rng, level)
                break
            except Resample as e:
                last = e
        else:
            raise RuntimeError(f"{self.name}/{level}/seed {seed}: no usable draw in {RESAMPLE_TRIES} tries ({last})")
        return Task(
            id=task_id(self.name, level, seed),
            family=self.name,
            category=self.category,
            difficulty=level,
            seed=seed,
            instruction=d.instruction,
            environment=d.environment,
            solution=d.solution,
            tests=d.tests,
            decoys=d.decoys,
            outputs=d.outputs,
            tags=d.tags,
            tools=d.tools,
            timeouts=d.timeouts,
            resources=d.resources,
            expert_time_min=d.expert_time_min,
            junior_time_min=d.junior_time_min,
            components=d.components,
            agent_user=d.agent_user,
            verifier=d.verifier,
        )

    @abstractmethod
    def make(self, rng: random.Random, level: str) -> Draft: ...

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        if getattr(cls, "category", None) and cls.category not in CATEGORIES:
            raise TypeError(f"{cls.__name__}.category {cls.category!r} is not one of {CATEGORIES}")


def dedent(s: str) -> str:
    """Strip the common indent and the first newline of a triple-quoted block."""
    return textwrap.dedent(s).lstrip("\n")


def script(body: str) -> str:
    """A bash script with strict mode, for oracles and decoys."""
    return "#!/bin/bash\nset -euo pipefail\n" + dedent(body)


def pytest_file(imports: str, constants: dict, body: str) -> File:
    """test_outputs.py with the hidden ground truth embedded as Python literals (never read from the image)."""
    consts = "\n".join(f"{k} = {pprint.pformat(v, width=120, sort_dicts=True)}" for k, v in constants.items())
    return File.of(f"{imports.strip()}\n\n{consts}\n\n{dedent(body)}")
