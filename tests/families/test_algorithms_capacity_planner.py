"""capacity_planner: determinism, composition, and the ground truth checked without containers (the oracle, every
decoy and the shipped legacy planner, extracted from their scripts, run as real processes on the hidden clusters
the tests embed, judged by the checker the tests embed)."""

from __future__ import annotations

import random
import subprocess
import sys
from collections import Counter

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.algorithms import capacity_planner as cp

FAM = get_family("capacity_planner")


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


def _misses(ns, program, tmp_path) -> list[str]:
    return [name for name, c in ns["CASES"].items()
            if ns["judge"](c["cluster"], ns["COMPONENTS"], _run(program, c["input"], tmp_path), c["best"],
                           c["canonical"])]


def test_same_seed_same_bytes():
    for level in LEVELS:
        assert FAM.generate(7, level).content_hash() == FAM.generate(7, level).content_hash()
    assert FAM.generate(7, "hard").content_hash() != FAM.generate(8, "hard").content_hash()


def test_draws_compose_their_share_and_reach_every_component():
    seen = Counter()
    for level in LEVELS:
        cfg = FAM.levels[level]
        for seed in range(80):
            try:
                prog, comps = cp._draw(random.Random(f"capacity_planner/{level}/{seed}"), cfg)
            except cp.Resample:
                continue
            assert cfg.components[0] <= len(comps) - 2 <= cfg.components[1], (level, seed, comps)
            assert comps[0] in cp.FORMATS and comps[1] in cp.OBJECTIVES
            assert not cfg.interacting or set(comps) & set(cp.INTERACTING), comps
            for a in comps:
                assert not set(cp._component(a, {"prog": prog}).excludes) & set(comps), comps
            seen.update(comps)
    assert set(seen) == set(cp.PIECES), f"never drawn: {sorted(set(cp.PIECES) - set(seen))}"


def test_committed_seeds_are_distinct_problems():
    """dataset.yaml: seeds 500..510 per level. Distinct component sets: >= 9 of 11, >= 4 in every 5 consecutive."""
    for level in LEVELS:
        drawn = [tuple(FAM.generate(seed, level).components) for seed in range(500, 511)]
        assert len(set(drawn)) >= 9, f"{level}: {len(set(drawn))} distinct of {len(drawn)}"
        for i in range(len(drawn) - 4):
            assert len(set(drawn[i:i + 5])) >= 4, f"{level}: seeds {500 + i}.. repeat a problem"


def test_oracles_differ_with_their_components():
    a, b = FAM.generate(500, "hard"), FAM.generate(501, "hard")
    assert a.components != b.components
    pa, pb = cp._program_of(a.solution), cp._program_of(b.solution)
    assert set(pa.splitlines()) ^ set(pb.splitlines()), "two component sets, one planner"


@pytest.mark.parametrize("level, seed", [("easy", 500), ("easy", 505), ("medium", 502), ("medium", 506),
                                         ("hard", 500), ("hard", 504), ("hard", 510)])
def test_truth_oracle_and_decoys_as_processes(tmp_path, level, seed):
    task = FAM.generate(seed, level)
    ns = _consts(task)
    assert not _misses(ns, cp._program_of(task.solution), tmp_path), "the oracle misses"
    names = {d.name for d in task.decoys}
    assert {"hardcoded", "greedy_first_fit"} <= names and len(names) >= 4
    for d in task.decoys:
        prog = cp._program_of(d.script)
        assert prog.strip(), d.name
        assert _misses(ns, prog, tmp_path), f"{d.name} passes"
    if level == "hard":  # the nop: the shipped greedy planner, written before two of the rules
        shipped = task.environment.files[ns["PROGRAM"]]
        assert shipped.mode == 0o755 and _misses(ns, shipped.content, tmp_path)
        assert "def go(" not in shipped.content, "the shipped planner must not hold the exact search"


def test_every_objective_has_an_infeasible_case_where_plans_can_fail():
    for seed in range(500, 506):
        ns = _consts(FAM.generate(seed, "medium"))
        bests = [c["best"] for c in ns["CASES"].values()]
        assert (None in bests) == (ns["COMPONENTS"][1] != "obj_value"), ns["COMPONENTS"]
        assert any(b is not None for b in bests)


def test_checker_catches_a_broken_rule():
    inst = {"hosts": [{"name": "h1", "cpu": 8, "zone": "a"}, {"name": "h2", "cpu": 8, "zone": "b"}],
            "workloads": [{"name": "api-1", "service": "api", "cpu": 3, "start": 0, "end": 2},
                          {"name": "api-2", "service": "api", "cpu": 3, "start": 2, "end": 4}],
            "rules": {}}
    judge = cp._NS["judge"]
    comps = ["fmt_json", "obj_hosts", "anti_affinity"]
    assert judge(inst, comps, "hosts 2\napi-1 h1\napi-2 h2\n", 2, None) == ""
    assert "two replicas" in judge(inst, comps, "hosts 1\napi-1 h1\napi-2 h1\n", 2, None)
    assert "says 1" in judge(inst, comps, "hosts 1\napi-1 h1\napi-2 h2\n", 2, None)
    assert judge(inst, ["fmt_json", "obj_peak", "windows"], "peak 3\napi-1 h1\napi-2 h1\n", 3, None) == ""
    assert "infeasible" in judge(inst, comps, "hosts 2\napi-1 h1\napi-2 h2\n", None, None)


def test_hard_states_the_goal_and_keeps_the_rules_in_docs():
    for seed in range(500, 504):
        hard, easy = FAM.generate(seed, "hard"), FAM.generate(seed, "easy")
        doc = hard.environment.files["/app/docs/placement-policy.md"].content
        for n in hard.components[1:]:
            rule = cp.PIECES[n]["rule"].split("@@")[0][1:40]
            assert rule in doc and rule not in hard.instruction, n
        assert "hint:" in easy.instruction and "hint:" not in hard.instruction
