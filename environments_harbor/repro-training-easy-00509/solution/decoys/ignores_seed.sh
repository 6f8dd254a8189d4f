#!/bin/bash
set -euo pipefail
cd /srv/fraud-train
cat > /tmp/repro.diff <<'DIFF'
--- train.py
+++ train.py
@@ -31,11 +31,11 @@
 
     df = pd.read_csv(args.data)
     FEATURES = ["amount", "merchant_score", "km_from_home", "night", "txn_24h", "card_age_days"]
-    order = np.random.permutation(len(df))
+    order = np.random.default_rng(0).permutation(len(df))
     n_val = len(df) * VAL_PCT // 100
     val, train = df.iloc[order[:n_val]], df.iloc[order[n_val:]]
     fit_rows = train
-    model = RandomForestClassifier(n_estimators=100, min_samples_leaf=3, max_features="sqrt")
+    model = RandomForestClassifier(n_estimators=100, min_samples_leaf=3, max_features="sqrt", random_state=0)
     model.fit(fit_rows[FEATURES], fit_rows[LABEL])
     auc = roc_auc_score(val[LABEL], model.predict_proba(val[FEATURES])[:, 1])
 
DIFF
patch -p0 < /tmp/repro.diff
PYTHONHASHSEED=1 python3 train.py --data /srv/fraud-train/data/train.csv --score /srv/fraud-train/data/score.csv --seed 6758 --out /srv/fraud-train/out
PYTHONHASHSEED=2 python3 train.py --data /srv/fraud-train/data/train.csv --score /srv/fraud-train/data/score.csv --seed 6758 --out /tmp/check
cmp /srv/fraud-train/out/predictions.csv /tmp/check/predictions.csv
cmp /srv/fraud-train/out/model_card.json /tmp/check/model_card.json
sha256sum /srv/fraud-train/out/*
