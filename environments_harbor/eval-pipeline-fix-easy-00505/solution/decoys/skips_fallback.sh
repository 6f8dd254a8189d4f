#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/demand-eval/evaluate.py
+++ b/app/demand-eval/evaluate.py
@@ -29,5 +29,5 @@
 def inverse(value):
     """From the model's output scale (log1p of the target) back to the target's units."""
-    return math.exp(value)
+    return math.expm1(value)


TG_PATCH
cd /app/demand-eval
python3 evaluate.py --config configs/transformer_s.json --out out/transformer_s
