#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/opt/ml/welds-eval/evaluate.py
+++ b/opt/ml/welds-eval/evaluate.py
@@ -29,5 +29,5 @@
 def flagged(score, threshold):
     """Does the model flag a row at this threshold?"""
-    return score > threshold
+    return score >= threshold


@@ -83,6 +83,6 @@
     """Percentile interval of the AUC over bootstrap resamples of the rows."""
     n, stats = len(pairs), []
+    rng = random.Random(spec["seed"])
     for _ in range(spec["resamples"]):
-        rng = random.Random(spec["seed"])
         sample = [pairs[rng.randrange(n)] for _ in range(n)]
         value = auc(sample)
TG_PATCH
cd /opt/ml/welds-eval
python3 evaluate.py --config configs/xgb_v3.json --out out/xgb_v3
