#!/usr/bin/env python3
"""Offline evaluation of the weld-defect detector.

usage: python3 evaluate.py --config CONFIG.json --out DIR

The config names the predictions (id, score) and the labels (id, label, split, segment) CSV, the
positive label, the target precision for the threshold and the bootstrap settings.
Writes DIR/metrics.json and DIR/breakdown.csv.
"""
import argparse
import csv
import json
import math
import os
import random

ID = "part_id"


def read_rows(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def r6(x):
    return round(float(x), 6)


def flagged(score, threshold):
    """Does the model flag a row at this threshold?"""
    return score > threshold


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
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and pairs[order[j + 1]][0] == pairs[order[i]][0]:
            j += 1
        for q in range(i, j + 1):
            ranks[order[q]] = (i + j) / 2 + 1
        i = j + 1
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
        ap += (recall - prev_recall) * precision
        prev_recall, prev_precision, i = recall, precision, j
    return ap


def bootstrap_ci(pairs, spec):
    """Percentile interval of the AUC over bootstrap resamples of the rows."""
    n, stats = len(pairs), []
    for _ in range(spec["resamples"]):
        rng = random.Random(spec["seed"])
        sample = [pairs[rng.randrange(n)] for _ in range(n)]
        value = auc(sample)
        if value is not None:
            stats.append(value)
    stats.sort()
    m = len(stats)
    c = m * (100 - spec["level"]) // 200
    return stats[c], stats[m - 1 - c]


def compute(cfg, preds, labels):
    positive = cfg["positive_label"]
    rows, unscored = [], 0
    for p, lab in zip(sorted(preds, key=lambda r: r[ID]), sorted(labels, key=lambda r: r[ID])):
        if lab is None:
            continue
        y = 1 if lab["label"].strip() == positive else 0
        if not p["score"].strip():
            unscored += 1
        text = p["score"].strip()
        score = float(text) if text else float("-inf")
        rows.append((score, y, lab["split"].strip(), lab["segment"].strip()))
    test = [r for r in rows if r[2] == "test"]
    calib = [r for r in rows if r[2] == "calib"]
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


def write(out, metrics, header, rows):
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "metrics.json"), "w") as f:
        json.dump(metrics, f, indent=2, sort_keys=True)
        f.write("\n")
    with open(os.path.join(out, "breakdown.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(header)
        w.writerows(rows)


def main(argv=None):
    ap = argparse.ArgumentParser(description="Evaluate weld-defect detector outputs against the ground truth.")
    ap.add_argument("--config", required=True, help="evaluation config (JSON)")
    ap.add_argument("--out", required=True, help="folder for metrics.json and breakdown.csv")
    args = ap.parse_args(argv)
    with open(args.config) as f:
        cfg = json.load(f)
    base = os.path.dirname(os.path.abspath(args.config))
    first = read_rows(os.path.join(base, cfg["predictions"]))
    second = read_rows(os.path.join(base, cfg["labels"]))
    metrics, header, rows = compute(cfg, first, second)
    write(args.out, metrics, header, rows)
    print(json.dumps(metrics, sort_keys=True))


if __name__ == "__main__":
    main()
