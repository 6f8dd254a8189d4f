"""ML/evaluation: compute an evaluation report from a model's saved predictions (thresholded binary metrics,
multi-class per-class/macro/weighted metrics with messy labels, ROC AUC with ties, average precision, and an
operating threshold chosen on validation data and applied to test data)."""

from __future__ import annotations

import json
import random

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

BINARY = [("fraud", "legit", "transaction"), ("spam", "ham", "message"), ("churn", "stay", "customer"),
          ("defect", "ok", "part"), ("malignant", "benign", "scan"), ("toxic", "clean", "comment"),
          ("bot", "human", "session"), ("default", "repaid", "loan")]
MULTI = [("ticket", ["billing", "login", "shipping", "refund", "bug", "account"]),
         ("photo", ["cat", "dog", "bird", "horse", "rabbit", "fox"]),
         ("document", ["invoice", "receipt", "contract", "letter", "form", "memo"]),
         ("review", ["positive", "negative", "neutral", "mixed", "spam"]),
         ("call", ["sales", "support", "complaint", "cancellation", "wrong_number"]),
         ("sample", ["healthy", "rust", "blight", "mildew", "scab", "mosaic"])]
SEGMENTS = [["web", "ios", "android", "store"], ["eu", "us", "apac", "latam"], ["new", "returning", "vip"],
            ["small", "medium", "large", "enterprise"]]
CONTEXT = ["The numbers in the model registry were typed in by hand and nobody trusts them any more.",
           "The review board wants the figures recomputed from the raw predictions before sign-off.",
           "Two dashboards disagree about this model, so the team wants one authoritative computation.",
           "The vendor's evaluation PDF cannot be reproduced, so we compute our own report.",
           "An auditor asked for the evaluation to be recomputed from the stored predictions.",
           "The monitoring job that used to compute these metrics was switched off last quarter."]
MODELS = ["gbm-v7", "xgb-2024-03", "bert-ft-4", "rf-baseline", "lgbm-nightly", "cnn-r50", "logreg-v2", "tabnet-1"]


# ---------------------------------------------------------------------------------------------- pure metrics
def _r4(x):
    return None if x is None else round(x, 4)


def _binary(rows, pos, t, bug):
    tp = fp = tn = fn = 0
    for y, s in rows:
        p = s > t if bug == "strict_gt" else s >= t
        if y == pos:
            tp, fn = tp + p, fn + (not p)
        else:
            fp, tn = fp + p, tn + (not p)
    prec = tp / (tp + fp) if tp + fp else 0.0
    rec = tp / (tp + fn) if tp + fn else 0.0
    if bug == "swap_pr":
        prec, rec = rec, prec
    f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
    out = {"tp": tp, "fp": fp, "tn": tn, "fn": fn}
    if bug != "counts_only":
        out.update(precision=_r4(prec), recall=_r4(rec), f1=_r4(f1), accuracy=_r4((tp + tn) / len(rows)))
    return out


def _multi(rows, classes, bug):
    def norm(s):
        return s if bug == "no_normalize" else s.strip().lower()
    ys = [norm(a) for a, _ in rows]
    ps = [norm(b) for _, b in rows]
    per = {}
    for c in classes:
        tp = sum(1 for y, p in zip(ys, ps) if y == c and p == c)
        fp = sum(1 for y, p in zip(ys, ps) if y != c and p == c)
        fn = sum(1 for y, p in zip(ys, ps) if y == c and p != c)
        prec = tp / (tp + fp) if tp + fp else (None if bug == "nan_skip" else 0.0)
        rec = tp / (tp + fn) if tp + fn else 0.0
        f1 = 2 * tp / (2 * tp + fp + fn) if tp else (None if bug == "nan_skip" and tp + fp == 0 else 0.0)
        per[c] = {"precision": prec, "recall": rec, "f1": f1, "support": tp + fn}
    f1s = [v["f1"] for v in per.values() if v["f1"] is not None]
    macro = sum(f1s) / len(f1s)
    n = sum(v["support"] for v in per.values())
    weighted = sum((v["f1"] or 0.0) * v["support"] for v in per.values()) / n
    acc = sum(1 for y, p in zip(ys, ps) if y == p) / len(rows)
    if bug == "micro_as_macro":
        tp = sum(1 for y, p in zip(ys, ps) if y == p and p in classes)
        pred = sum(1 for p in ps if p in classes)
        mp, mr = tp / pred, tp / len(ys)
        macro = 2 * mp * mr / (mp + mr)
    out = {"per_class": {c: {"precision": _r4(v["precision"] or 0.0), "recall": _r4(v["recall"]), "f1": _r4(v["f1"] or 0.0),
                             "support": v["support"]} for c, v in per.items()}}
    if bug != "per_class_only":
        out.update(macro_f1=_r4(macro), weighted_f1=_r4(weighted), accuracy=_r4(acc))
    return out


def _auc(rows, bug=""):
    pos = [s for y, s in rows if y == 1]
    neg = [s for y, s in rows if y == 0]
    if not pos or not neg:
        return None
    neg_sorted = sorted(neg)
    import bisect
    win = 0.0
    for s in pos:
        lo = bisect.bisect_left(neg_sorted, s)
        hi = bisect.bisect_right(neg_sorted, s)
        win += lo + (0 if bug == "auc_no_ties" else 0.5 * (hi - lo))
    return win / (len(pos) * len(neg))


def _ap(rows, bug=""):
    P = sum(y for y, _ in rows)
    tp = fp = 0
    pts = [(0.0, 1.0)]
    by = {}
    for y, s in rows:
        by.setdefault(s, [0, 0])[y] += 1
    for s in sorted(by, reverse=True):
        fp += by[s][0]
        tp += by[s][1]
        pts.append((tp / P, tp / (tp + fp)))
    area = 0.0
    for (r0, p0), (r1, p1) in zip(pts, pts[1:]):
        area += (r1 - r0) * ((p0 + p1) / 2 if bug == "ap_trapezoid" else p1)
    return area


def _pick_threshold(rows, target):
    for t in sorted({s for _, s in rows}):
        pp = [y for y, s in rows if s >= t]
        if pp and sum(pp) / len(pp) >= target:
            return t
    return None


def _ranking(val, test, segs, target, bug):
    t = _pick_threshold([(y, s) for y, s, _ in test] if bug == "threshold_on_test" else val, target)
    pp = [y for y, s, _ in test if s >= t]
    P = sum(y for y, _, _ in test)
    out = {"threshold": t, "test_precision": _r4(sum(pp) / len(pp)), "test_recall": _r4(sum(pp) / P),
           "roc_auc": _r4(_auc([(y, s) for y, s, _ in test], bug)), "average_precision": _r4(_ap([(y, s) for y, s, _ in test], bug))}
    if bug != "no_segments":
        out["roc_auc_by_segment"] = {g: _r4(_auc([(y, s) for y, s, h in test if h == g], bug)) for g in segs}
    return out


# ---------------------------------------------------------------------------------------------- oracle programs
AWK = r'''
NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
{
  y = ($col[LABEL] == POS); p = ($col[SCORE] + 0 {cmp} T + 0)
  if (y && p) tp++; else if (y) fn++; else if (p) fp++; else tn++
}
END {
  prec = (tp + fp) ? tp / (tp + fp) : 0; rec = (tp + fn) ? tp / (tp + fn) : 0
  {swap}
  f1 = (prec + rec) ? 2 * prec * rec / (prec + rec) : 0
  printf "{\"tp\": %d, \"fp\": %d, \"tn\": %d, \"fn\": %d", tp, fp, tn, fn
  {rates}
  printf "}\n"
}
'''

PY = r'''
import csv, json, sys
import numpy as np
from sklearn.metrics import (auc, average_precision_score, f1_score, precision_recall_curve,
                             precision_recall_fscore_support, roc_auc_score)
BUG = sys.argv[1] if len(sys.argv) > 1 else ""
C = json.loads(sys.argv[2])
r4 = lambda x: None if x is None else round(float(x), 4)
if C["kind"] == "multi":
    rows = list(csv.DictReader(open(C["pred"], newline="")))
    norm = (lambda s: s) if BUG == "no_normalize" else (lambda s: s.strip().lower())
    y = [norm(r[C["actual"]]) for r in rows]
    p = [norm(r[C["predicted"]]) for r in rows]
    classes = [l.strip() for l in open(C["classes"]) if l.strip()]
    pr, rc, f1, sup = precision_recall_fscore_support(y, p, labels=classes, zero_division=0)
    out = {"per_class": {c: {"precision": r4(pr[i]), "recall": r4(rc[i]), "f1": r4(f1[i]), "support": int(sup[i])}
                         for i, c in enumerate(classes)}}
    if BUG != "per_class_only":
        if BUG == "micro_as_macro":
            macro = f1_score(y, p, labels=classes, average="micro", zero_division=0)
        elif BUG == "nan_skip":
            macro = float(np.mean([f for f, c in zip(f1, classes) if c in set(p)]))
        else:
            macro = f1_score(y, p, labels=classes, average="macro", zero_division=0)
        out.update(macro_f1=r4(macro), weighted_f1=r4(f1_score(y, p, labels=classes, average="weighted", zero_division=0)),
                   accuracy=r4(sum(a == b for a, b in zip(y, p)) / len(y)))
else:
    def load(path):
        rows = list(csv.DictReader(open(path, newline="")))
        return (np.array([int(r[C["label"]]) for r in rows]), np.array([float(r[C["score"]]) for r in rows]),
                [r[C["segment"]] for r in rows])
    yv, sv, _ = load(C["val"])
    yt, st, gt = load(C["test"])
    def pick(y, s):
        for t in sorted(set(s.tolist())):
            m = s >= t
            if m.sum() and y[m].mean() >= C["target"]:
                return t
    t = pick(yt, st) if BUG == "threshold_on_test" else pick(yv, sv)
    m = st >= t
    def roc(y, s):
        if len(set(y.tolist())) < 2:
            return None
        if BUG == "auc_no_ties":
            pos, neg = s[y == 1], s[y == 0]
            return float((pos[:, None] > neg[None, :]).mean())
        return roc_auc_score(y, s)
    if BUG == "ap_trapezoid":
        pr, rc, _ = precision_recall_curve(yt, st)
        ap = auc(rc, pr)
    else:
        ap = average_precision_score(yt, st)
    out = {"threshold": float(t), "test_precision": r4(yt[m].mean()), "test_recall": r4(yt[m].sum() / yt.sum()),
           "roc_auc": r4(roc(yt, st)), "average_precision": r4(ap)}
    if BUG != "no_segments":
        out["roc_auc_by_segment"] = {g: r4(roc(yt[np.array(gt) == g], st[np.array(gt) == g])) for g in C["segments"]}
json.dump(out, open(C["out"], "w"), indent=2)
print(json.dumps(out)[:300])
'''


def _solver(C: dict, bug: str) -> str:
    out_dir = C["out"].rsplit("/", 1)[0]
    if C["kind"] == "binary":
        prog = AWK.replace("{cmp}", ">" if bug == "strict_gt" else ">=")
        prog = prog.replace("{swap}", "tmp = prec; prec = rec; rec = tmp" if bug == "swap_pr" else "")
        rates = ('printf ", \\"precision\\": %.4f, \\"recall\\": %.4f, \\"f1\\": %.4f, \\"accuracy\\": %.4f", '
                 'prec, rec, f1, (tp + tn) / NR_DATA' if bug != "counts_only" else "")
        prog = prog.replace("{rates}", rates).replace("NR_DATA", "(NR - 1)")
        return script(f"""
            mkdir -p {out_dir}
            cat > /tmp/metrics.awk <<'AWK'
            {{prog}}
            AWK
            gawk -F, -v LABEL={C['label']} -v SCORE={C['score']} -v POS={C['pos']} -v T={C['t']} -f /tmp/metrics.awk {C['pred']} > {C['out']}
            jq . {C['out']}
        """).replace("{prog}", prog.strip("\n"))
    return script(f"""
        mkdir -p {out_dir}
        cat > /tmp/metrics.py <<'PY'
        {{prog}}
        PY
        python3 /tmp/metrics.py '{bug}' '{json.dumps(C)}'
        jq -c . {C['out']}
    """).replace("{prog}", PY.strip("\n"))


@register
class MetricsReport(Family):
    name = "metrics_report"
    category = "ml"
    description = "Compute an evaluation report from saved predictions: thresholded binary metrics, multi-class averages, AUC/AP with ties, threshold selection."
    base_image = "termigen/sci:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        model = rng.choice(MODELS)
        base = rng.choice(["/app/eval", "/srv/ml-eval", "/home/mlops/eval"]) + f"/{model}"
        out = f"{base}/" + rng.choice(["report.json", "metrics.json", "eval_report.json"])
        for _ in range(50):
            made = {"easy": self._easy, "medium": self._medium, "hard": self._hard}[level](rng, base, out)
            if made is not None:
                break
        else:  # pragma: no cover
            raise RuntimeError("could not draw predictions that separate every decoy")
        files, C, truth, decoys, text = made
        return Draft(
            instruction=text.replace("{MODEL}", model).replace("{CONTEXT}", rng.choice(CONTEXT)).rstrip("\n") + "\n\n" + (
                "Do not modify the prediction files. The report is compared number by number with an independent "
                "computation, so follow the definitions above exactly (they are the usual scikit-learn ones).\n"),
            environment=Environment(base_image=self.base_image, files=files, workdir=base),
            solution=_solver(C, ""),
            tests={"test_outputs.py": self._tests(out, truth)},
            decoys=[Decoy(name=n, description=d, script=_solver(C, n)) for n, d in decoys],
            outputs=[base],
            tools=["mkdir", "cat", "jq"] + (["gawk"] if level == "easy" else ["python3"]),
            tags=["ml", "evaluation", "metrics"] + {"easy": ["threshold"], "medium": ["multiclass", "macro-average"],
                                                     "hard": ["roc-auc", "average-precision", "threshold-selection"]}[level],
            expert_time_min={"easy": 10, "medium": 20, "hard": 35}[level],
            junior_time_min={"easy": 25, "medium": 50, "hard": 90}[level],
        )

    @staticmethod
    def _differs(a, b) -> bool:
        """True when a decoy's report differs from the truth by more than the tests' tolerance somewhere."""
        if isinstance(a, dict):
            return not isinstance(b, dict) or set(a) != set(b) or any(MetricsReport._differs(a[k], b[k]) for k in a)
        if a is None or b is None:
            return (a is None) != (b is None)
        return abs(a - b) > 5e-4

    # -- easy ------------------------------------------------------------------------------------------
    def _easy(self, rng, base, out):
        pos, neg, what = rng.choice(BINARY)
        t = rng.choice([0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7])
        n = rng.randint(400, 650)
        label, score = rng.choice([("label", "score"), ("actual", "prob"), ("y_true", "p_" + pos), ("truth", "model_score")])
        rows = []
        for _ in range(n):
            y = pos if rng.random() < rng.uniform(0.2, 0.35) else neg
            s = min(0.999, max(0.0, rng.gauss(0.68 if y == pos else 0.3, 0.2)))
            rows.append((y, round(s, 2)))
        for y in (pos, pos, neg, neg, pos):  # scores exactly at the threshold
            rows.insert(rng.randrange(len(rows)), (y, t))
        truth = _binary(rows, pos, t, "")
        decoys = [("strict_gt", "treats a score equal to the threshold as negative"),
                  ("swap_pr", "swaps precision and recall"), ("counts_only", "half the job: confusion counts without the rates")]
        if not all(self._differs(truth, _binary(rows, pos, t, b)) for b, _ in decoys):
            return None
        ids = rng.sample(range(10000, 99999), len(rows))
        csv_rows = [f"{what}_id,{label},{score}"] + [f"{i},{y},{s:.2f}" for i, (y, s) in zip(ids, rows)]
        pred = f"{base}/predictions.csv"
        C = {"kind": "binary", "pred": pred, "label": label, "score": score, "pos": pos, "t": t, "out": out}
        text = dedent(f"""
            # Evaluation report for {{MODEL}} ({pos} detection)

            The {pos}-detection model `{{MODEL}}` scored a labelled evaluation set of {what}s; its output is
            `{pred}` (one row per {what}: the id, the true class in `{label}` (`{pos}` or `{neg}`) and the model's
            score in `{score}`, between 0 and 1). Product has fixed the operating threshold at **{t}**: a {what}
            is flagged as `{pos}` when its score is **greater than or equal to** {t}.
            {{CONTEXT}}

            Write `{out}`, a JSON object with:
            - `tp`, `fp`, `tn`, `fn`: the confusion counts at that threshold, with `{pos}` as the positive class;
            - `precision`, `recall`, `f1`, `accuracy` for the positive class at that threshold, as numbers rounded
              to 4 decimals (use 0 when a ratio is undefined).

        """)
        return {pred: File.of("\n".join(csv_rows) + "\n")}, C, truth, decoys, text

    # -- medium ------------------------------------------------------------------------------------------
    def _medium(self, rng, base, out):
        what, pool = rng.choice(MULTI)
        classes = rng.sample(pool, rng.randint(4, min(5, len(pool))))
        never = rng.choice(classes[1:])  # the model never predicts this one
        weights = [rng.uniform(0.5, 3) for _ in classes]
        rows = []
        for _ in range(rng.randint(300, 500)):
            y = rng.choices(classes, weights)[0]
            r = rng.random()
            if r < 0.04:
                p = ""
            elif r < 0.74 and y != never:
                p = y
            else:
                p = rng.choice([c for c in classes if c != never and c != y] or [classes[0]])
            rows.append([y, p])

        def messy(s):
            if not s or rng.random() > 0.12:
                return s
            return rng.choice([s.upper(), s.capitalize(), f" {s}", f"{s} ", f"{s.title()}  "])
        rows = [[messy(a), messy(b)] for a, b in rows]
        rows[0][0] = f" {rows[0][0].strip().upper()}"
        rows[1][1] = f"{rows[1][1].strip().capitalize() or classes[0].capitalize()} "
        truth = _multi(rows, classes, "")
        decoys = [("no_normalize", "compares labels without trimming spaces or ignoring case"),
                  ("micro_as_macro", "reports the micro-averaged F1 as the macro F1"),
                  ("nan_skip", "leaves the never-predicted class out of the macro average"),
                  ("per_class_only", "half the job: per-class numbers without the averages")]
        if not all(self._differs(truth, _multi(rows, classes, b)) for b, _ in decoys):
            return None
        actual, predicted = rng.choice([("actual", "predicted"), ("label", "prediction"), ("gold", "model_label")])
        pred = f"{base}/predictions.csv"
        ids = rng.sample(range(1000, 9999), len(rows))
        csv_rows = [f"{what}_id,{actual},{predicted}"] + [f'{i},"{a}","{b}"' for i, (a, b) in zip(ids, rows)]
        cls_file = f"{base}/classes.txt"
        C = {"kind": "multi", "pred": pred, "actual": actual, "predicted": predicted, "classes": cls_file, "out": out}
        text = dedent(f"""
            # Per-class evaluation of {{MODEL}} ({what} classifier)

            `{{MODEL}}` assigns each {what} one of the classes listed in `{cls_file}`. Its predictions on a
            labelled set are in `{pred}` (`{actual}` is the true class, `{predicted}` the model's). The file was
            stitched together from several systems: class names come with inconsistent case and stray spaces
            (compare them trimmed and lower-cased), and an empty `{predicted}` means the model abstained, which
            counts as a wrong answer (a miss for the true class, a prediction of no class).
            {{CONTEXT}}

            Write `{out}`, a JSON object with:
            - `per_class`: for every class in `{cls_file}`, an object with `precision`, `recall`, `f1` and
              `support` (the number of rows whose true class it is). A class the model never predicts has
              precision 0 (and then F1 0).
            - `macro_f1`: the unweighted mean of the per-class F1 over **all** listed classes;
            - `weighted_f1`: the mean of the per-class F1 weighted by support;
            - `accuracy`: the share of rows whose prediction equals the true class.
            Round every ratio to 4 decimals.
        """)
        files = {pred: File.of("\n".join(csv_rows) + "\n"), cls_file: File.of("\n".join(classes) + "\n")}
        return files, C, truth, decoys, text

    # -- hard ------------------------------------------------------------------------------------------
    def _hard(self, rng, base, out):
        segs = rng.choice(SEGMENTS)
        empty = rng.choice(segs)  # in the test file this segment has no positives
        target = rng.choice([0.75, 0.8, 0.85, 0.9])

        def draw(n, test):
            rows = []
            for _ in range(n):
                g = rng.choice(segs)
                y = 1 if rng.random() < 0.3 and not (test and g == empty) else 0
                s = min(0.999, max(0.001, rng.gauss(0.65 if y else 0.35, 0.18)))
                rows.append((y, round(s, 2), g))
            return rows
        val, test = draw(rng.randint(350, 500), False), draw(rng.randint(350, 500), True)
        if _pick_threshold([(y, s) for y, s, _ in val], target) is None or _pick_threshold([(y, s) for y, s, _ in test], target) is None:
            return None
        truth = _ranking([(y, s) for y, s, _ in val], test, segs, target, "")
        decoys = [("threshold_on_test", "tunes the threshold on the test file instead of validation"),
                  ("auc_no_ties", "ROC AUC that gives tied scores no credit"),
                  ("ap_trapezoid", "average precision as a trapezoid area under the PR curve"),
                  ("no_segments", "half the job: no per-segment AUC")]
        if not all(self._differs(truth, _ranking([(y, s) for y, s, _ in val], test, segs, target, b)) for b, _ in decoys):
            return None
        label, score, seg = rng.choice([("label", "score", "segment"), ("y", "p", "channel"), ("is_positive", "prob", "cohort")])
        files = {}
        C = {"kind": "ranking", "label": label, "score": score, "segment": seg, "target": target, "out": out,
             "segments": segs, "val": f"{base}/validation.csv", "test": f"{base}/test.csv"}
        for name, rows in (("validation", val), ("test", test)):
            ids = rng.sample(range(100000, 999999), len(rows))
            files[f"{base}/{name}.csv"] = File.of("\n".join([f"id,{seg},{label},{score}"] + [
                f"{i},{g},{y},{s:.2f}" for i, (y, s, g) in zip(ids, rows)]) + "\n")
        text = dedent(f"""
            # Ranking metrics and operating point for {{MODEL}}

            `{{MODEL}}` outputs a score per case; higher means more likely positive. Two labelled files are in
            `{base}/`: `validation.csv` and `test.csv` (columns `id`, `{seg}`, `{label}` (1 positive, 0 negative)
            and `{score}`; scores have two decimals, so ties are common). The `{seg}` values are
            {', '.join(f'`{g}`' for g in segs)}.
            {{CONTEXT}}

            Write `{out}`, a JSON object with:
            - `threshold`: the operating threshold, chosen on **validation.csv only**: among the distinct score
              values of the validation file, the smallest `t` such that the cases with score `>= t` have a
              precision of at least {target}.
            - `test_precision`, `test_recall`: precision and recall on test.csv when a case is positive iff its
              score `>= threshold`.
            - `roc_auc`: ROC AUC on test.csv. A tied positive/negative pair counts one half (the usual
              definition, as in `sklearn.metrics.roc_auc_score`).
            - `average_precision`: average precision on test.csv as defined by
              `sklearn.metrics.average_precision_score` (sum over thresholds of the recall increase times the
              precision; no interpolation).
            - `roc_auc_by_segment`: an object with the test ROC AUC of every `{seg}` value listed above; use
              `null` where a segment has only one class in test.csv.
            Round every number except `threshold` to 4 decimals.
        """)
        return files, C, truth, decoys, text

    @staticmethod
    def _tests(out, truth):
        body = '''
            # Values are rounded to 4 decimals by the report; 2e-4 absorbs rounding differences (not a wrong formula).
            TOL = 2e-4

            def _cmp(got, want, path):
                if isinstance(want, dict):
                    assert isinstance(got, dict), f"{path}: expected an object, got {got!r}"
                    missing = sorted(set(want) - set(got))
                    assert not missing, f"{path}: missing keys {missing}"
                    for k in want:
                        _cmp(got[k], want[k], f"{path}.{k}")
                elif want is None:
                    assert got is None, f"{path}: expected null, got {got!r}"
                else:
                    assert isinstance(got, (int, float)) and not isinstance(got, bool), f"{path}: {got!r} is not a number"
                    assert abs(got - want) <= TOL, f"{path}: got {got}, expected {want}"

            def test_report():
                assert os.path.isfile(OUT), f"missing {OUT}"
                with open(OUT) as f:
                    rep = json.load(f)
                _cmp(rep, EXPECTED, "report")
        '''
        return pytest_file("import json, os", {"OUT": out, "EXPECTED": truth}, body)
