#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/workspace/demand-eval/evaluate.py
+++ b/workspace/demand-eval/evaluate.py
@@ -51,10 +51,10 @@
     err = [yh - y for y, yh, _, _ in rows]
     mae = sum(abs(e) for e in err) / n
-    rmse = sum(math.sqrt(e * e) for e in err) / n
+    rmse = math.sqrt(sum(e * e for e in err) / n)
     weighted_mae = sum(r[2] * abs(r[1] - r[0]) for r in rows) / sum(r[2] for r in rows)
     mean_y = sum(r[0] for r in rows) / n
     sse = sum(e * e for e in err)
     r2 = 1 - sse / sum((r[0] - mean_y) ** 2 for r in rows)
-    ape = [abs(r[1] - r[0]) / max(abs(r[0]), 1e-9) for r in rows]
+    ape = [abs(r[1] - r[0]) / abs(r[0]) for r in rows if r[0] != 0]
     mape = 100 * sum(ape) / len(ape) if ape else 0.0
     metrics = {
TG_PATCH
cd /workspace/demand-eval
python3 evaluate.py --config configs/linear_v7.json --out out/linear_v7
