#!/bin/bash
set -euo pipefail
cd /opt/pipelines/conversion-train
cat > /tmp/repro.diff <<'DIFF'
--- train.py
+++ train.py
@@ -35,7 +35,7 @@
     n_val = len(df) * VAL_PCT // 100
     val, train = df.iloc[order[:n_val]], df.iloc[order[n_val:]]
     fit_rows = train
-    model = RandomForestClassifier(n_estimators=60, min_samples_leaf=2, max_features="sqrt")
+    model = RandomForestClassifier(n_estimators=60, min_samples_leaf=2, max_features="sqrt", random_state=args.seed)
     model.fit(fit_rows[FEATURES], fit_rows[LABEL])
     auc = roc_auc_score(val[LABEL], model.predict_proba(val[FEATURES])[:, 1])
 
DIFF
patch -p0 < /tmp/repro.diff
PYTHONHASHSEED=1 python3 train.py --data /opt/pipelines/conversion-train/data/train.csv --score /opt/pipelines/conversion-train/data/score.csv --seed 8229 --out /opt/pipelines/conversion-train/out
PYTHONHASHSEED=2 python3 train.py --data /opt/pipelines/conversion-train/data/train.csv --score /opt/pipelines/conversion-train/data/score.csv --seed 8229 --out /tmp/check
cmp /opt/pipelines/conversion-train/out/predictions.csv /tmp/check/predictions.csv
cmp /opt/pipelines/conversion-train/out/model_card.json /tmp/check/model_card.json
sha256sum /opt/pipelines/conversion-train/out/*
