#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/leaves-eval/evaluate.py
+++ b/app/leaves-eval/evaluate.py
@@ -52,5 +52,5 @@

 def compute(cfg, preds, labels):
-    names = sorted(cfg["classes"])
+    names = list(cfg["classes"])
     y_true, y_pred, unknown, unscored = [], [], 0, 0
     for row, label in pair_up(latest(preds), labels):
@@ -78,5 +78,5 @@
             "f1": 2 * tp / (2 * tp + fp + fn) if tp + fp + fn else 0.0,
         }
-    present = list(names)
+    present = [c for c in names if stats[c]["support"] or stats[c]["fp"]]
     macro_f1 = sum(stats[c]["f1"] for c in present) / len(present) if present else 0.0
     weighted = sum(stats[c]["f1"] * stats[c]["support"] for c in names) / n if n else 0.0
TG_PATCH
cd /app/leaves-eval
python3 evaluate.py --config configs/rf_2024.json --out out/rf_2024
