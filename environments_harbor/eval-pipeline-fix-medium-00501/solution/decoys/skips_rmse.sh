#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/workspace/demand-eval/evaluate.py
+++ b/workspace/demand-eval/evaluate.py
@@ -29,5 +29,5 @@
 def inverse(value):
     """From the model's output scale (log1p of the target) back to the target's units."""
-    return math.exp(value)
+    return math.expm1(value)


@@ -56,5 +56,5 @@
     sse = sum(e * e for e in err)
     r2 = 1 - sse / sum((r[0] - mean_y) ** 2 for r in rows)
-    ape = [abs(r[1] - r[0]) / max(abs(r[0]), 1e-9) for r in rows]
+    ape = [abs(r[1] - r[0]) / abs(r[0]) for r in rows if r[0] != 0]
     mape = 100 * sum(ape) / len(ape) if ape else 0.0
     metrics = {
TG_PATCH
cd /workspace/demand-eval
python3 evaluate.py --config configs/linear_v7.json --out out/linear_v7
