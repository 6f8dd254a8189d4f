#!/bin/bash
set -euo pipefail
cd /app/train-failure
cat > /tmp/repro.diff <<'DIFF'
--- train.py
+++ train.py
@@ -31,11 +31,11 @@
 
     df = pd.read_csv(args.data)
     FEATURES = ["temp_c", "vibration", "pressure", "runtime_kh", "load_pct", "starts_per_day"]
-    order = np.random.permutation(len(df))
+    order = np.random.default_rng(args.seed).permutation(len(df))
     n_val = len(df) * VAL_PCT // 100
     val, train = df.iloc[order[:n_val]], df.iloc[order[n_val:]]
     fit_rows = train
-    model = RandomForestClassifier(n_estimators=80, min_samples_leaf=4, max_features="sqrt")
+    model = RandomForestClassifier(n_estimators=80, min_samples_leaf=4, max_features="sqrt", random_state=args.seed)
     model.fit(fit_rows[FEATURES], fit_rows[LABEL])
     auc = roc_auc_score(val[LABEL], model.predict_proba(val[FEATURES])[:, 1])
 
DIFF
patch -p0 < /tmp/repro.diff
PYTHONHASHSEED=1 python3 train.py --data /app/train-failure/data/train.csv --score /app/train-failure/data/score.csv --seed 749 --out /app/train-failure/out
PYTHONHASHSEED=2 python3 train.py --data /app/train-failure/data/train.csv --score /app/train-failure/data/score.csv --seed 749 --out /tmp/check
cmp /app/train-failure/out/predictions.csv /tmp/check/predictions.csv
cmp /app/train-failure/out/model_card.json /tmp/check/model_card.json
sha256sum /app/train-failure/out/*
