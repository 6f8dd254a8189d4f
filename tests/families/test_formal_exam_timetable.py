"""exam_timetable without containers: the generator's exact search agrees with brute force over the trusted checker
(every component, every objective), the oracle's composed program differs per component set, every decoy kept
is certain to fail (its changed problem solved exactly), the truth in the tests is the checker's, generation is
deterministic and every component of the pools is reachable."""

import itertools
import random

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.formal import exam_timetable as et

FAM = get_family("exam_timetable")
CHECK = et._NS


def _brute(P, on):
    """Every assignment of slots (and rooms) checked by the tests' own checker: the optimum, or None."""
    S = sorted(P["day"])
    rooms = sorted(P.get("rooms", {})) if {"rooms", "labs"} & set(P["comps"]) else [None]
    best = None
    for combo in itertools.product(S, repeat=len(P["exams"])):
        slot = dict(zip(P["exams"], combo))
        if CHECK["violations"](dict(P, comps=[c for c in P["comps"] if c not in ("rooms", "labs")]), slot, {}, on):
            continue
        if rooms != [None]:
            found = False
            for rc in itertools.product(rooms, repeat=len(P["exams"])):
                if not CHECK["violations"](P, slot, dict(zip(P["exams"], rc)), on):
                    found = True
                    break
            if not found:
                continue
        v = CHECK["objective"](P, slot)
        best = v if best is None else min(best, v)
    return best


def _random_problem(rng):
    n = rng.randint(3, 5)
    exams = [f"E{i}" for i in range(n)]
    days = ["Mon", "Mon", "Tue", "Tue"][: rng.randint(3, 4)]
    day = {s: d for s, d in enumerate(days, 1)}
    takes = {f"s{i}": sorted(rng.sample(exams, rng.randint(1, 2))) for i in range(rng.randint(3, 7))}
    size = {e: sum(e in t for t in takes.values()) for e in exams}
    comps = rng.sample(["hall", "rooms", "labs", "duration", "invigilators", "per_day"] + et.NAMED, rng.randint(1, 4))
    if "rooms" in comps and "labs" in comps:
        comps.remove("labs")
    if "hall" in comps and ("rooms" in comps or "labs" in comps):
        comps.remove("hall")
    P = {"exams": exams, "size": size, "takes": takes, "day": day, "minutes": {s: rng.choice([120, 180]) for s in day},
         "evening": [s for s in day if s % 2 == 0], "comps": comps, "obj": rng.choice(et.OBJECTIVES), "rules": [],
         "hall": max(size.values()) + rng.randint(0, 3), "rooms": {"A": max(size.values()), "B": rng.randint(1, 3)},
         "labs": ["B"], "lab_exams": [exams[0]], "dur": {e: rng.choice([90, 180]) for e in exams},
         "per_invig": 2, "invig": {s: rng.randint(1, 3) for s in day}, "max_day": 1}
    for k in et.NAMED:
        if k in comps:
            a, b = rng.sample(exams, 2)
            r = {"pinned": dict(exam=a, slot=rng.choice(list(day))),
                 "unavailable": dict(exam=a, slots=[rng.choice(list(day))])}.get(k, dict(exams=[a, b]))
            P["rules"].append(dict(id=f"R{len(P['rules']) + 1}", kind=k, **r))
    return P


def test_exact_search_matches_brute_force():
    rng = random.Random(7)
    for _ in range(120):
        P = _random_problem(rng)
        on = {r["id"] for r in P["rules"]}
        got = et.search(P, on)
        want = _brute(P, on)
        assert (got and got[0]) == want, (P, got, want)
        if got:
            assert not CHECK["violations"](P, got[1], got[2], on), P


@pytest.mark.parametrize("level", LEVELS)
def test_truth_embedded_is_the_checkers(level):
    for seed in (500, 501):
        task = FAM.generate(seed, level)
        ns = {}
        src = task.tests["test_outputs.py"].content
        exec(src.split("\n\ndef _timetable")[0].replace("import tg_guard\n", ""), ns)
        P, T = ns["P"], ns["TRUTH"]
        if ns["MODE"] == "conflict":
            core = set(T["conflict"])
            ids = [r["id"] for r in P["rules"]]
            assert et.search(P, set(ids), optimise=False) is None
            assert et.search(P, set(ids) - core, optimise=False) is not None
            for r in core:  # minimal, and the only minimal one
                assert et.search(P, set(ids) - {r}, optimise=False) is not None
            continue
        got = et.search(P, set(T["on"]))
        assert got is not None and got[0] == T["value"]
        assert not ns["violations"](P, got[1], got[2], set(T["on"]))
        if ns["MODE"] == "waive":
            assert T["waived"] in T["conflict"] and T["waived"] not in T["on"]


def test_deterministic():
    for level in LEVELS:
        assert FAM.generate(502, level).content_hash() == FAM.generate(502, level).content_hash()


@pytest.mark.parametrize("level", LEVELS)
def test_levels_shape(level):
    task = FAM.generate(503, level)
    names = task.components
    assert names[0] in et.BACKENDS and names[-1] in et.OBJECTIVES
    if level == "easy":
        assert et.BACKEND_TEXT[names[0]] in task.instruction
        assert "conflict.json" not in task.instruction
    if level == "hard":
        assert any(p.endswith("docs/exam-policy.md") for p in task.environment.files)
        assert "lowest `priority`" in next(f.content for p, f in task.environment.files.items()
                                           if p.endswith("exam-policy.md"))
    assert len(task.decoys) >= 2


def test_decoys_are_certain_and_distinct():
    """Every kept decoy was judged certain to fail by solving its changed problem; here: the kinds are those we
    know, the greedy decoy (when kept) really is worse or stuck on the instance."""
    known = ("skips_", "greedy_first_fit", "whole_file_conflict", "waives_")
    for level in LEVELS:
        for seed in (500,):
            task = FAM.generate(seed, level)
            for d in task.decoys:
                assert d.name.startswith(known) or any(d.name.endswith(w) for c in et.PIECES.values()
                                                       for w in c.get("wrong", {})), d.name
            assert len({d.script for d in task.decoys}) == len(task.decoys)


def test_every_component_is_reachable(monkeypatch):
    """The draws alone (the instance search stopped right after the components are chosen)."""
    seen = set()

    class Drawn(Exception):
        pass

    def stop(self, rng, cfg, comps, obj, mode):
        seen.update(comps + [obj])
        raise Drawn()

    monkeypatch.setattr(et.ExamTimetable, "_instance", stop)
    fam = et.ExamTimetable()
    for level, cfg in fam.levels.items():
        for seed in range(60):
            rng = random.Random(f"reach/{level}/{seed}")
            try:
                fam.draft(rng, cfg)
            except (Drawn, et.Resample):
                pass
    pool = set(et.VENUES) | set(et.OBJECTIVES) | set(et.HARD_RULES)
    assert pool <= seen, sorted(pool - seen)
    monkeypatch.undo()
    assert set(et.BACKENDS) <= {FAM.generate(s, "easy").components[0] for s in range(500, 509)}


def test_different_components_different_oracles():
    from termigen.diversity import fingerprint, same_problem

    tasks = [FAM.generate(s, "medium") for s in range(500, 504)]
    for a, b in itertools.combinations(tasks, 2):
        if a.components != b.components:
            assert not same_problem(fingerprint(a.solution), fingerprint(b.solution)), (a.components, b.components)
