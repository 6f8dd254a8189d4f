#!/usr/bin/env python3
"""Train the compressor failure model.

usage: train.py --data TRAIN.csv --score SCORE.csv --seed N --out DIR
DIR/predictions.csv: unit_id,probability (6 decimals) for every row of SCORE.csv
DIR/model_card.json: seed, n_train, n_val, val_auc, features
"""
import argparse
import json
import os

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.metrics import roc_auc_score

ID = "unit_id"
LABEL = "fails_30d"
VAL_PCT = 25
FEATURES = None


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
    fit_rows = train
    model = RandomForestClassifier(n_estimators=80, min_samples_leaf=2, max_features="sqrt")
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
    with open(os.path.join(args.out, "model_card.json"), "w") as f:
        json.dump(card, f, indent=2)
    print(f"val_auc={auc:.4f} n_train={len(train)}")


if __name__ == "__main__":
    main()
