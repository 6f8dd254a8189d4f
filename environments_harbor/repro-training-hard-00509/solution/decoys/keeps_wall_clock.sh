#!/bin/bash
set -euo pipefail
cd /home/ml/train-default
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
-    model = RandomForestClassifier(n_estimators=100, min_samples_leaf=2, max_features="sqrt")
+    model = RandomForestClassifier(n_estimators=100, min_samples_leaf=2, max_features="sqrt", random_state=args.seed)
     model.fit(fit_rows[FEATURES], fit_rows[LABEL])
     auc = roc_auc_score(val[LABEL], model.predict_proba(val[FEATURES])[:, 1])
 
DIFF
patch -p0 < /tmp/repro.diff
PYTHONHASHSEED=1 python3 train.py --data /home/ml/train-default/data/train.csv --score /home/ml/train-default/data/score.csv --seed 3336 --out /home/ml/train-default/out
PYTHONHASHSEED=2 python3 train.py --data /home/ml/train-default/data/train.csv --score /home/ml/train-default/data/score.csv --seed 3336 --out /tmp/check
cmp /home/ml/train-default/out/predictions.csv /tmp/check/predictions.csv
cmp /home/ml/train-default/out/model_card.json /tmp/check/model_card.json
sha256sum /home/ml/train-default/out/*
