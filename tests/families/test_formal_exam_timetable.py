"""exam_timetable without containers: the generator's exact search agrees with brute force on small random
instances (with capacity, back-to-back, precedence, unavailability and pins), so the embedded optimum is right."""

import itertools
import random

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.formal import exam_timetable as et


def _brute(exams, adj, size, S, cap=None, b2b=False, prec=(), unavail=None, pinned=None):
    unavail, pinned = unavail or {}, pinned or {}
    for combo in itertools.product(range(1, S + 1), repeat=len(exams)):
        slot = dict(zip(exams, combo))
        if any(slot[a] == slot[b] or (b2b and abs(slot[a] - slot[b]) < 2) for a in exams for b in adj[a]):
            continue
        if cap is not None and any(sum(size[e] for e in exams if slot[e] == s) > cap for s in range(1, S + 1)):
            continue
        if any(slot[a] >= slot[b] for a, b in prec) or any(slot[e] in bad for e, bad in unavail.items()):
            continue
        if any(slot[e] != s for e, s in pinned.items()):
            continue
        return True
    return False


def test_exact_search_matches_brute_force():
    rng = random.Random(11)
    for _ in range(60):
        exams = [f"E{i}" for i in range(rng.randint(4, 6))]
        adj = {e: set() for e in exams}
        for a, b in itertools.combinations(exams, 2):
            if rng.random() < 0.4:
                adj[a].add(b)
                adj[b].add(a)
        size = {e: rng.randint(1, 9) for e in exams}
        kw = dict(cap=rng.choice([None, 12, 15]), b2b=rng.random() < 0.4)
        if rng.random() < 0.5:
            kw["prec"] = [tuple(rng.sample(exams, 2))]
            kw["unavail"] = {rng.choice(exams): [rng.randint(1, 3)]}
        for S in range(1, 5):
            sym = not kw["b2b"] and "prec" not in kw
            got = et._feasible(exams, adj, size, S, symmetric=sym, **kw) is not None
            assert got == _brute(exams, adj, size, S, **kw), (exams, adj, size, S, kw)


@pytest.mark.parametrize("level", LEVELS)
def test_truth_is_consistent(level):
    for seed in range(4):
        task = get_family("exam_timetable").generate(seed, level)
        ns = {}
        exec(task.tests["test_outputs.py"].content.split("\ndef _timetable")[0], ns)
        t = ns["T"]
        assert t["opt"] >= 2 and sorted(set(e for ex in t["takes"].values() for e in ex)) <= sorted(t["exams"])
