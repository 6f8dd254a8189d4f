"""route_planner: determinism, composition, and the ground truth checked without containers (the oracle and every
decoy program, extracted from their scripts, run as real processes on the hidden cases the tests embed)."""

from __future__ import annotations

import random
import subprocess
import sys
from collections import Counter

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.algorithms import route_planner as rp

FAM = get_family("route_planner")


def _consts(task) -> dict:
    ns: dict = {}
    src = task.tests["test_outputs.py"].content
    exec(compile(src.replace("import tg_guard\n", ""), "test_outputs", "exec"), ns)
    return ns


def _run(program: str, text: str, tmp_path) -> str:
    path = tmp_path / "planner.py"
    path.write_text(program)
    p = subprocess.run([sys.executable, str(path)], input=text, capture_output=True, text=True, timeout=120)
    return p.stdout if p.returncode == 0 else f"exit {p.returncode}"


def test_same_seed_same_bytes():
    for level in LEVELS:
        assert FAM.generate(7, level).content_hash() == FAM.generate(7, level).content_hash()
    assert FAM.generate(7, "hard").content_hash() != FAM.generate(8, "hard").content_hash()


def test_draws_compose_their_share_and_reach_every_component():
    seen = Counter()
    for level in LEVELS:
        cfg = FAM.levels[level]
        for seed in range(60):
            prog, comps = rp._draw(random.Random(f"route_planner/{level}/{seed}"), cfg)
            assert cfg.components[0] <= len(comps) <= cfg.components[1], (level, seed, comps)
            assert comps[0] in rp.FORMATS and comps[1] in rp.OBJECTIVES
            assert not cfg.stateful or set(comps) & set(rp.STATEFUL), comps
            assert "no_uturn" not in comps or {"waypoint", "fuel"} & set(comps), comps
            for a in comps:
                assert not set(rp._component(a, {"prog": prog, "lits": {}}).excludes) & set(comps), comps
            seen.update(comps)
    assert set(seen) == set(rp.PIECES), f"never drawn: {sorted(set(rp.PIECES) - set(seen))}"


def test_committed_seeds_are_distinct_problems():
    """dataset.yaml: seeds 0..9 per level. Distinct component sets: >= 8 of 10, >= 4 in every 5 consecutive."""
    for level in LEVELS:
        drawn = [tuple(FAM.generate(seed, level).components) for seed in range(10)]
        assert len(set(drawn)) >= 8, f"{level}: {len(set(drawn))} distinct of {len(drawn)}"
        for i in range(len(drawn) - 4):
            assert len(set(drawn[i:i + 5])) >= 4, f"{level}: seeds {i}..{i + 4} repeat a problem"


def test_oracles_differ_with_their_components():
    a, b = FAM.generate(0, "hard"), FAM.generate(1, "hard")
    assert a.components != b.components
    pa, pb = rp._program_of(a.solution), rp._program_of(b.solution)
    assert set(pa.splitlines()) ^ set(pb.splitlines()), "two component sets, one planner"


@pytest.mark.parametrize("level, seed", [("easy", 3), ("medium", 1), ("medium", 6), ("hard", 4), ("hard", 8)])
def test_truth_oracle_and_decoys_as_processes(tmp_path, level, seed):
    task = FAM.generate(seed, level)
    cases = _consts(task)["CASES"]
    oracle = rp._program_of(task.solution)
    for name, (text, want) in cases.items():
        assert _run(oracle, text, tmp_path) == want, name
    for d in task.decoys:
        if d.name == "big_quadratic":
            continue
        prog = rp._program_of(d.script)
        assert prog.strip(), d.name
        assert any(_run(prog, text, tmp_path) != want for text, want in cases.values()), f"{d.name} passes"


def test_big_network_is_rebuilt_by_the_tests_exactly():
    task = next(t for t in (FAM.generate(s, "medium") for s in range(40)) if "big" in t.components)
    ns = _consts(task)
    text = ns["big_input"](*ns["BIG_ARGS"])
    assert text == rp._NS["big_input"](*ns["BIG_ARGS"])
    assert text.count("\n") > rp.BIG_M and ns["LIMIT_S"] == rp.BIG_LIMIT_S
    assert "big_quadratic" in {d.name for d in task.decoys}
    assert f"{rp.BIG_N:,} junctions" in task.instruction


def test_hard_states_the_goal_and_keeps_the_rules_in_docs():
    for seed in range(4):
        hard, easy = FAM.generate(seed, "hard"), FAM.generate(seed, "easy")
        doc = hard.environment.files["/app/docs/dispatch-rules.md"].content
        for n in hard.components[1:]:
            rule = rp.PIECES[n].get("rule", "")[:40]
            assert rule[1:] in doc and rule[1:] not in hard.instruction, n
        assert "hint:" in easy.instruction and "hint:" not in hard.instruction
