#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/leaves-eval/evaluate.py
+++ b/app/leaves-eval/evaluate.py
@@ -48,9 +48,9 @@
 def predicted(scores):
     """Index of the predicted class."""
-    return sorted(range(len(scores)), key=lambda j: scores[j])[-1]
+    return max(range(len(scores)), key=lambda j: scores[j])


 def compute(cfg, preds, labels):
-    names = sorted(cfg["classes"])
+    names = list(cfg["classes"])
     y_true, y_pred, unknown, unscored = [], [], 0, 0
     for row, label in pair_up(latest(preds), labels):
TG_PATCH
cd /app/leaves-eval
python3 evaluate.py --config configs/rf_2024.json --out out/rf_2024
