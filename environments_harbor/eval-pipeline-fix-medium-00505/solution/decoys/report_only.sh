#!/bin/bash
set -euo pipefail
cp /app/churn-eval/evaluate.py /tmp/evaluate.shipped.py
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/churn-eval/evaluate.py
+++ b/app/churn-eval/evaluate.py
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
@@ -92,5 +92,5 @@
     m = len(stats)
     c = m * (100 - spec["level"]) // 200
-    return stats[c], stats[m - c]
+    return stats[c], stats[m - 1 - c]


TG_PATCH
cd /app/churn-eval
python3 evaluate.py --config configs/baseline.json --out out/baseline
cp /tmp/evaluate.shipped.py /app/churn-eval/evaluate.py
