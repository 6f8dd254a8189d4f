"""room_allocator: determinism, composition, and the ground truth checked without containers (the oracle and every
decoy program, extracted from their scripts, run as real processes on the hidden cases the tests embed)."""

from __future__ import annotations

import hashlib
import random
import subprocess
import sys
from collections import Counter

import pytest

from termigen import diversity as D
from termigen.families import LEVELS, get_family
from termigen.families.algorithms import room_allocator as ra

FAM = get_family("room_allocator")
OFFSET, COUNT = 500, 10  # dataset.yaml


def _consts(task) -> dict:
    ns: dict = {}
    src = task.tests["test_outputs.py"].content
    exec(compile(src.replace("import tg_guard\n", ""), "test_outputs", "exec"), ns)
    return ns


def _run(program: str, text: str, tmp_path, timeout: float = 120) -> str:
    path = tmp_path / "allocator.py"
    path.write_text(program)
    p = subprocess.run([sys.executable, str(path)], input=text, capture_output=True, text=True, timeout=timeout)
    return p.stdout if p.returncode == 0 else f"exit {p.returncode}"


def _passes(ns: dict, case: dict, out: str) -> bool:
    if ns["CANONICAL"]:
        return ns["_lines"](out) == ns["_lines"](case["want"])
    return not ns["judge"](case["check"], out)


def test_same_seed_same_bytes():
    for level in LEVELS:
        assert FAM.generate(7, level).content_hash() == FAM.generate(7, level).content_hash()
    assert FAM.generate(7, "hard").content_hash() != FAM.generate(8, "hard").content_hash()


def test_draws_compose_their_share_and_reach_every_component():
    seen = Counter()
    for level in LEVELS:
        cfg = FAM.levels[level]
        for seed in range(80):
            prog, comps = ra._draw(random.Random(f"room_allocator/{level}/{seed}"), cfg)
            assert cfg.components[0] <= len(comps) <= cfg.components[1], (level, seed, comps)
            assert comps[0] in ra.FORMATS and comps[1] in ra.CORES
            for a in comps:
                assert not set(ra._component(a, prog).excludes) & set(comps), comps
            seen.update(comps)
    assert set(seen) == set(ra.PIECES), f"never drawn: {sorted(set(ra.PIECES) - set(seen))}"


def test_committed_seeds_are_distinct_problems():
    """dataset.yaml: seeds 500..509 per level; termigen diversity's own measure on the oracles."""
    for level in LEVELS:
        tasks = [FAM.generate(OFFSET + i, level) for i in range(COUNT)]
        drawn = [tuple(t.components) for t in tasks]
        assert len(set(drawn)) >= 9, f"{level}: {len(set(drawn))} distinct component sets of {len(drawn)}"
        assert len(D.repeats(tasks)) <= 1, f"{level}: repeats {D.repeats(tasks)}"


def test_oracles_differ_with_their_components():
    a, b = FAM.generate(0, "hard"), FAM.generate(1, "hard")
    assert a.components != b.components
    pa, pb = ra._program_of(a.solution), ra._program_of(b.solution)
    assert set(pa.splitlines()) ^ set(pb.splitlines()), "two component sets, one allocator"


@pytest.mark.parametrize("level, seed", [("easy", 500), ("easy", 503), ("medium", 501), ("medium", 506),
                                         ("hard", 500), ("hard", 503), ("hard", 507)])
def test_truth_oracle_and_decoys_as_processes(tmp_path, level, seed):
    task = FAM.generate(seed, level)
    ns = _consts(task)
    oracle = ra._program_of(task.solution)
    for name, case in ns["CASES"].items():
        assert _passes(ns, case, _run(oracle, case["input"], tmp_path)), name
    assert len(task.decoys) >= 3
    for d in task.decoys:
        if d.name == "big_quadratic":
            continue
        prog = ra._program_of(d.script)
        assert prog.strip(), d.name
        assert any(not _passes(ns, c, _run(prog, c["input"], tmp_path)) for c in ns["CASES"].values()), \
            f"{d.name} passes"


def test_every_core_is_checked_and_the_checker_refuses_forgeries():
    for core in ("kmax", "weighted"):
        task = next(t for t in (FAM.generate(s, "medium") for s in range(60)) if t.components[1] == core)
        ns = _consts(task)
        assert not ns["CANONICAL"]
        case = next(iter(ns["CASES"].values()))
        want = case["want"]
        assert not ns["judge"](case["check"], want)
        head, *rest = want.strip().splitlines()
        label, best = head.split()
        assert ns["judge"](case["check"], f"{label} {int(best) + 5}\n" + "\n".join(rest))  # a better claim
        assert ns["judge"](case["check"], head + "\n")  # the right value, no plan
        every = list(case["check"]["bookings"])
        assert ns["judge"](case["check"], head + "\n" + "\n".join(f"{i} 1" for i in every))  # clashes
    task = next(t for t in (FAM.generate(s, "easy") for s in range(60)) if t.components[1] in ra.CANONICAL)
    assert _consts(task)["CANONICAL"]


def test_big_schedule_is_rebuilt_by_the_tests_exactly():
    task = next(t for t in (FAM.generate(s, "medium") for s in range(40)) if "big" in t.components)
    ns = _consts(task)
    text = ns["render"](ns["BIG_FMT"], ns["make_case"](*ns["BIG_ARGS"]), ns["BIG_ATTRS"])
    assert text == ra._NS["render"](ns["BIG_FMT"], ra._NS["make_case"](*ns["BIG_ARGS"]), ns["BIG_ATTRS"])
    assert text.count("\n") >= ra.BIG_N and ns["LIMIT_S"] == ra.BIG_LIMIT_S
    out = ra._run(ra._program_of(task.solution), text)
    lines = [" ".join(x.split()) for x in out.strip().splitlines()]
    assert lines[0] == ns["BIG_HEAD"] and int(lines[0].split()[1]) > 1000  # thousands of rooms open at once
    assert hashlib.sha256("\n".join(lines).encode()).hexdigest() == ns["BIG_SHA"]
    assert "big_quadratic" in {d.name for d in task.decoys}
    assert f"{ra.BIG_N:,}" in task.instruction and f"{ra.BIG_LIMIT_S} seconds" in task.instruction


def test_hard_states_the_goal_and_keeps_the_rules_in_docs():
    for seed in range(500, 504):
        hard, easy = FAM.generate(seed, "hard"), FAM.generate(seed, "easy")
        doc = hard.environment.files["/app/docs/booking-policy.md"].content
        assert "## Rules" in doc and "## Rules" not in hard.instruction and "/app/docs/booking-policy.md" in \
            hard.instruction
        assert "hint:" in easy.instruction and "hint:" not in hard.instruction and "hint:" not in doc
        medium = FAM.generate(seed, "medium")
        assert "hint:" not in medium.instruction and "/app/docs" not in medium.instruction
