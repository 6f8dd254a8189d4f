#!/bin/bash
set -euo pipefail
set -x
csvstat --count /home/analyst/data/train.csv
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
TG_CFG='{"level": "easy", "train": "/home/analyst/data/train.csv", "test": "/home/analyst/data/test.csv", "out": "/srv/ml/out/predictions.csv", "label": "fails", "id": "unit_id", "num": ["inlet_bar", "vibration_rms", "flow_lpm", "bearing_temp_c", "age_years", "motor_amps"], "cat": []}' python3 /tmp/train_model.py linear
csvstat --count /srv/ml/out/predictions.csv
