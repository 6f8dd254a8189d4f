#!/bin/bash
set -euo pipefail
cd /app/train-default
cat > /tmp/repro.diff <<'DIFF'
--- train.py
+++ train.py
@@ -31,7 +31,7 @@
 
     df = pd.read_csv(args.data)
     FEATURES = ["amount_k", "days_terms", "prior_late", "customer_age_y", "credit_score", "open_invoices"]
-    order = np.random.permutation(len(df))
+    order = np.random.default_rng(args.seed).permutation(len(df))
     n_val = len(df) * VAL_PCT // 100
     val, train = df.iloc[order[:n_val]], df.iloc[order[n_val:]]
     fit_rows = train
DIFF
patch -p0 < /tmp/repro.diff
PYTHONHASHSEED=1 python3 train.py --data /app/train-default/data/train.csv --score /app/train-default/data/score.csv --seed 7256 --out /app/train-default/out
PYTHONHASHSEED=2 python3 train.py --data /app/train-default/data/train.csv --score /app/train-default/data/score.csv --seed 7256 --out /tmp/check
cmp /app/train-default/out/predictions.csv /tmp/check/predictions.csv
cmp /app/train-default/out/model_card.json /tmp/check/model_card.json
sha256sum /app/train-default/out/*
