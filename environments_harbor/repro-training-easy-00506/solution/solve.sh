#!/bin/bash
set -euo pipefail
cd /app/train-conversion
cat > /tmp/repro.diff <<'DIFF'
--- train.py
+++ train.py
@@ -31,11 +31,11 @@
 
     df = pd.read_csv(args.data)
     FEATURES = ["sessions", "invites_sent", "projects", "docs_viewed", "support_chats", "days_active"]
-    order = np.random.permutation(len(df))
+    order = np.random.default_rng(args.seed).permutation(len(df))
     n_val = len(df) * VAL_PCT // 100
     val, train = df.iloc[order[:n_val]], df.iloc[order[n_val:]]
     fit_rows = train
-    model = RandomForestClassifier(n_estimators=60, min_samples_leaf=3, max_features="sqrt")
+    model = RandomForestClassifier(n_estimators=60, min_samples_leaf=3, max_features="sqrt", random_state=args.seed)
     model.fit(fit_rows[FEATURES], fit_rows[LABEL])
     auc = roc_auc_score(val[LABEL], model.predict_proba(val[FEATURES])[:, 1])
 
DIFF
patch -p0 < /tmp/repro.diff
PYTHONHASHSEED=1 python3 train.py --data /app/train-conversion/data/train.csv --score /app/train-conversion/data/score.csv --seed 1522 --out /app/train-conversion/out
PYTHONHASHSEED=2 python3 train.py --data /app/train-conversion/data/train.csv --score /app/train-conversion/data/score.csv --seed 1522 --out /tmp/check
cmp /app/train-conversion/out/predictions.csv /tmp/check/predictions.csv
cmp /app/train-conversion/out/model_card.json /tmp/check/model_card.json
sha256sum /app/train-conversion/out/*
