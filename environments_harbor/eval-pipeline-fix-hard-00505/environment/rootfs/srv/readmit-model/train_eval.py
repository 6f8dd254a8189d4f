#!/usr/bin/env python3
"""Train and evaluate the 30-day readmission model.

usage: train_eval.py --data CSV --out DIR
writes DIR/predictions.csv (stay_id,pred for every scored row) and DIR/metrics.json
"""
import argparse
import json
import os

import pandas as pd
from sklearn.metrics import f1_score
from sklearn.model_selection import train_test_split
from sklearn.neighbors import KNeighborsClassifier
from sklearn.preprocessing import StandardScaler

HERE = os.path.dirname(os.path.abspath(__file__))
FEATURES = ["age", "length_of_stay", "prior_admissions", "num_medications", "lab_score", "readmit_claim_amount"]
LABEL = "readmitted"
ID = "stay_id"
TEST_PCT = 30
METRIC = "macro_f1"


def load(path):
    return pd.read_csv(path)


def split(df):
    return train_test_split(df, test_size=TEST_PCT / 100, random_state=42)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--data", required=True)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    with open(os.path.join(HERE, "config.json")) as f:
        cfg = json.load(f)

    df = load(args.data)
    train, test = split(df)
    scaler = StandardScaler().fit(df[FEATURES])
    X_train = scaler.transform(train[FEATURES])
    X_test = scaler.transform(test[FEATURES])
    model = KNeighborsClassifier(n_neighbors=cfg.get("k", 5))
    model.fit(X_train, train[LABEL])
    pred = model.predict(X_test)
    scored, truth = test, test[LABEL]
    value = f1_score(truth, pred, average="macro")

    os.makedirs(args.out, exist_ok=True)
    pd.DataFrame({ID: scored[ID], "pred": pred}).to_csv(os.path.join(args.out, "predictions.csv"), index=False)
    with open(os.path.join(args.out, "metrics.json"), "w") as f:
        json.dump({"metric": METRIC, "value": round(float(value), 6), "n_train": len(train), "n_test": len(test)}, f, indent=2)
    print(f"{METRIC} = {value:.4f} on {len(scored)} rows")


if __name__ == "__main__":
    main()
