"""model_threshold without containers: the quality bar sits below the Bayes-optimal score on the hidden rows
(so a good model can reach it) and far above trivial predictors (so they cannot); the hidden rows exist only
under tests/."""

import csv
import io

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.ml import model_threshold as mt


def _consts(task):
    ns: dict = {}
    exec(task.tests["test_outputs.py"].content.split("\nHERE =")[0].split("\ndef ")[0], ns)
    return ns


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [0, 3, 8])
def test_bar_is_reachable_but_not_trivial(level, seed):
    task = get_family("model_threshold").generate(seed, level)
    c = _consts(task)
    truth = c["TRUTH"]
    if level == "hard":
        y = truth["labels"]
        rows = list(csv.DictReader(io.StringIO(task.tests["cases/incoming.csv"].content)))
        assert len(rows) == len(y) == len(set(truth["ids"]))
        assert not any(p.endswith("incoming.csv") for p in task.environment.files)
        classes = ["on_time", "late", "very_late"]
        yi = [classes.index(v) for v in y]
        majority = max(set(yi), key=yi.count)
        assert mt._macro_f1(yi, [majority] * len(yi), 3) < c["BAR"] - 0.3
        assert len({r["carrier"] for r in rows}) > 5, "no unseen carrier in the hidden rows"
    else:
        y = [int(ch) for ch in truth["labels"]]
        assert len(y) == len(truth["ids"]) == len(set(truth["ids"]))
        majority = int(sum(y) * 2 > len(y))
        if c["METRIC"] == "accuracy":
            assert sum(v == majority for v in y) / len(y) < c["BAR"] - 0.2
        else:
            assert mt._f1(y, [majority] * len(y)) < c["BAR"] - 0.5
    assert 0.5 < c["BAR"] < 0.95
