#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/opt/ml/welds-eval/evaluate.py
+++ b/opt/ml/welds-eval/evaluate.py
@@ -83,6 +83,6 @@
     """Percentile interval of the AUC over bootstrap resamples of the rows."""
     n, stats = len(pairs), []
+    rng = random.Random(spec["seed"])
     for _ in range(spec["resamples"]):
-        rng = random.Random(spec["seed"])
         sample = [pairs[rng.randrange(n)] for _ in range(n)]
         value = auc(sample)
@@ -98,5 +98,7 @@
     positive = cfg["positive_label"]
     rows, unscored = [], 0
-    for p, lab in zip(sorted(preds, key=lambda r: r[ID]), sorted(labels, key=lambda r: r[ID])):
+    truth = {row[ID]: row for row in labels}
+    for p in preds:
+        lab = truth.get(p[ID])
         if lab is None:
             continue
TG_PATCH
cd /opt/ml/welds-eval
python3 evaluate.py --config configs/xgb_v3.json --out out/xgb_v3
