#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/prices-eval/evaluate.py
+++ b/srv/prices-eval/evaluate.py
@@ -51,10 +51,9 @@
     err = [yh - y for y, yh, _, _ in rows]
     mae = sum(abs(e) for e in err) / n
-    rmse = sum(math.sqrt(e * e) for e in err) / n
-    weighted_mae = sum(r[2] * abs(r[1] - r[0]) for r in rows) / n
+    rmse = math.sqrt(sum(e * e for e in err) / n)
+    weighted_mae = sum(r[2] * abs(r[1] - r[0]) for r in rows) / sum(r[2] for r in rows)
     mean_y = sum(r[0] for r in rows) / n
     sse = sum(e * e for e in err)
-    mean_pred = sum(r[1] for r in rows) / n
-    r2 = 1 - sse / sum((r[1] - mean_pred) ** 2 for r in rows)
+    r2 = 1 - sse / sum(r[0] ** 2 for r in rows)
     ape = [abs(r[1] - r[0]) / abs(r[0]) for r in rows if r[0] != 0]
     mape = 100 * sum(ape) / len(ape) if ape else 0.0
TG_PATCH
cd /srv/prices-eval
python3 evaluate.py --config configs/mlp_v2.json --out out/mlp_v2
