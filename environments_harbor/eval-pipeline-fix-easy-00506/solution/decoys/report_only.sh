#!/bin/bash
set -euo pipefail
cp /app/fares-eval/evaluate.py /tmp/evaluate.shipped.py
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
@@ -52,5 +52,5 @@
     mae = sum(abs(e) for e in err) / n
     rmse = math.sqrt(sum(e * e for e in err) / n)
-    weighted_mae = sum(r[2] * abs(r[1] - r[0]) for r in rows) / n
+    weighted_mae = sum(r[2] * abs(r[1] - r[0]) for r in rows) / sum(r[2] for r in rows)
     mean_y = sum(r[0] for r in rows) / n
     sse = sum(e * e for e in err)
TG_PATCH
cd /app/fares-eval
python3 evaluate.py --config configs/mlp_v2.json --out out/mlp_v2
cp /tmp/evaluate.shipped.py /app/fares-eval/evaluate.py
