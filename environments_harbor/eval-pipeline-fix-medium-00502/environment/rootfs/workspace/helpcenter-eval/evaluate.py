#!/usr/bin/env python3
"""Offline evaluation of the help-center search.

usage: python3 evaluate.py --config CONFIG.json --out DIR

The config names the run (query_id, doc_id, score) and the qrels (query_id, doc_id, grade) CSV, the
cutoff k and the lowest grade that counts as relevant.
Writes DIR/metrics.json and DIR/breakdown.csv.
"""
import argparse
import csv
import json
import math
import os
import random

ID = "doc_id"


def read_rows(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def r6(x):
    return round(float(x), 6)


def relevant(grade, min_grade):
    return grade > min_grade


def gain(grade):
    return grade


def compute(cfg, run, qrels):
    k, min_grade = int(cfg["k"]), int(cfg["min_grade"])
    judged = {}
    for row in qrels:
        judged.setdefault(row["query_id"], {})[row["doc_id"]] = int(row["grade"])
    results = {}
    for row in run:
        results.setdefault(row["query_id"], []).append((float(row["score"]), row["doc_id"]))
    queries = sorted(q for q, g in judged.items() if any(relevant(v, min_grade) for v in g.values()))
    per_query, rows = [], []
    for q in queries:
        grades = judged.get(q, {})
        ranked = sorted(sorted(results.get(q, []), key=lambda d: d[1]), key=lambda d: d[0], reverse=True)
        top = [d for i, d in enumerate(ranked) if i <= k]
        dcg = sum(gain(grades.get(doc, 0)) / math.log2(i + 2) for i, (_, doc) in enumerate(top))
        ideal = sorted(grades.values(), reverse=True)[:k]
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
        ap = ap / n_rel if n_rel else 0.0
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
    ap = argparse.ArgumentParser(description="Evaluate help-center search outputs against the ground truth.")
    ap.add_argument("--config", required=True, help="evaluation config (JSON)")
    ap.add_argument("--out", required=True, help="folder for metrics.json and breakdown.csv")
    args = ap.parse_args(argv)
    with open(args.config) as f:
        cfg = json.load(f)
    base = os.path.dirname(os.path.abspath(args.config))
    first = read_rows(os.path.join(base, cfg["run"]))
    second = read_rows(os.path.join(base, cfg["qrels"]))
    metrics, header, rows = compute(cfg, first, second)
    write(args.out, metrics, header, rows)
    print(json.dumps(metrics, sort_keys=True))


if __name__ == "__main__":
    main()
