#!/usr/bin/env python3
"""Train the compressor failure model.

usage: train.py --data TRAIN.csv --score SCORE.csv --seed N --out DIR
DIR/predictions.csv: unit_id,probability (6 decimals) for every row of SCORE.csv
DIR/model_card.json: seed, n_train, n_val, val_auc, features
"""
import argparse
import json
import os
import random
import datetime

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.metrics import roc_auc_score

ID = "unit_id"
LABEL = "fails_30d"
VAL_PCT = 30
FEATURES = None


def augment(train, seed):
    """Oversample the positive class with 1 jittered copies (the rare class needs help)."""
    jitter = random
    pos = train[train[LABEL] == 1]
    extra = []
    for _ in range(1):
        copy = pos.copy()
        for f in FEATURES:
            copy[f] = [v * (1 + jitter.gauss(0, 0.02)) for v in copy[f]]
        extra.append(copy)
    return pd.concat([train] + extra, ignore_index=True)


def main():
    global FEATURES
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--data", required=True)
    ap.add_argument("--score", required=True)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()

    df = pd.read_csv(args.data)
    FEATURES = list(set(df.columns) - {ID, LABEL})
    order = np.random.permutation(len(df))
    n_val = len(df) * VAL_PCT // 100
    val, train = df.iloc[order[:n_val]], df.iloc[order[n_val:]]
    fit_rows = augment(train, args.seed)
    model = RandomForestClassifier(n_estimators=80, min_samples_leaf=3, max_features="sqrt")
    model.fit(fit_rows[FEATURES], fit_rows[LABEL])
    auc = roc_auc_score(val[LABEL], model.predict_proba(val[FEATURES])[:, 1])

    score = pd.read_csv(args.score)
    proba = model.predict_proba(score[FEATURES])[:, 1]
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "predictions.csv"), "w") as f:
        f.write(f"{ID},probability\n")
        for i, p in zip(score[ID], proba):
            f.write(f"{i},{p:.6f}\n")
    card = {"seed": args.seed, "n_train": int(len(train)), "n_val": int(len(val)), "val_auc": round(float(auc), 6),
            "features": FEATURES}
    card["trained_at"] = datetime.datetime.now().isoformat()
    with open(os.path.join(args.out, "model_card.json"), "w") as f:
        json.dump(card, f, indent=2)
    print(f"val_auc={auc:.4f} n_train={len(train)}")


if __name__ == "__main__":
    main()
