#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/workspace/intents-eval/evaluate.py
+++ b/workspace/intents-eval/evaluate.py
@@ -76,9 +76,6 @@
         }
     present = [c for c in names if stats[c]["support"] or stats[c]["fp"]]
-    tp = sum(stats[c]["tp"] for c in present)
-    fp = sum(stats[c]["fp"] for c in present)
-    fn = sum(stats[c]["fn"] for c in present)
-    macro_f1 = 2 * tp / (2 * tp + fp + fn) if tp + fp + fn else 0.0
-    weighted = sum(stats[c]["f1"] * (stats[c]["tp"] + stats[c]["fp"]) for c in names) / n if n else 0.0
+    macro_f1 = sum(stats[c]["f1"] for c in present) / len(present) if present else 0.0
+    weighted = sum(stats[c]["f1"] * stats[c]["support"] for c in names) / n if n else 0.0
     confusion = [[sum(1 for t, p in zip(y_true, y_pred) if t == a and p == b) for b in names] for a in names]
     metrics = {
TG_PATCH
cd /workspace/intents-eval
python3 evaluate.py --config configs/transformer_s.json --out out/transformer_s
