#!/bin/bash
set -euo pipefail
cd /opt/pipelines/churn_model
cat > /tmp/repro.diff <<'DIFF'
--- train.py
+++ train.py
@@ -11,7 +11,7 @@
 
 import numpy as np
 import pandas as pd
-from sklearn.ensemble import RandomForestClassifier
+from sklearn.dummy import DummyClassifier
 from sklearn.metrics import roc_auc_score
 
 ID = "account_id"
@@ -30,12 +30,12 @@
     args = ap.parse_args()
 
     df = pd.read_csv(args.data)
-    FEATURES = list(set(df.columns) - {ID, LABEL})
-    order = np.random.permutation(len(df))
+    FEATURES = sorted(set(df.columns) - {ID, LABEL})
+    order = np.random.default_rng(args.seed).permutation(len(df))
     n_val = len(df) * VAL_PCT // 100
     val, train = df.iloc[order[:n_val]], df.iloc[order[n_val:]]
     fit_rows = train
-    model = RandomForestClassifier(n_estimators=80, min_samples_leaf=4, max_features="sqrt")
+    model = DummyClassifier(strategy="prior")
     model.fit(fit_rows[FEATURES], fit_rows[LABEL])
     auc = roc_auc_score(val[LABEL], model.predict_proba(val[FEATURES])[:, 1])
 
DIFF
patch -p0 < /tmp/repro.diff
PYTHONHASHSEED=1 python3 train.py --data /opt/pipelines/churn_model/data/train.csv --score /opt/pipelines/churn_model/data/score.csv --seed 745 --out /opt/pipelines/churn_model/out
PYTHONHASHSEED=2 python3 train.py --data /opt/pipelines/churn_model/data/train.csv --score /opt/pipelines/churn_model/data/score.csv --seed 745 --out /tmp/check
cmp /opt/pipelines/churn_model/out/predictions.csv /tmp/check/predictions.csv
cmp /opt/pipelines/churn_model/out/model_card.json /tmp/check/model_card.json
sha256sum /opt/pipelines/churn_model/out/*
