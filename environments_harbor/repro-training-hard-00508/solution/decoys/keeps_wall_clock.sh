#!/bin/bash
set -euo pipefail
cd /app/failure_model
cat > /tmp/repro.diff <<'DIFF'
--- train.py
+++ train.py
@@ -24,7 +24,7 @@
 
 def augment(train, seed):
     """Oversample the positive class with 1 jittered copies (the rare class needs help)."""
-    jitter = random
+    jitter = random.Random(seed)
     pos = train[train[LABEL] == 1]
     extra = []
     for _ in range(1):
@@ -45,12 +45,12 @@
     args = ap.parse_args()
 
     df = pd.read_csv(args.data)
-    FEATURES = list(set(df.columns) - {ID, LABEL})
-    order = np.random.permutation(len(df))
+    FEATURES = sorted(set(df.columns) - {ID, LABEL})
+    order = np.random.default_rng(args.seed).permutation(len(df))
     n_val = len(df) * VAL_PCT // 100
     val, train = df.iloc[order[:n_val]], df.iloc[order[n_val:]]
     fit_rows = augment(train, args.seed)
-    model = RandomForestClassifier(n_estimators=80, min_samples_leaf=3, max_features="sqrt")
+    model = RandomForestClassifier(n_estimators=80, min_samples_leaf=3, max_features="sqrt", random_state=args.seed)
     model.fit(fit_rows[FEATURES], fit_rows[LABEL])
     auc = roc_auc_score(val[LABEL], model.predict_proba(val[FEATURES])[:, 1])
 
DIFF
patch -p0 < /tmp/repro.diff
PYTHONHASHSEED=1 python3 train.py --data /app/failure_model/data/train.csv --score /app/failure_model/data/score.csv --seed 8623 --out /app/failure_model/out
PYTHONHASHSEED=2 python3 train.py --data /app/failure_model/data/train.csv --score /app/failure_model/data/score.csv --seed 8623 --out /tmp/check
cmp /app/failure_model/out/predictions.csv /tmp/check/predictions.csv
cmp /app/failure_model/out/model_card.json /tmp/check/model_card.json
sha256sum /app/failure_model/out/*
