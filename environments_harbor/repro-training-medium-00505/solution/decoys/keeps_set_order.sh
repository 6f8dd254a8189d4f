#!/bin/bash
set -euo pipefail
cd /home/ml/train-churn
cat > /tmp/repro.diff <<'DIFF'
--- train.py
+++ train.py
@@ -31,11 +31,11 @@
 
     df = pd.read_csv(args.data)
     FEATURES = list(set(df.columns) - {ID, LABEL})
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
PYTHONHASHSEED=1 python3 train.py --data /home/ml/train-churn/data/train.csv --score /home/ml/train-churn/data/score.csv --seed 4584 --out /home/ml/train-churn/out
PYTHONHASHSEED=2 python3 train.py --data /home/ml/train-churn/data/train.csv --score /home/ml/train-churn/data/score.csv --seed 4584 --out /tmp/check
cmp /home/ml/train-churn/out/predictions.csv /tmp/check/predictions.csv
cmp /home/ml/train-churn/out/model_card.json /tmp/check/model_card.json
sha256sum /home/ml/train-churn/out/*
