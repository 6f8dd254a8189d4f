"""text_adventure_qa without containers: determinism, composition, the level is unreadable by the player, and the
oracle's explorer (the exact Python the image runs) wins in-process while every decoy is rejected by the judge the
tests embed."""

import json
import random

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.interactive import text_adventure_qa as fam

FAM = get_family("text_adventure_qa")
SEEDS = range(500, 504)


def _tasks(level):
    return [FAM.generate(s, level) for s in SEEDS]


@pytest.fixture(scope="module")
def tasks():
    return {lv: _tasks(lv) for lv in LEVELS}


def _truth(task):
    ns = {}
    src = task.tests["test_outputs.py"].content
    exec(compile(src.split("\n\ndef test_")[0].replace("import tg_guard\n", ""), "tests", "exec"), ns)
    return ns["T"], ns


def test_same_seed_same_bytes():
    a, b = FAM.generate(501, "medium"), FAM.generate(501, "medium")
    assert a.content_hash() == b.content_hash()


def test_levels_compose_more_mechanics(tasks):
    n = {lv: [len([c for c in t.components if c in {m.name for m in fam.MECHS}]) for t in tasks[lv]] for lv in LEVELS}
    assert all(k == 2 for k in n["easy"]) and all(k == 3 for k in n["medium"]) and all(k >= 4 for k in n["hard"])
    assert all("What this level uses" in t.instruction for t in tasks["easy"])
    assert not any("What this level uses" in t.instruction for t in tasks["hard"])


def test_different_seeds_draw_different_components(tasks):
    for lv in LEVELS:
        sets = {tuple(sorted(t.components)) for t in tasks[lv]}
        assert len(sets) >= len(SEEDS) - 1, (lv, sets)


def test_every_component_is_reachable():
    rng = random.Random(7)
    seen = set()
    for _ in range(400):
        cfg = FAM.levels[rng.choice(LEVELS)]
        kinds = [d.name for d in fam.DELIVERABLES]
        seen.add(rng.choice(kinds if cfg.components[1] >= 3 else [k for k in kinds if k != "softlock"]))
        seen.update(c.name for c in fam.compose(rng, fam.MECHS, cfg.components))
        seen.add(rng.choice(fam.MODE_POOL).name)
    assert seen == {c.name for c in fam.MECHS + fam.DELIVERABLES + fam.MODE_POOL}


def test_game_files_are_private_and_level_matches_the_judge(tasks):
    for t in tasks["medium"] + tasks["hard"]:
        T, _ = _truth(t)
        level = next(p for p in t.environment.files if p.endswith("/level.json"))
        assert json.loads(t.environment.files[level].content) == T["data"]
        setup = t.environment.setup
        assert "chmod 0600 /opt/games/" in setup and "chmod 6755" in setup and t.agent_user == "player"
        # nothing of the level in the instruction or in a world-readable file
        room = sorted(T["data"]["rooms"])[0]
        assert all(room not in f.content for p, f in t.environment.files.items() if not p.startswith("/opt/games/"))


@pytest.mark.parametrize("level", LEVELS)
def test_oracle_wins_and_decoys_fail_in_process(tasks, level):
    for t in tasks[level]:
        T, ns = _truth(t)
        assert ns["judge"](T, fam.run_inproc(fam._python_of(t.solution), T["data"])) == []
        assert 3 <= len(t.decoys) <= 6
        for d in t.decoys:
            assert ns["judge"](T, fam.run_inproc(fam._python_of(d.script), T["data"])), f"{t.id}: {d.name} passes"


def test_judge_rejects_plausible_wrong_answers(tasks):
    for t in tasks["hard"] + tasks["medium"]:
        T, ns = _truth(t)
        judge = ns["judge"]
        assert judge(T, "") and judge(T, "not json\n")
        if T["kind"] == "map":
            wrong = json.loads(json.dumps(T["map"]))
            wrong[sorted(wrong)[0]]["exits"]["up"] = sorted(wrong)[-1]
            assert judge(T, json.dumps(T["map"])) == [] and judge(T, json.dumps(wrong))
        if T["kind"] == "fewest":
            assert judge(T, json.dumps({"fewest_commands": T["fewest"]})) == []
            assert judge(T, json.dumps({"fewest_commands": T["fewest"] + 1}))
        if T["kind"] == "softlock":
            assert judge(T, "\n".join(T["example"])) == []
            assert judge(T, "\n".join(T["example"][:-1]))


def test_exact_search_sees_one_way_slides():
    data = {"start": "A", "treasures": ["gem"], "goal": "gem", "k": None, "useful": ["gem"],
            "rooms": {"A": {"desc": "", "exits": {"down": "B", "east": "C"}, "items": []},
                      "B": {"desc": "", "exits": {"north": "C"}, "items": ["gem"]},
                      "C": {"desc": "", "exits": {"west": "A"}, "items": []}}}
    T = fam.truth(data, "map")
    assert T["fewest"] == 2 and T["map"]["B"]["exits"] == {"north": "C"} and "down" not in T["map"]["C"]["exits"]
    prog = fam._program(fam.MODES["pipe"], [], "map", "g", "/o", "gem", 0)
    assert T and fam._ENGINE["judge"](T, fam.run_inproc(prog, data)) == []


def test_search_past_its_cap_redraws_instead_of_crawling(monkeypatch):
    # Seed 2 hard searched a huge level for every lantern size (minutes); capped, a level past the cap is redrawn
    # and a draft past its budget resampled, so that draw is quick and the committed seeds keep their bytes.
    import time

    t0 = time.monotonic()
    fam_ = fam.TextAdventureQA()
    task = fam_.generate(2, "hard")
    assert time.monotonic() - t0 < 60 and task.difficulty.value == "hard"
    big = {"start": "A", "treasures": ["gem"], "goal": "gem", "k": None, "useful": ["gem"],
           "rooms": {"A": {"desc": "", "exits": {"east": "B"}, "items": []},
                     "B": {"desc": "", "exits": {"west": "A"}, "items": ["gem"]}}}
    monkeypatch.setattr(fam, "MAX_STATES", 1)
    with pytest.raises(fam._TooBig):
        fam.truth(big, "map")
    monkeypatch.setattr(fam, "MAX_STATES", 10**6)
    with pytest.raises(fam.Resample):
        fam.truth(big, "map", budget=[1])
