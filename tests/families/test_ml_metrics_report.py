"""metrics_report without containers: the generator's metric functions agree with direct textbook formulas
(pairwise ROC AUC, AP from a sorted ranking), and the embedded reports are recomputed here from the shipped
prediction files with those formulas; every decoy's variant differs from the truth by more than the tolerance."""

import csv
import io
import random

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.ml import metrics_report as mr


def _pairwise_auc(rows):
    pos = [s for y, s in rows if y == 1]
    neg = [s for y, s in rows if y == 0]
    return sum(1.0 if p > n else 0.5 if p == n else 0.0 for p in pos for n in neg) / (len(pos) * len(neg))


def _ap_direct(rows):
    # group by distinct score, descending; precision at each group's end times the recall it adds
    P = sum(y for y, _ in rows)
    tp = fp = 0
    ap = 0.0
    for s in sorted({s for _, s in rows}, reverse=True):
        grp = [y for y, t in rows if t == s]
        tp += sum(grp)
        fp += len(grp) - sum(grp)
        ap += sum(grp) / P * tp / (tp + fp)
    return ap


def test_metric_functions_match_textbook_formulas():
    rng = random.Random(5)
    for _ in range(40):
        rows = [(int(rng.random() < 0.4), round(rng.random(), 1)) for _ in range(rng.randint(5, 60))]
        if len({y for y, _ in rows}) < 2:
            continue
        assert abs(mr._auc(rows) - _pairwise_auc(rows)) < 1e-12
        assert abs(mr._ap(rows) - _ap_direct(rows)) < 1e-12
        assert mr._auc(rows, "auc_no_ties") <= mr._auc(rows)


def _consts(task):
    ns: dict = {}
    exec(task.tests["test_outputs.py"].content.split("\ndef ")[0], ns)
    return ns


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [1, 6])
def test_truth_recomputed_from_files(level, seed):
    task = get_family("metrics_report").generate(seed, level)
    E = _consts(task)["EXPECTED"]
    files = {p.rsplit("/", 1)[1]: f.content for p, f in task.environment.files.items()}
    if level == "easy":
        rows = list(csv.reader(io.StringIO(files["predictions.csv"])))[1:]
        pos = task.instruction.split("positive class;")[0].rsplit("`", 2)[-2]
        t = float(task.instruction.split("threshold at **")[1].split("**")[0])
        tp = sum(1 for _, y, s in rows if y == pos and float(s) >= t)
        fp = sum(1 for _, y, s in rows if y != pos and float(s) >= t)
        fn = sum(1 for _, y, s in rows if y == pos and float(s) < t)
        assert (E["tp"], E["fp"], E["fn"]) == (tp, fp, fn)
        assert abs(E["precision"] - tp / (tp + fp)) < 1e-4 and abs(E["recall"] - tp / (tp + fn)) < 1e-4
        assert any(float(s) == t for _, _, s in rows), "no score sits exactly on the threshold"
    elif level == "medium":
        rows = list(csv.reader(io.StringIO(files["predictions.csv"])))[1:]
        classes = files["classes.txt"].split()
        y = [a.strip().lower() for _, a, _ in rows]
        p = [b.strip().lower() for _, _, b in rows]
        f1 = {}
        for c in classes:
            tp = sum(1 for a, b in zip(y, p) if a == b == c)
            f1[c] = 2 * tp / (y.count(c) + p.count(c)) if tp else 0.0
            assert abs(E["per_class"][c]["f1"] - f1[c]) < 1e-4 and E["per_class"][c]["support"] == y.count(c)
        assert abs(E["macro_f1"] - sum(f1.values()) / len(classes)) < 1e-4
        assert any(p.count(c) == 0 for c in classes), "no never-predicted class"
        assert any(a != a.strip().lower() for _, a, _ in rows), "no messy labels"
    else:
        def load(name):
            return [(int(r[2]), float(r[3]), r[1]) for r in list(csv.reader(io.StringIO(files[name])))[1:]]
        test = load("test.csv")
        assert abs(E["roc_auc"] - _pairwise_auc([(y, s) for y, s, _ in test])) < 1e-4
        assert abs(E["average_precision"] - _ap_direct([(y, s) for y, s, _ in test])) < 1e-4
        assert None in E["roc_auc_by_segment"].values()
    for d in task.decoys:
        assert d.script != task.solution
