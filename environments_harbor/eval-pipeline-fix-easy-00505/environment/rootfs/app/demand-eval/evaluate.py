#!/usr/bin/env python3
"""Offline evaluation of the energy-demand forecaster.

usage: python3 evaluate.py --config CONFIG.json --out DIR

The config names the predictions (id, pred on the log1p scale) and the actuals (id, actual,
segment, weight) CSV and the fallback used where the model produced no prediction.
Writes DIR/metrics.json and DIR/breakdown.csv.
"""
import argparse
import csv
import json
import math
import os
import random

ID = "meter_id"


def read_rows(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def r6(x):
    return round(float(x), 6)


def inverse(value):
    """From the model's output scale (log1p of the target) back to the target's units."""
    return math.exp(value)


def compute(cfg, preds, actuals):
    truth = {}
    for row in actuals:
        truth[row[ID]] = row
    pairs = [(p, truth[p[ID]]) for p in preds if p[ID] in truth]
    rows, fallback_used = [], 0
    for p, a in pairs:
        y = float(a["actual"])
        w = float(a["weight"])
        text = p["pred"].strip()
        if not text:
            fallback_used += 1
            continue
        yhat = inverse(float(text))
        rows.append((y, yhat, w, a["segment"].strip()))
    n = len(rows)
    err = [yh - y for y, yh, _, _ in rows]
    mae = sum(abs(e) for e in err) / n
    rmse = math.sqrt(sum(e * e for e in err) / n)
    weighted_mae = sum(r[2] * abs(r[1] - r[0]) for r in rows) / sum(r[2] for r in rows)
    mean_y = sum(r[0] for r in rows) / n
    sse = sum(e * e for e in err)
    r2 = 1 - sse / sum((r[0] - mean_y) ** 2 for r in rows)
    ape = [abs(r[1] - r[0]) / abs(r[0]) for r in rows if r[0] != 0]
    mape = 100 * sum(ape) / len(ape) if ape else 0.0
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
    ap = argparse.ArgumentParser(description="Evaluate energy-demand forecaster outputs against the ground truth.")
    ap.add_argument("--config", required=True, help="evaluation config (JSON)")
    ap.add_argument("--out", required=True, help="folder for metrics.json and breakdown.csv")
    args = ap.parse_args(argv)
    with open(args.config) as f:
        cfg = json.load(f)
    base = os.path.dirname(os.path.abspath(args.config))
    first = read_rows(os.path.join(base, cfg["predictions"]))
    second = read_rows(os.path.join(base, cfg["actuals"]))
    metrics, header, rows = compute(cfg, first, second)
    write(args.out, metrics, header, rows)
    print(json.dumps(metrics, sort_keys=True))


if __name__ == "__main__":
    main()
