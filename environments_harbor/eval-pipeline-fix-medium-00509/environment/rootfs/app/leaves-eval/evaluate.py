#!/usr/bin/env python3
"""Offline evaluation of the leaf-disease classifier.

usage: python3 evaluate.py --config CONFIG.json --out DIR

The config names the predictions and the labels CSV (paths relative to the config file) and
`classes`, the class names in the order of the model's score columns score_0, score_1, ...
Writes DIR/metrics.json and DIR/breakdown.csv.
"""
import argparse
import csv
import json
import math
import os
import random

ID = "image_id"


def read_rows(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def r6(x):
    return round(float(x), 6)


def norm_label(text):
    """A true label as the classes are spelled in the config."""
    return text.strip().lower()


def latest(preds):
    """One prediction row per id."""
    by_id = {}
    for row in preds:
        by_id[row[ID]] = row
    return list(by_id.values())


def pair_up(preds, labels):
    """(prediction row, normalised true label) for every id that has both."""
    truth = {row[ID]: norm_label(row["label"]) for row in labels}
    return [(row, truth[row[ID]]) for row in preds if row[ID] in truth]


def predicted(scores):
    """Index of the predicted class."""
    return sorted(range(len(scores)), key=lambda j: scores[j])[-1]


def compute(cfg, preds, labels):
    names = sorted(cfg["classes"])
    y_true, y_pred, unknown, unscored = [], [], 0, 0
    for row, label in pair_up(latest(preds), labels):
        if label not in names:
            unknown += 1
            continue
        raw = [row.get(f"score_{j}", "").strip() for j in range(len(names))]
        if "" in raw:
            unscored += 1
            y_true.append(label)
            y_pred.append(None)
            continue
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
    present = list(names)
    macro_f1 = sum(stats[c]["f1"] for c in present) / len(present) if present else 0.0
    weighted = sum(stats[c]["f1"] * stats[c]["support"] for c in names) / n if n else 0.0
    confusion = [[sum(1 for t, p in zip(y_true, y_pred) if t == a and p == b) for b in names] for a in names]
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
    ap = argparse.ArgumentParser(description="Evaluate leaf-disease classifier outputs against the ground truth.")
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
