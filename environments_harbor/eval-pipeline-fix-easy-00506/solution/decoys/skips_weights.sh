#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fares-eval/evaluate.py
+++ b/app/fares-eval/evaluate.py
@@ -36,5 +36,5 @@
     for row in actuals:
         truth[row[ID]] = row
-    pairs = list(zip(sorted(preds, key=lambda r: r[ID]), sorted(truth.values(), key=lambda r: r[ID])))
+    pairs = [(p, truth[p[ID]]) for p in preds if p[ID] in truth]
     rows, fallback_used = [], 0
     for p, a in pairs:
TG_PATCH
cd /app/fares-eval
python3 evaluate.py --config configs/mlp_v2.json --out out/mlp_v2
