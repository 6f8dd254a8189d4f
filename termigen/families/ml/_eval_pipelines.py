"""The evaluation pipelines of eval_pipeline_fix: four kinds of offline evaluation (multi-class classification,
binary scoring with a calibrated threshold and a bootstrap interval, ranking, regression), each a stdlib-Python
`evaluate.py` template with a slot per rule of its evaluation spec. A slot holds the right code, the broken code
an instance may ship, and plausible wrong repairs (decoys). Each kind also writes its data (visible exports and
the hidden ones the tests carry): the rows that make every fault show (ties, blanks, duplicates, unmatched ids,
restated rows, zero targets, absent classes, unjudged queries ...).

The script is pure standard library on purpose: the generator runs every variant in-process on the hidden
exports (the image's Python and the host's agree on every operation used), so the expected values are the
correct script's own outputs and each decoy is known to miss before a task ships.
"""

from __future__ import annotations

import csv
import io
import math
import random
import textwrap
from dataclasses import dataclass, field

from termigen.families.kit import Bug


def _s(text: str, ind: int = 4) -> str:
    return textwrap.indent(textwrap.dedent(text).strip("\n"), " " * ind)


def _bug(name, skill, right, broken, wrong=None, ind=4):
    return Bug(name, right=_s(right, ind), broken=_s(broken, ind),
               wrong={k: _s(v, ind) for k, v in (wrong or {}).items()}, skill=skill)


def csv_text(header: list[str], rows: list[list]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return buf.getvalue()


def read_csv(text: str) -> list[dict]:
    return list(csv.DictReader(io.StringIO(text)))


TAIL = '''

def write(out, metrics, header, rows):
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "metrics.json"), "w") as f:
        json.dump(metrics, f, indent=2, sort_keys=True)
        f.write("\\n")
    with open(os.path.join(out, "breakdown.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(header)
        w.writerows(rows)


def main(argv=None):
    ap = argparse.ArgumentParser(description="Evaluate @TITLE@ outputs against the ground truth.")
    ap.add_argument("--config", required=True, help="evaluation config (JSON)")
    ap.add_argument("--out", required=True, help="folder for metrics.json and breakdown.csv")
    args = ap.parse_args(argv)
    with open(args.config) as f:
        cfg = json.load(f)
    base = os.path.dirname(os.path.abspath(args.config))
    first = read_rows(os.path.join(base, cfg["@A@"]))
    second = read_rows(os.path.join(base, cfg["@B@"]))
    metrics, header, rows = compute(cfg, first, second)
    write(args.out, metrics, header, rows)
    print(json.dumps(metrics, sort_keys=True))


if __name__ == "__main__":
    main()
'''

HEAD = '''#!/usr/bin/env python3
"""Offline evaluation of the @TITLE@.

usage: python3 evaluate.py --config CONFIG.json --out DIR

@DOC@
Writes DIR/metrics.json and DIR/breakdown.csv.
"""
import argparse
import csv
import json
import math
import os
import random

ID = "@ID@"


def read_rows(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def r6(x):
    return round(float(x), 6)
'''


@dataclass
class Kind:
    key: str
    files: tuple[str, str]  # config keys of the two inputs: (model outputs, ground truth)
    doc: str  # the script's docstring paragraph
    body: str  # template between HEAD and TAIL, with @@slot@@ lines
    bugs: list[Bug]
    rules: dict[str, str]  # slot -> the spec rule it implements
    general: list[str]  # spec rules no slot breaks
    symptoms: dict[str, str]  # slot -> what a user sees when it is broken
    pairs: list[tuple[str, str]]  # faults that touch the same numbers (hard composes one pair)
    primary: tuple[str, bool]  # model-choice metric, higher is better
    domains: list[dict]
    outputs: str  # what metrics.json and breakdown.csv hold
    config_doc: str
    skills: dict[str, str] = field(default_factory=dict)

    def template(self, dom: dict) -> str:
        text = HEAD + self.body + TAIL
        return sub(text, dom, self)

    def bug(self, name: str) -> Bug:
        return next(b for b in self.bugs if b.name == name)


def sub(text: str, dom: dict, kind: Kind) -> str:
    return (text.replace("@DOC@", kind.doc).replace("@TITLE@", dom["title"]).replace("@ID@", dom["id"])
            .replace("@A@", kind.files[0]).replace("@B@", kind.files[1]))


# =================================================================================================================
# multi-class classification
# =================================================================================================================
MC_BODY = '''

def norm_label(text):
    """A true label as the classes are spelled in the config."""
@@label_norm@@


def latest(preds):
    """One prediction row per id."""
@@dedup@@


def pair_up(preds, labels):
    """(prediction row, normalised true label) for every id that has both."""
@@join@@


def predicted(scores):
    """Index of the predicted class."""
@@argmax@@


def compute(cfg, preds, labels):
@@class_order@@
    y_true, y_pred, unknown, unscored = [], [], 0, 0
    for row, label in pair_up(latest(preds), labels):
        if label not in names:
            unknown += 1
            continue
        raw = [row.get(f"score_{j}", "").strip() for j in range(len(names))]
@@missing@@
        y_true.append(label)
        y_pred.append(names[predicted([float(v) for v in raw])])
    n = len(y_true)
    stats = {}
    for c in names:
        tp = sum(1 for t, p in zip(y_true, y_pred) if t == c and p == c)
        fp = sum(1 for t, p in zip(y_true, y_pred) if t != c and p == c)
        fn = sum(1 for t, p in zip(y_true, y_pred) if t == c and p != c)
        stats[c] = {
            "tp": tp, "fp": fp, "fn": fn, "support": tp + fn,
            "precision": tp / (tp + fp) if tp + fp else 0.0,
            "recall": tp / (tp + fn) if tp + fn else 0.0,
            "f1": 2 * tp / (2 * tp + fp + fn) if tp + fp + fn else 0.0,
        }
@@present@@
@@macro@@
@@weighted@@
@@confusion@@
    metrics = {
        "accuracy": r6(sum(1 for t, p in zip(y_true, y_pred) if t == p) / n) if n else 0.0,
        "macro_f1": r6(macro_f1),
        "weighted_f1": r6(weighted),
        "n_evaluated": n,
        "n_unscored": unscored,
        "n_unknown_label": unknown,
        "confusion": confusion,
    }
    header = ["class", "support", "precision", "recall", "f1"]
    rows = [[c, stats[c]["support"], r6(stats[c]["precision"]), r6(stats[c]["recall"]), r6(stats[c]["f1"])]
            for c in names]
    return metrics, header, rows
'''

MC_BUGS = [
    _bug("label_norm", "label normalisation (strip + case)",
         "return text.strip().lower()", "return text.lower()", {"strip_only": "return text.strip()"}),
    _bug("dedup", "de-duplication, last row wins", """
        by_id = {}
        for row in preds:
            by_id[row[ID]] = row
        return list(by_id.values())
    """, "return list(preds)", {"keeps_first": """
        by_id = {}
        for row in preds:
            by_id.setdefault(row[ID], row)
        return list(by_id.values())
    """}),
    _bug("join", "join by key, not by position", """
        truth = {row[ID]: norm_label(row["label"]) for row in labels}
        return [(row, truth[row[ID]]) for row in preds if row[ID] in truth]
    """, """
        preds = sorted(preds, key=lambda r: r[ID])
        labels = sorted(labels, key=lambda r: r[ID])
        return [(p, norm_label(t["label"])) for p, t in zip(preds, labels)]
    """),
    _bug("argmax", "argmax tie-break (first index)",
         "return max(range(len(scores)), key=lambda j: scores[j])",
         "return sorted(range(len(scores)), key=lambda j: scores[j])[-1]"),
    _bug("class_order", "class-index mapping", 'names = list(cfg["classes"])', 'names = sorted(cfg["classes"])'),
    _bug("missing", "failed inferences count as errors", """
        if "" in raw:
            unscored += 1
            y_true.append(label)
            y_pred.append(None)
            continue
    """, """
        if "" in raw:
            unscored += 1
            continue
    """, {"as_zero": """
        if "" in raw:
            unscored += 1
            raw = [v or "0" for v in raw]
    """}, ind=8),
    _bug("present", "macro label set (sklearn's)",
         'present = [c for c in names if stats[c]["support"] or stats[c]["fp"]]', "present = list(names)",
         {"labels_only": 'present = [c for c in names if stats[c]["support"]]'}),
    _bug("macro", "macro vs micro averaging",
         'macro_f1 = sum(stats[c]["f1"] for c in present) / len(present) if present else 0.0', """
        tp = sum(stats[c]["tp"] for c in present)
        fp = sum(stats[c]["fp"] for c in present)
        fn = sum(stats[c]["fn"] for c in present)
        macro_f1 = 2 * tp / (2 * tp + fp + fn) if tp + fp + fn else 0.0
    """, {"f1_of_means": """
        mean_p = sum(stats[c]["precision"] for c in present) / len(present) if present else 0.0
        mean_r = sum(stats[c]["recall"] for c in present) / len(present) if present else 0.0
        macro_f1 = 2 * mean_p * mean_r / (mean_p + mean_r) if mean_p + mean_r else 0.0
    """}),
    _bug("weighted", "support-weighted average",
         'weighted = sum(stats[c]["f1"] * stats[c]["support"] for c in names) / n if n else 0.0',
         'weighted = sum(stats[c]["f1"] * (stats[c]["tp"] + stats[c]["fp"]) for c in names) / n if n else 0.0'),
    _bug("confusion", "confusion-matrix orientation",
         "confusion = [[sum(1 for t, p in zip(y_true, y_pred) if t == a and p == b) for b in names] for a in names]",
         "confusion = [[sum(1 for t, p in zip(y_true, y_pred) if t == b and p == a) for b in names] for a in names]"),
]

MC_RULES = {
    "label_norm": "True labels are compared after removing surrounding whitespace and lower-casing them (the "
                  "labelling tool is not consistent); a label that is then not one of `classes` is not evaluated "
                  "and counts in `n_unknown_label`.",
    "dedup": "The predictions file can hold an id more than once (the batch job appends a row when it re-scores "
             "an item); the last row for an id is the model's prediction.",
    "join": "Predictions and labels are matched by `{id}`, never by row order; an id that is in only one of the "
            "two files is not evaluated.",
    "argmax": "The predicted class is the one with the highest score; on a tie the class that comes first in "
              "`classes` wins (as `numpy.argmax`).",
    "class_order": "`classes` lists the class names in the order of the model's score columns: `score_0` is "
                   "`classes[0]`, `score_1` is `classes[1]`, and so on. The breakdown rows and both axes of the "
                   "confusion matrix follow that order.",
    "missing": "A prediction row with an empty score is a failed inference. It is evaluated as a wrong answer: it "
               "counts in `n_evaluated` and in the accuracy's denominator, as a miss (false negative) of its true "
               "class and as nobody's false positive; `n_unscored` counts these rows.",
    "present": "Macro averages run over the classes that occur among the true labels or the predictions "
               "(scikit-learn's label set); a configured class that occurs in neither is left out.",
    "macro": "`macro_f1` is the unweighted mean of the per-class F1 scores (scikit-learn "
             "`f1_score(average=\"macro\")`), not F1 of pooled counts.",
    "weighted": "`weighted_f1` is the mean of the per-class F1 scores weighted by each class's support (its "
                "evaluated true rows), i.e. sum(F1 x support) / `n_evaluated` (scikit-learn `average=\"weighted\"`).",
    "confusion": "`confusion[i][j]` counts the evaluated rows whose true class is `classes[i]` and whose predicted "
                 "class is `classes[j]` (rows: truth, columns: prediction); a failed inference is in no column.",
}
MC_GENERAL = [
    "Per class: precision = TP / (TP + FP), recall = TP / (TP + FN), F1 = 2TP / (2TP + FP + FN), each 0 when "
    "its denominator is 0.",
]
MC_SYMPTOMS = {
    "label_norm": "`n_unknown_label` is far too high: the labelling tool writes some labels with stray spaces, "
                  "and those rows drop out although they name real classes",
    "dedup": "items the batch job re-scored are counted twice, so `n_evaluated` is larger than the number of "
             "distinct items",
    "join": "accuracy fell to chance level in the week the export started to carry items that are not labelled "
            "yet",
    "argmax": "on items where two classes get exactly the same top score, the evaluation picks another class than "
              "the serving code, which uses numpy.argmax",
    "class_order": "the per-class breakdown looks shuffled: the class the model is known to be best at comes out "
                   "as one of its worst",
    "missing": "items whose inference failed (empty scores) are not held against the model, so accuracy looks "
               "better than the hit rate operations measures",
    "present": "`macro_f1` is lower than scikit-learn's macro F1 on the same rows: a retired class that occurs "
               "nowhere is averaged in as a zero",
    "macro": "`macro_f1` tracks overall accuracy instead of treating every class equally, and disagrees with "
             "scikit-learn's `f1_score(average=\"macro\")`",
    "weighted": "`weighted_f1` rewards the model for over-predicting the big classes: it disagrees with "
                "scikit-learn's `f1_score(average=\"weighted\")`",
    "confusion": "the confusion matrix's row sums do not match the per-class support in the breakdown",
}
MC_DOMAINS = [
    dict(key="tickets", title="support-ticket router", id="ticket_id", org="Lumen Telecom",
         classes=["billing", "outage", "login", "refund", "shipping"], emerging="privacy", retired="fax_request",
         team="the support tooling team", item="ticket"),
    dict(key="documents", title="document-type classifier", id="doc_id", org="Northgate Insurance",
         classes=["invoice", "receipt", "contract", "payslip", "letter"], emerging="customs_form", retired="telex",
         team="the intake automation team", item="document"),
    dict(key="leaves", title="leaf-disease classifier", id="image_id", org="Agrovia",
         classes=["healthy", "rust", "blight", "mildew", "scab"], emerging="mosaic", retired="frost_burn",
         team="the crop-vision group", item="leaf photo"),
    dict(key="intents", title="voice-assistant intent model", id="utterance_id", org="Hearth Devices",
         classes=["play_music", "set_timer", "weather", "call", "navigate"], emerging="shopping", retired="pager",
         team="the assistant NLU team", item="utterance"),
    dict(key="topics", title="news-topic tagger", id="article_id", org="Daily Ledger",
         classes=["politics", "sport", "business", "science", "culture"], emerging="climate", retired="horoscope",
         team="the newsroom data desk", item="article"),
]


def _variant(rng, name: str) -> str:
    r = rng.random()
    if r < 0.10:
        return name.capitalize()
    if r < 0.15:
        return name.upper()
    if r < 0.22:
        return rng.choice([" ", "", "  "]) + name + rng.choice([" ", "  "])
    if r < 0.26:
        return rng.choice(["", " "]) + name.capitalize() + " "
    return name


def _fresh_ids(rng, taken, n: int, width: int) -> list[str]:
    out = []
    while len(out) < n:
        i = f"{rng.randint(1, 9)}{rng.randrange(10 ** width):0{width}d}"
        if i not in taken:
            taken.add(i)
            out.append(i)
    return out


def mc_case(rng: random.Random, dom: dict, n: int, shared=None, params=None):
    """One export: (config, predictions csv, labels csv, shared). `shared` (another model's) reuses the labelled
    items: a second model scored on the same labels, with its own class order unless `params` gives one."""
    if shared is None:
        active = rng.sample(dom["classes"], rng.randint(4, 5))
    else:
        active = shared["active"]
    names = active + [dom["emerging"], dom["retired"]]
    order = params["classes"] if params else None
    while order is None or order == sorted(order):
        order = rng.sample(names, len(names))
    if shared is None:
        weights = [rng.uniform(0.5, 3) for _ in active]
        taken: set = set()
        ids = _fresh_ids(rng, taken, n, 5)
        labels_rows = []
        for i in ids:
            if rng.random() < 0.03:
                lab = rng.choice(["unsure", "n/a", ""])
            else:
                lab = _variant(rng, rng.choices(active, weights)[0])
            labels_rows.append([i, lab])
    else:
        labels_rows, taken = shared["rows"], set(shared["taken"])
    unlabelled = _fresh_ids(rng, taken, n // 8, 5)
    acc = rng.uniform(0.55, 0.8)
    dropped = set(rng.sample([r[0] for r in labels_rows], max(2, n // 20)))

    def scores(true: str | None) -> list[str]:
        s = {c: rng.uniform(0, 0.35) for c in names}
        s[dom["retired"]] = rng.uniform(0, 0.04)
        r = rng.random()
        if true in active and r < acc:
            s[true] += rng.uniform(0.35, 0.7)
        elif r < acc + 0.06:
            s[dom["emerging"]] += rng.uniform(0.4, 0.7)
        else:
            s[rng.choice(active)] += rng.uniform(0.3, 0.7)
        vals = {c: round(v, 2) for c, v in s.items()}
        if rng.random() < 0.14:  # a tie at the top
            top = max(vals.values())
            others = [c for c in names if c != dom["retired"] and vals[c] != top]
            if others:
                vals[rng.choice(others)] = top
        return [f"{vals[c]:.2f}" for c in order]

    pred = []
    for i, lab in labels_rows:
        if i in dropped:
            continue
        true = lab.strip().lower()
        pred.append([i, *(scores(true) if rng.random() > 0.06 else [""] * len(order))])
    for i in unlabelled:
        pred.append([i, *scores(None)])
    rng.shuffle(pred)
    for i in rng.sample(range(len(pred)), max(3, len(pred) // 18)):  # re-scored: an earlier row for the id
        row = pred[i]
        first = [row[0], *([""] * len(order) if rng.random() < 0.5 else scores(None))]
        pred.insert(rng.randrange(i + 1), first)
    header = [dom["id"], *[f"score_{j}" for j in range(len(order))]]
    labels_shuffled = list(labels_rows)
    rng.shuffle(labels_shuffled)
    return ({"classes": order}, csv_text(header, pred), csv_text([dom["id"], "label"], labels_shuffled),
            {"active": active, "rows": labels_rows, "taken": sorted(taken)})


# =================================================================================================================
# binary scoring: a threshold calibrated for a target precision, AUC, AP, a bootstrap interval
# =================================================================================================================
BIN_BODY = '''

def flagged(score, threshold):
    """Does the model flag a row at this threshold?"""
@@ge@@


def pick_threshold(rows, target):
    """The lowest score whose flagged rows reach the target precision (else the highest score)."""
    scores = sorted({r[0] for r in rows if r[0] != float("-inf")})
    for t in scores:
        hits = [r[1] for r in rows if flagged(r[0], t)]
        if hits and sum(hits) / len(hits) >= target:
            return t
    return scores[-1]


def auc(pairs):
    """ROC AUC of (score, y) pairs, from ranks (Mann-Whitney U)."""
    order = sorted(range(len(pairs)), key=lambda i: pairs[i][0])
    ranks = [0.0] * len(pairs)
@@ranks@@
    pos = sum(y for _, y in pairs)
    neg = len(pairs) - pos
    if pos == 0 or neg == 0:
        return None
    return (sum(r for r, (_, y) in zip(ranks, pairs) if y) - pos * (pos + 1) / 2) / (pos * neg)


def average_precision(pairs):
    pos = sum(y for _, y in pairs)
    if pos == 0:
        return 0.0
    ranked = sorted(pairs, key=lambda p: p[0], reverse=True)
    ap, tp, seen, prev_recall, prev_precision, i = 0.0, 0, 0, 0.0, 1.0, 0
    while i < len(ranked):
        j = i + 1
        while j < len(ranked) and ranked[j][0] == ranked[i][0]:
            j += 1
        for _, y in ranked[i:j]:
            tp += y
            seen += 1
        recall, precision = tp / pos, tp / seen
@@ap@@
        prev_recall, prev_precision, i = recall, precision, j
    return ap


def bootstrap_ci(pairs, spec):
    """Percentile interval of the AUC over bootstrap resamples of the rows."""
    n, stats = len(pairs), []
@@seeding@@
        sample = [pairs[rng.randrange(n)] for _ in range(n)]
        value = auc(sample)
        if value is not None:
            stats.append(value)
    stats.sort()
    m = len(stats)
    c = m * (100 - spec["level"]) // 200
@@upper@@


def compute(cfg, preds, labels):
@@positive@@
    rows, unscored = [], 0
@@join@@
        if lab is None:
            continue
        y = 1 if lab["label"].strip() == positive else 0
        if not p["score"].strip():
            unscored += 1
@@missing@@
        rows.append((score, y, lab["split"].strip(), lab["segment"].strip()))
    test = [r for r in rows if r[2] == "test"]
@@calib@@
    threshold = pick_threshold(calib, cfg["target_precision"])
    tp = sum(1 for r in test if r[1] and flagged(r[0], threshold))
    fp = sum(1 for r in test if not r[1] and flagged(r[0], threshold))
    fn = sum(1 for r in test if r[1] and not flagged(r[0], threshold))
    pairs = [(r[0], r[1]) for r in test]
    low, high = bootstrap_ci(pairs, cfg["bootstrap"])
    metrics = {
        "threshold": threshold,
        "precision": r6(tp / (tp + fp)) if tp + fp else 0.0,
        "recall": r6(tp / (tp + fn)) if tp + fn else 0.0,
        "f1": r6(2 * tp / (2 * tp + fp + fn)) if tp + fp + fn else 0.0,
        "roc_auc": r6(auc(pairs)),
        "average_precision": r6(average_precision(pairs)),
        "auc_ci": [r6(low), r6(high)],
        "n_calib": len(calib),
        "n_test": len(test),
        "n_unscored": unscored,
    }
    header = ["segment", "n", "positives", "flagged", "recall"]
    out = []
    for seg in sorted({r[3] for r in test}):
        sub = [r for r in test if r[3] == seg]
        pos = sum(r[1] for r in sub)
        hit = sum(1 for r in sub if r[1] and flagged(r[0], threshold))
        out.append([seg, len(sub), pos, sum(1 for r in sub if flagged(r[0], threshold)), r6(hit / pos) if pos else 0.0])
    return metrics, header, out
'''

_MIDRANK = """
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and pairs[order[j + 1]][0] == pairs[order[i]][0]:
            j += 1
        for q in range(i, j + 1):
            ranks[order[q]] = {rank}
        i = j + 1
"""
BIN_BUGS = [
    _bug("join", "join by key, not by position", """
        truth = {row[ID]: row for row in labels}
        for p in preds:
            lab = truth.get(p[ID])
    """, """
        for p, lab in zip(sorted(preds, key=lambda r: r[ID]), sorted(labels, key=lambda r: r[ID])):
    """),
    _bug("ge", "threshold comparison (>=)", "return score >= threshold", "return score > threshold"),
    _bug("ranks", "AUC with tied scores (mid-ranks)", _MIDRANK.format(rank="(i + j) / 2 + 1"), """
        for r, i in enumerate(order):
            ranks[i] = r + 1
    """, {"min_rank": _MIDRANK.format(rank="i + 1")}),
    _bug("ap", "average precision (step, not trapezoid)", "ap += (recall - prev_recall) * precision",
         "ap += (recall - prev_recall) * (precision + prev_precision) / 2", ind=8),
    _bug("seeding", "bootstrap seeding (one generator)", """
        rng = random.Random(spec["seed"])
        for _ in range(spec["resamples"]):
    """, """
        for _ in range(spec["resamples"]):
            rng = random.Random(spec["seed"])
    """, {"seed_per_resample": """
        for b in range(spec["resamples"]):
            rng = random.Random(spec["seed"] + b)
    """}),
    _bug("upper", "percentile interval bounds (off by one)", "return stats[c], stats[m - 1 - c]",
         "return stats[c], stats[m - c]"),
    _bug("positive", "positive class from the config", 'positive = cfg["positive_label"]',
         'positive = sorted({row["label"].strip() for row in labels})[-1]  # the positive class sorts last'),
    _bug("missing", "missing scores rank last", """
        text = p["score"].strip()
        score = float(text) if text else float("-inf")
    """, """
        score = float(p["score"] or "nan")
    """, {"dropped": """
        text = p["score"].strip()
        if not text:
            continue
        score = float(text)
    """}, ind=8),
    _bug("calib", "calibration rows only (no test leakage)", 'calib = [r for r in rows if r[2] == "calib"]',
         "calib = rows", {"test_rows": "calib = test"}),
]
BIN_RULES = {
    "join": "Labels and predictions are matched by `{id}`, never by row order; an id in only one file is not "
            "evaluated.",
    "positive": "The positive class is the config's `positive_label` (labels compared after removing surrounding "
                "whitespace); every other label is negative.",
    "missing": "A prediction with an empty score ranks below every scored row (treat its score as minus "
               "infinity): it is never flagged, it sorts last for the AUC and the average precision, and it is "
               "still evaluated. `n_unscored` counts these rows.",
    "calib": "The threshold is chosen on the `calib` rows only; every reported metric, the breakdown and the "
             "bootstrap use the `test` rows only.",
    "ge": "A row is flagged when its score is greater than or equal to the threshold.",
    "ranks": "`roc_auc` is the Mann-Whitney statistic: tied scores share the average of their ranks, so a tie "
             "between a positive and a negative counts one half (scikit-learn `roc_auc_score`).",
    "ap": "`average_precision` is scikit-learn's: over the distinct scores from the highest down, the sum of "
          "(recall gained at that score) x (precision at that score); no interpolation, no trapezoids.",
    "seeding": "The bootstrap draws `bootstrap.resamples` resamples of the n test rows, each made of n rows drawn "
               "with replacement as `rows[rng.randrange(n)]`, all from ONE `random.Random(bootstrap.seed)` "
               "created before the first resample; a resample with only one class is skipped.",
    "upper": "With the AUCs of the m kept resamples sorted ascending as `s` and `c = m * (100 - level) // 200` "
             "(integer division), `auc_ci` is `[s[c], s[m - 1 - c]]` (0-based).",
}
BIN_GENERAL = [
    "The threshold is the lowest score among the calibration rows (scored ones) at which the calibration rows it "
    "flags reach a precision of at least `target_precision`; if no score reaches it, the highest calibration "
    "score.",
    "`precision`, `recall` and `f1` are those of the flagged test rows against the positive class.",
]
BIN_SYMPTOMS = {
    "join": "the AUC collapsed to about 0.5 in the week the export started to include rows that have no "
            "label yet",
    "positive": "the AUC came out below 0.5 for a model that works well in production: the script guesses which "
                "label is positive instead of reading the config",
    "missing": "rows the model could not score (empty score) make the AUC and the average precision jump around "
               "between runs of the same export order",
    "calib": "the chosen threshold moves when only the test rows change: the test rows leak into the "
             "calibration",
    "ge": "rows whose score equals the threshold exactly are not flagged",
    "ranks": "the AUC disagrees with scikit-learn's `roc_auc_score` on the same rows, by more when many scores "
             "are tied",
    "ap": "`average_precision` disagrees with scikit-learn's `average_precision_score`",
    "seeding": "the bootstrap interval has zero width: every resample is the same",
    "upper": "the upper end of the bootstrap interval is one order statistic too high",
}
BIN_DOMAINS = [
    dict(key="fraud", title="card-fraud detector", id="txn_id", org="Brightpay", pos="fraud", neg="legit",
         segments=["online", "in_store", "atm"], team="the payments risk team", item="transaction"),
    dict(key="churn", title="churn model", id="customer_id", org="Streamly", pos="churned", neg="retained",
         segments=["monthly", "annual", "trial"], team="the retention analytics team", item="customer"),
    dict(key="welds", title="weld-defect detector", id="part_id", org="Ferrox Works", pos="defect", neg="pass",
         segments=["line_a", "line_b", "line_c"], team="the quality engineering group", item="part"),
    dict(key="intrusion", title="intrusion detector", id="session_id", org="Castellan Security", pos="attack",
         neg="benign", segments=["vpn", "web", "ssh"], team="the detection engineering team", item="session"),
    dict(key="loans", title="loan-default model", id="loan_id", org="Meridian Credit", pos="default",
         neg="repaid", segments=["personal", "auto", "business"], team="credit risk analytics", item="loan"),
]


def bin_case(rng: random.Random, dom: dict, n: int, shared=None, params=None):
    taken: set = set(shared["taken"]) if shared else set()
    if shared is None:
        ids = _fresh_ids(rng, taken, n, 6)
        prev = rng.uniform(0.25, 0.4)
        labels_rows = []
        for i in ids:
            y = rng.random() < prev
            lab = dom["pos"] if y else dom["neg"]
            if rng.random() < 0.08:
                lab = lab + " "
            labels_rows.append([i, lab, "calib" if rng.random() < 0.4 else "test", rng.choice(dom["segments"])])
    else:
        labels_rows = shared["rows"]
    extra = _fresh_ids(rng, taken, n // 10, 6)
    sep = rng.uniform(1.0, 1.8)
    dropped = set(rng.sample([r[0] for r in labels_rows], max(2, n // 25)))
    pred = []
    for i, lab, _, _ in labels_rows:
        if i in dropped:
            continue
        y = lab.strip() == dom["pos"]
        z = rng.gauss(sep if y else 0.0, 1.0)
        s = 1 / (1 + math.exp(-(z - sep / 2) * 1.6))
        pred.append([i, "" if rng.random() < 0.05 else f"{round(s, 2):.2f}"])
    for i in extra:
        pred.append([i, f"{round(rng.random(), 2):.2f}"])
    rng.shuffle(pred)
    if params is None:
        params = {"positive_label": dom["pos"], "target_precision": round(rng.uniform(0.6, 0.82), 3),
                  "bootstrap": {"resamples": rng.choice([100, 150, 200]), "seed": rng.randint(1, 9999),
                                "level": rng.choice([80, 90, 95])}}
    shuffled = list(labels_rows)
    rng.shuffle(shuffled)
    return (params, csv_text([dom["id"], "score"], pred),
            csv_text([dom["id"], "label", "split", "segment"], shuffled), {"rows": labels_rows, "taken": sorted(taken)})


# =================================================================================================================
# ranking: NDCG@k, MAP, MRR, P@k, R@k over judged queries
# =================================================================================================================
RANK_BODY = '''

def relevant(grade, min_grade):
@@rel@@


def gain(grade):
@@gain@@


def compute(cfg, run, qrels):
    k, min_grade = int(cfg["k"]), int(cfg["min_grade"])
    judged = {}
    for row in qrels:
        judged.setdefault(row["query_id"], {})[row["doc_id"]] = int(row["grade"])
    results = {}
    for row in run:
@@score_parse@@
@@query_set@@
    per_query, rows = [], []
    for q in queries:
        grades = judged.get(q, {})
@@tie_order@@
@@cutoff@@
        dcg = sum(gain(grades.get(doc, 0)) / math.log2(i + 2) for i, (_, doc) in enumerate(top))
@@ideal@@
        idcg = sum(gain(g) / math.log2(i + 2) for i, g in enumerate(ideal))
        ndcg = dcg / idcg if idcg > 0 else 0.0
        n_rel = sum(1 for g in grades.values() if relevant(g, min_grade))
        hits, ap, rr = 0, 0.0, 0.0
        for i, (_, doc) in enumerate(ranked):
            if relevant(grades.get(doc, 0), min_grade):
                hits += 1
                ap += hits / (i + 1)
                if not rr:
                    rr = 1 / (i + 1)
@@map_denom@@
        found = sum(1 for _, doc in top if relevant(grades.get(doc, 0), min_grade))
        p_k = found / k
        r_k = found / n_rel if n_rel else 0.0
        per_query.append((ndcg, ap, rr, p_k, r_k))
        rows.append([q, len(ranked), r6(ndcg), r6(ap), r6(rr)])
    nq = len(per_query)

    def mean(j):
        return r6(sum(v[j] for v in per_query) / nq) if nq else 0.0

    metrics = {"k": k, "ndcg": mean(0), "map": mean(1), "mrr": mean(2), "precision_at_k": mean(3),
               "recall_at_k": mean(4), "n_queries": nq}
    return metrics, ["query_id", "n_results", "ndcg", "ap", "rr"], rows
'''

RANK_BUGS = [
    _bug("rel", "relevance threshold (>=)", "return grade >= min_grade", "return grade > min_grade"),
    _bug("gain", "DCG gain (2^g - 1)", "return 2 ** grade - 1", "return grade", {"pow_only": "return 2 ** grade"}),
    _bug("score_parse", "numeric vs text scores",
         'results.setdefault(row["query_id"], []).append((float(row["score"]), row["doc_id"]))',
         'results.setdefault(row["query_id"], []).append((row["score"], row["doc_id"]))', ind=8),
    _bug("query_set", "which queries are evaluated",
         "queries = sorted(q for q, g in judged.items() if any(relevant(v, min_grade) for v in g.values()))",
         "queries = sorted(results)"),
    _bug("tie_order", "ranking tie-break (doc_id ascending)",
         'ranked = sorted(sorted(results.get(q, []), key=lambda d: d[1]), key=lambda d: d[0], reverse=True)',
         'ranked = sorted(results.get(q, []), key=lambda d: d[0], reverse=True)',
         {"reverse_tuple": "ranked = sorted(results.get(q, []), reverse=True)"}, ind=8),
    _bug("cutoff", "top-k cutoff (off by one)", "top = ranked[:k]",
         "top = [d for i, d in enumerate(ranked) if i <= k]", ind=8),
    _bug("ideal", "ideal DCG from the qrels",
         "ideal = sorted(grades.values(), reverse=True)[:k]",
         "ideal = sorted((grades.get(doc, 0) for _, doc in ranked), reverse=True)[:k]",
         {"uncut": "ideal = sorted(grades.values(), reverse=True)"}, ind=8),
    _bug("map_denom", "average-precision denominator", "ap = ap / n_rel if n_rel else 0.0",
         "ap = ap / hits if hits else 0.0", ind=8),
]
RANK_RULES = {
    "score_parse": "Scores are numbers and are compared as numbers.",
    "tie_order": "Within a query the documents are ranked by score, highest first; equal scores are ordered by "
                 "`doc_id` ascending (plain text order).",
    "cutoff": "`ndcg`, `precision_at_k` and `recall_at_k` look at exactly the first `k` ranked documents.",
    "gain": "DCG@k = sum over the first k ranks of (2^grade - 1) / log2(rank + 1), rank counted from 1; a "
            "document without a judgment has grade 0.",
    "ideal": "The ideal DCG@k is the DCG of the query's k highest grades in the qrels, whether the run "
             "retrieved those documents or not.",
    "rel": "For the binary metrics a document is relevant when its grade is at least `min_grade`.",
    "map_denom": "Average precision runs over the whole ranking and divides by the number of relevant documents "
                 "the query has in the qrels (retrieved or not); `map` is its mean over queries.",
    "query_set": "The evaluated queries are the qrels queries with at least one relevant document. Such a query "
                 "that the run has no results for scores 0 on every metric; run queries without judgments are "
                 "ignored. `n_queries` counts the evaluated queries; breakdown rows are sorted by `query_id`.",
}
RANK_GENERAL = [
    "`mrr` is the mean of 1 / (rank of the first relevant document), 0 when none is retrieved.",
    "`precision_at_k` is relevant documents in the top k over k; `recall_at_k` is over the query's relevant "
    "documents in the qrels. Every metric is a mean over the evaluated queries.",
]
RANK_SYMPTOMS = {
    "score_parse": "a document scored 10.5 is ranked below one scored 9.8",
    "tie_order": "two runs over the same results give different NDCG when the search engine returns the tied "
                 "documents in another order",
    "cutoff": "`precision_at_k` can exceed what k documents allow: one document too many is counted",
    "gain": "NDCG barely rewards putting the grade-3 documents first: the gain is not the exponential one",
    "ideal": "NDCG reaches 1.0 for queries whose best judged documents were never retrieved",
    "rel": "documents graded exactly `min_grade` are not counted as relevant",
    "map_denom": "MAP goes up when the run retrieves fewer relevant documents",
    "query_set": "`n_queries` follows the run instead of the judgments: queries the engine returned nothing for "
                 "vanish from the averages",
}
RANK_DOMAINS = [
    dict(key="shopsearch", title="product-search ranker", id="doc_id", org="Cartwheel", q="q", d="SKU",
         team="the search relevance team", item="query"),
    dict(key="helpcenter", title="help-center search", id="doc_id", org="Tallyworks", q="hc", d="KB",
         team="the support content team", item="query"),
    dict(key="caselaw", title="case-law retrieval model", id="doc_id", org="Verity Legal", q="lq", d="CASE",
         team="the legal research tools team", item="query"),
    dict(key="codesearch", title="code-search ranker", id="doc_id", org="Forgehub", q="cs", d="SNIP",
         team="the developer search team", item="query"),
    dict(key="recipes", title="recipe-search ranker", id="doc_id", org="Simmer", q="rq", d="RCP",
         team="the discovery team", item="query"),
]


def rank_case(rng: random.Random, dom: dict, nq: int, shared=None, params=None):
    qrels_rows = shared
    if params is None:
        params = {"k": rng.choice([3, 5]), "min_grade": rng.choice([1, 2])}
    mg = params["min_grade"]
    if qrels_rows is None:
        qids = [f"{dom['q']}{i:03d}" for i in sorted(rng.sample(range(1, 400), nq + 2))]
        qrels_rows = []
        for qi, q in enumerate(qids[:nq]):
            docs = rng.sample(range(1000, 9999), rng.randint(7, 14))
            for d in docs:
                g = rng.choices([0, 1, 2, 3], [40, 30, 20, 10])[0]
                if qi == 0:  # a judged query with nothing relevant
                    g = min(g, mg - 1)
                qrels_rows.append([q, f"{dom['d']}{d}", g])
        unjudged_q = qids[nq:]
    else:
        qids = sorted({r[0] for r in qrels_rows})
        unjudged_q = [f"{dom['q']}{i:03d}" for i in rng.sample(range(400, 600), 2)]
    judged: dict = {}
    for q, d, g in qrels_rows:
        judged.setdefault(q, {})[d] = g
    qs = sorted(judged)
    absent = set(rng.sample(qs[1:], 1))
    run = []
    for q in qs + unjudged_q:
        if q in absent:
            continue
        docs = list(judged.get(q, {}).items())
        picked = rng.sample(docs, rng.randint(min(len(docs), max(3, len(docs) - 5)), len(docs))) if docs else []
        picked += [(f"{dom['d']}{d}", 0) for d in rng.sample(range(10000, 19999), rng.randint(1, 4))]
        scored = []
        for d, g in picked:
            s = rng.uniform(0.5, 8) + 3.2 * g + rng.uniform(-3, 3)
            scored.append([q, d, round(max(s, 0.3), rng.choice([1, 2]))])
        for _ in range(rng.randint(1, 3) if len(scored) > 1 else 0):  # tied scores
            a, b = rng.sample(range(len(scored)), 2)
            scored[b][2] = scored[a][2]
        run.extend(scored)
    rng.shuffle(run)
    shuffled = list(qrels_rows)
    rng.shuffle(shuffled)
    return (params, csv_text(["query_id", "doc_id", "score"], [[q, d, f"{s}"] for q, d, s in run]),
            csv_text(["query_id", "doc_id", "grade"], shuffled), qrels_rows)


# =================================================================================================================
# regression: a model that predicts log1p(target)
# =================================================================================================================
REG_BODY = '''

def inverse(value):
    """From the model's output scale (log1p of the target) back to the target's units."""
@@transform@@


def compute(cfg, preds, actuals):
    truth = {}
    for row in actuals:
@@restated@@
@@join@@
    rows, fallback_used = [], 0
    for p, a in pairs:
        y = float(a["actual"])
        w = float(a["weight"])
        text = p["pred"].strip()
@@fallback@@
        rows.append((y, yhat, w, a["segment"].strip()))
    n = len(rows)
    err = [yh - y for y, yh, _, _ in rows]
    mae = sum(abs(e) for e in err) / n
@@rmse@@
@@weights@@
    mean_y = sum(r[0] for r in rows) / n
    sse = sum(e * e for e in err)
@@r2@@
@@mape@@
    metrics = {
        "mae": r6(mae), "rmse": r6(rmse), "weighted_mae": r6(weighted_mae), "r2": r6(r2), "mape": r6(mape),
        "n_mape": len(ape), "n_evaluated": n, "n_fallback": fallback_used,
    }
    out = []
    for seg in sorted({r[3] for r in rows}):
        sub = [r for r in rows if r[3] == seg]
        out.append([seg, len(sub), r6(sum(abs(r[1] - r[0]) for r in sub) / len(sub)),
                    r6(sum(r[1] - r[0] for r in sub) / len(sub))])
    return metrics, ["segment", "n", "mae", "bias"], out
'''

REG_BUGS = [
    _bug("transform", "inverse of log1p (expm1)", "return math.expm1(value)", "return math.exp(value)",
         {"identity": "return value"}),
    _bug("restated", "restated rows: last wins", "truth[row[ID]] = row", "truth.setdefault(row[ID], row)", ind=8),
    _bug("join", "join by key, not by position", "pairs = [(p, truth[p[ID]]) for p in preds if p[ID] in truth]",
         "pairs = list(zip(sorted(preds, key=lambda r: r[ID]), sorted(truth.values(), key=lambda r: r[ID])))"),
    _bug("fallback", "fallback for missing predictions", """
        if text:
            yhat = inverse(float(text))
        else:
            fallback_used += 1
            yhat = float(cfg["fallback"])
    """, """
        if not text:
            fallback_used += 1
            continue
        yhat = inverse(float(text))
    """, {"transformed": """
        if not text:
            fallback_used += 1
            text = str(cfg["fallback"])
        yhat = inverse(float(text))
    """}, ind=8),
    _bug("rmse", "RMSE formula", "rmse = math.sqrt(sum(e * e for e in err) / n)",
         "rmse = sum(math.sqrt(e * e) for e in err) / n", {"root_of_sum": "rmse = math.sqrt(sum(e * e for e in err)) / n"}),
    _bug("weights", "weighted mean denominator", "weighted_mae = sum(r[2] * abs(r[1] - r[0]) for r in rows) / sum(r[2] for r in rows)",
         "weighted_mae = sum(r[2] * abs(r[1] - r[0]) for r in rows) / n", {"unweighted": "weighted_mae = mae"}),
    _bug("r2", "R^2 total sum of squares", "r2 = 1 - sse / sum((r[0] - mean_y) ** 2 for r in rows)", """
        mean_pred = sum(r[1] for r in rows) / n
        r2 = 1 - sse / sum((r[1] - mean_pred) ** 2 for r in rows)
    """, {"uncentered": "r2 = 1 - sse / sum(r[0] ** 2 for r in rows)"}),
    _bug("mape", "MAPE with zero targets", """
        ape = [abs(r[1] - r[0]) / abs(r[0]) for r in rows if r[0] != 0]
        mape = 100 * sum(ape) / len(ape) if ape else 0.0
    """, """
        ape = [abs(r[1] - r[0]) / max(abs(r[0]), 1e-9) for r in rows]
        mape = 100 * sum(ape) / len(ape) if ape else 0.0
    """, {"zero_as_exact": """
        ape = [abs(r[1] - r[0]) / abs(r[0]) if r[0] != 0 else 0.0 for r in rows]
        mape = 100 * sum(ape) / len(ape) if ape else 0.0
    """}),
]
REG_RULES = {
    "transform": "`pred` is on the model's training scale, log1p(target): turn it back into the target's units "
                 "with expm1 before any metric.",
    "restated": "The actuals file can restate a row: the same id again, further down, with a corrected value. "
                "The last row for an id holds.",
    "join": "Predictions and actuals are matched by `{id}`, never by row order; an id in only one file is not "
            "evaluated.",
    "fallback": "A prediction row with an empty `pred` is evaluated with the config's `fallback`, which is "
                "already in the target's units (no inverse transform); `n_fallback` counts these rows.",
    "rmse": "`rmse` is the square root of the mean squared error.",
    "weights": "`weighted_mae` is sum(weight x |error|) / sum(weight), with the actuals' `weight` column.",
    "r2": "`r2` is 1 - SSE / SST, SST being the sum of squared deviations of the actual values from their mean "
          "(scikit-learn `r2_score`).",
    "mape": "`mape` is in percent: the mean of |error| / |actual| over the rows whose actual value is not 0; rows "
            "with an actual of 0 are left out of it, and `n_mape` counts the rows in it.",
}
REG_GENERAL = [
    "error = prediction - actual, in the target's units; `mae` is the mean of |error|.",
    "The breakdown has one row per `segment` of the actuals (sorted): its rows, its MAE and its bias (mean error).",
]
REG_SYMPTOMS = {
    "transform": "every prediction comes out about one unit too high: the bias is +1.0 in every segment",
    "restated": "corrections to the actuals (rows restated further down the file) have no effect on the metrics",
    "join": "the error metrics exploded in the week the export started to include rows whose actual value is not "
            "known yet",
    "fallback": "rows without a prediction (empty `pred`) are silently left out, so the errors look smaller than "
                "what production sees",
    "rmse": "`rmse` always equals `mae`",
    "weights": "`weighted_mae` changes when every weight is doubled",
    "r2": "`r2` disagrees with scikit-learn's `r2_score` and even changes when the predictions are shifted by a "
          "constant and the actuals are not",
    "mape": "`mape` is astronomically large because of the rows whose actual value is 0",
}
REG_DOMAINS = [
    dict(key="eta", title="delivery-time model", id="order_id", org="Dashcart", unit="minutes",
         segments=["bike", "car", "walker"], median=35.0, spread=0.55, dec=1, team="the logistics data team",
         item="order"),
    dict(key="prices", title="house-price model", id="listing_id", org="Keystone Realty", unit="euros",
         segments=["city", "suburb", "rural"], median=285000.0, spread=0.45, dec=0, team="the valuation team",
         item="listing"),
    dict(key="demand", title="energy-demand forecaster", id="meter_id", org="Gridwise", unit="kWh",
         segments=["residential", "retail", "industrial"], median=420.0, spread=0.9, dec=1,
         team="the forecasting team", item="meter-day"),
    dict(key="claims", title="claim-cost model", id="claim_id", org="Harbor Mutual", unit="dollars",
         segments=["auto", "home", "travel"], median=2400.0, spread=0.8, dec=2, team="the actuarial analytics team",
         item="claim"),
    dict(key="fares", title="taxi-fare estimator", id="trip_id", org="Metro Cabs", unit="dollars",
         segments=["airport", "downtown", "suburbs"], median=18.0, spread=0.5, dec=2, team="the pricing team",
         item="trip"),
]


def reg_case(rng: random.Random, dom: dict, n: int, shared=None, params=None):
    dec = dom["dec"]
    taken: set = set(shared["taken"]) if shared else set()
    if shared is None:
        ids = _fresh_ids(rng, taken, n, 6)
        actual_rows = []
        for i in ids:
            y = 0.0 if rng.random() < 0.04 else round(dom["median"] * math.exp(rng.gauss(0, dom["spread"])), dec)
            actual_rows.append([i, f"{y:.{dec}f}", rng.choice(dom["segments"]), f"{rng.uniform(0.5, 3):.1f}"])
    else:
        actual_rows = shared["rows"]
    extra = _fresh_ids(rng, taken, n // 10, 6)
    if params is None:
        params = {"target_transform": "log1p", "fallback": round(dom["median"] * rng.uniform(0.8, 1.2), dec)}
    noise, bias = rng.uniform(0.1, 0.3), rng.uniform(-0.08, 0.08)
    dropped = set(rng.sample([r[0] for r in actual_rows], max(2, n // 25)))
    pred = []
    for i, y, _, _ in actual_rows:
        if i in dropped:
            continue
        v = math.log1p(float(y)) + rng.gauss(bias, noise)
        pred.append([i, "" if rng.random() < 0.05 else f"{max(v, 0.0):.4f}"])
    for i in extra:
        pred.append([i, f"{math.log1p(dom['median']) + rng.gauss(0, 0.5):.4f}"])
    rng.shuffle(pred)
    rows = list(actual_rows)
    rng.shuffle(rows)
    for i in rng.sample(range(len(rows)), max(3, n // 20)):  # restated further down
        r = rows[i]
        new = round(float(r[1]) * rng.uniform(0.6, 1.5) + (dom["median"] * 0.3 if float(r[1]) == 0 else 0), dec)
        rows.insert(rng.randint(i + 1, len(rows)), [r[0], f"{new:.{dec}f}", r[2], r[3]])
    return (params, csv_text([dom["id"], "pred"], pred), csv_text([dom["id"], "actual", "segment", "weight"], rows),
            {"rows": actual_rows, "taken": sorted(taken)})


KINDS = {
    "classification": Kind(
        key="classification", files=("predictions", "labels"),
        doc="The config names the predictions and the labels CSV (paths relative to the config file) and\n"
            "`classes`, the class names in the order of the model's score columns score_0, score_1, ...",
        body=MC_BODY, bugs=MC_BUGS, rules=MC_RULES, general=MC_GENERAL, symptoms=MC_SYMPTOMS,
        pairs=[("dedup", "missing"), ("present", "macro"), ("class_order", "confusion"), ("label_norm", "present")],
        primary=("macro_f1", True), domains=MC_DOMAINS,
        outputs="`metrics.json`: `accuracy`, `macro_f1`, `weighted_f1`, `n_evaluated`, `n_unscored`, "
                "`n_unknown_label`, `confusion` (a list of rows); `breakdown.csv`: `class,support,precision,"
                "recall,f1`, one row per configured class in the order of `classes`",
        config_doc="`predictions` and `labels` (CSV paths relative to the config) and `classes`",
    ),
    "scoring": Kind(
        key="scoring", files=("predictions", "labels"),
        doc="The config names the predictions (id, score) and the labels (id, label, split, segment) CSV, the\n"
            "positive label, the target precision for the threshold and the bootstrap settings.",
        body=BIN_BODY, bugs=BIN_BUGS, rules=BIN_RULES, general=BIN_GENERAL, symptoms=BIN_SYMPTOMS,
        pairs=[("calib", "ge"), ("missing", "ranks"), ("seeding", "upper"), ("positive", "ap")],
        primary=("average_precision", True), domains=BIN_DOMAINS,
        outputs="`metrics.json`: `threshold`, `precision`, `recall`, `f1`, `roc_auc`, `average_precision`, "
                "`auc_ci` (`[low, high]`), `n_calib`, `n_test`, `n_unscored`; `breakdown.csv`: `segment,n,"
                "positives,flagged,recall` over the test rows, one row per segment (sorted)",
        config_doc="`predictions`, `labels`, `positive_label`, `target_precision` and `bootstrap` "
                   "(`resamples`, `seed`, `level` in percent)",
    ),
    "ranking": Kind(
        key="ranking", files=("run", "qrels"),
        doc="The config names the run (query_id, doc_id, score) and the qrels (query_id, doc_id, grade) CSV, the\n"
            "cutoff k and the lowest grade that counts as relevant.",
        body=RANK_BODY, bugs=RANK_BUGS, rules=RANK_RULES, general=RANK_GENERAL, symptoms=RANK_SYMPTOMS,
        pairs=[("score_parse", "tie_order"), ("ideal", "cutoff"), ("rel", "query_set"), ("rel", "map_denom")],
        primary=("ndcg", True), domains=RANK_DOMAINS,
        outputs="`metrics.json`: `k`, `ndcg`, `map`, `mrr`, `precision_at_k`, `recall_at_k`, `n_queries`; "
                "`breakdown.csv`: `query_id,n_results,ndcg,ap,rr`, one row per evaluated query (sorted)",
        config_doc="`run` and `qrels` (CSV paths relative to the config), `k` and `min_grade`",
    ),
    "regression": Kind(
        key="regression", files=("predictions", "actuals"),
        doc="The config names the predictions (id, pred on the log1p scale) and the actuals (id, actual,\n"
            "segment, weight) CSV and the fallback used where the model produced no prediction.",
        body=REG_BODY, bugs=REG_BUGS, rules=REG_RULES, general=REG_GENERAL, symptoms=REG_SYMPTOMS,
        pairs=[("transform", "fallback"), ("join", "restated"), ("mape", "transform"), ("weights", "join")],
        primary=("rmse", False), domains=REG_DOMAINS,
        outputs="`metrics.json`: `mae`, `rmse`, `weighted_mae`, `r2`, `mape`, `n_mape`, `n_evaluated`, "
                "`n_fallback`; `breakdown.csv`: `segment,n,mae,bias`, one row per segment (sorted)",
        config_doc="`predictions` and `actuals` (CSV paths relative to the config), `target_transform` "
                   "(`log1p`) and `fallback`",
    ),
}

CASES = {"classification": mc_case, "scoring": bin_case, "ranking": rank_case, "regression": reg_case}
