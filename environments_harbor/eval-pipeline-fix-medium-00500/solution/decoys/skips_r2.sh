#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/prices-eval/evaluate.py
+++ b/srv/prices-eval/evaluate.py
@@ -51,6 +51,6 @@
     err = [yh - y for y, yh, _, _ in rows]
     mae = sum(abs(e) for e in err) / n
-    rmse = sum(math.sqrt(e * e) for e in err) / n
-    weighted_mae = sum(r[2] * abs(r[1] - r[0]) for r in rows) / n
+    rmse = math.sqrt(sum(e * e for e in err) / n)
+    weighted_mae = sum(r[2] * abs(r[1] - r[0]) for r in rows) / sum(r[2] for r in rows)
     mean_y = sum(r[0] for r in rows) / n
     sse = sum(e * e for e in err)
TG_PATCH
cd /srv/prices-eval
python3 evaluate.py --config configs/mlp_v2.json --out out/mlp_v2
