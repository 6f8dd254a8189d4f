#!/bin/bash
set -euo pipefail
cd /home/ml/failure_model
cat > /tmp/repro.diff <<'DIFF'
--- train.py
+++ train.py
@@ -30,8 +30,8 @@
     args = ap.parse_args()
 
     df = pd.read_csv(args.data)
-    FEATURES = list(set(df.columns) - {ID, LABEL})
-    order = np.random.permutation(len(df))
+    FEATURES = sorted(set(df.columns) - {ID, LABEL})
+    order = np.random.default_rng(args.seed).permutation(len(df))
     n_val = len(df) * VAL_PCT // 100
     val, train = df.iloc[order[:n_val]], df.iloc[order[n_val:]]
     fit_rows = train
DIFF
patch -p0 < /tmp/repro.diff
PYTHONHASHSEED=1 python3 train.py --data /home/ml/failure_model/data/train.csv --score /home/ml/failure_model/data/score.csv --seed 3752 --out /home/ml/failure_model/out
PYTHONHASHSEED=2 python3 train.py --data /home/ml/failure_model/data/train.csv --score /home/ml/failure_model/data/score.csv --seed 3752 --out /tmp/check
cmp /home/ml/failure_model/out/predictions.csv /tmp/check/predictions.csv
cmp /home/ml/failure_model/out/model_card.json /tmp/check/model_card.json
sha256sum /home/ml/failure_model/out/*
