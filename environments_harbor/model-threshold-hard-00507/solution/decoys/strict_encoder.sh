#!/bin/bash
set -euo pipefail
set -x
mkdir -p /opt/models/delay
cat > /opt/models/delay/predict.py <<'PY'
#!/usr/bin/env python3
"""Serve the delivery-delay model: predict.py --input CSV --output CSV"""
import argparse, os, pickle
import pandas as pd

HERE = os.path.dirname(os.path.abspath(__file__))


def prepare(df):
    """Raw columns -> model features (the same code at training and at serving time)."""
    X = df.copy()
    ts = pd.to_datetime(X.pop("created_at"))
    X["hour"] = ts.dt.hour
    X["weekday"] = ts.dt.weekday
    X["rush"] = (((ts.dt.hour >= 7) & (ts.dt.hour < 10)) | ((ts.dt.hour >= 16) & (ts.dt.hour < 19))) & (ts.dt.weekday < 5)
    X["rush"] = X["rush"].astype(int)
    return X


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--input", required=True)
    ap.add_argument("--output", required=True)
    a = ap.parse_args()
    df = pd.read_csv(a.input)
    with open(os.path.join(HERE, "model.pkl"), "rb") as f:
        model = pickle.load(f)
    pred = model.predict(prepare(df.drop(columns=["consignment_id"])))
    pd.DataFrame({"consignment_id": df["consignment_id"], "delay_class": pred}).to_csv(a.output, index=False)


if __name__ == "__main__":
    main()
PY
chmod +x /opt/models/delay/predict.py
csvstat --count /srv/data/deliveries.csv
cat > /tmp/train_model.py <<'PY'
import json, os, pickle, sys
import numpy as np
import pandas as pd
from sklearn.compose import ColumnTransformer
from sklearn.ensemble import HistGradientBoostingClassifier, RandomForestClassifier
from sklearn.impute import SimpleImputer
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import OneHotEncoder, StandardScaler
BUG = sys.argv[1] if len(sys.argv) > 1 else ""
C = json.loads(os.environ["TG_CFG"])
train = pd.read_csv(C["train"])
y = train.pop(C["label"])
num, cat = list(C["num"]), list(C["cat"])
if BUG == "numeric_only":
    cat = []
if C["level"] == "hard":
    sys.path.insert(0, C["model_dir"])
    from predict import prepare
    X = prepare(train.drop(columns=[C["id"]]))
    if BUG == "no_time_features":
        X = X.drop(columns=["hour", "weekday", "rush"])
    num = [c for c in X.columns if c not in cat]
else:
    X = train[num + cat]
unknown = "error" if BUG == "strict_encoder" else "ignore"
pre = ColumnTransformer([("num", SimpleImputer(strategy="median"), num)]
                        + ([("cat", make_pipeline(SimpleImputer(strategy="constant", fill_value="missing"),
                                                  OneHotEncoder(handle_unknown=unknown)), cat)] if cat else []))
if BUG == "linear":
    model = make_pipeline(pre, StandardScaler(with_mean=False), LogisticRegression(max_iter=2000))
elif BUG == "majority":
    from sklearn.dummy import DummyClassifier
    model = make_pipeline(pre, DummyClassifier(strategy="most_frequent"))
else:
    model = make_pipeline(pre, RandomForestClassifier(n_estimators=300, min_samples_leaf=2, random_state=0, n_jobs=1))
model.fit(X[num + cat] if C["level"] != "hard" else X, y)
if C["level"] == "hard":
    with open(os.path.join(C["model_dir"], "model.pkl"), "wb") as f:
        pickle.dump(model, f)
else:
    test = pd.read_csv(C["test"])
    pred = model.predict(test[num + cat])
    out = pd.DataFrame({C["id"]: test[C["id"]], C["label"]: pred})
    if BUG == "half_rows":
        out = out.iloc[: len(out) // 2]
    os.makedirs(os.path.dirname(C["out"]), exist_ok=True)
    out.to_csv(C["out"], index=False)
print("trained", type(model[-1]).__name__, "on", len(X), "rows")
PY
TG_CFG='{"level": "hard", "train": "/srv/data/deliveries.csv", "label": "delay_class", "id": "consignment_id", "num": [], "cat": ["carrier", "region"], "model_dir": "/opt/models/delay"}' python3 /tmp/train_model.py strict_encoder
head -n 20 /srv/data/deliveries.csv | cut -d, -f1-6 > /tmp/sample.csv
python3 /opt/models/delay/predict.py --input /srv/data/deliveries.csv --output /tmp/self_check.csv
head -n 3 /tmp/self_check.csv
