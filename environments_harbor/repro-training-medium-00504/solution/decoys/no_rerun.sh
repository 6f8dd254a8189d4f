#!/bin/bash
set -euo pipefail
cd /home/ml/failure_model
cat > /tmp/repro.diff <<'DIFF'
--- train.py
+++ train.py
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
-    model = RandomForestClassifier(n_estimators=80, min_samples_leaf=2, max_features="sqrt")
+    model = RandomForestClassifier(n_estimators=80, min_samples_leaf=2, max_features="sqrt", random_state=args.seed)
     model.fit(fit_rows[FEATURES], fit_rows[LABEL])
     auc = roc_auc_score(val[LABEL], model.predict_proba(val[FEATURES])[:, 1])
 
DIFF
patch -p0 < /tmp/repro.diff
