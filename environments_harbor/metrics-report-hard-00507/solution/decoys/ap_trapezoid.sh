#!/bin/bash
set -euo pipefail
mkdir -p /srv/ml-eval/bert-ft-4
cat > /tmp/metrics.py <<'PY'
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
PY
python3 /tmp/metrics.py 'ap_trapezoid' '{"kind": "ranking", "label": "label", "score": "score", "segment": "segment", "target": 0.9, "out": "/srv/ml-eval/bert-ft-4/metrics.json", "segments": ["small", "medium", "large", "enterprise"], "val": "/srv/ml-eval/bert-ft-4/validation.csv", "test": "/srv/ml-eval/bert-ft-4/test.csv"}'
jq -c . /srv/ml-eval/bert-ft-4/metrics.json
