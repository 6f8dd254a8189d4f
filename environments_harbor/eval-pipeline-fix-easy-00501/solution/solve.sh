#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/fares-eval/evaluate.py
+++ b/srv/fares-eval/evaluate.py
@@ -29,5 +29,5 @@
 def inverse(value):
     """From the model's output scale (log1p of the target) back to the target's units."""
-    return math.exp(value)
+    return math.expm1(value)


@@ -52,5 +52,5 @@
     mae = sum(abs(e) for e in err) / n
     rmse = math.sqrt(sum(e * e for e in err) / n)
-    weighted_mae = sum(r[2] * abs(r[1] - r[0]) for r in rows) / n
+    weighted_mae = sum(r[2] * abs(r[1] - r[0]) for r in rows) / sum(r[2] for r in rows)
     mean_y = sum(r[0] for r in rows) / n
     sse = sum(e * e for e in err)
TG_PATCH
cd /srv/fares-eval
python3 evaluate.py --config configs/mlp_v2.json --out out/mlp_v2
