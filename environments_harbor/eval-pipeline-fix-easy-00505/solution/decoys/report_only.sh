#!/bin/bash
set -euo pipefail
cp /app/demand-eval/evaluate.py /tmp/evaluate.shipped.py
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/demand-eval/evaluate.py
+++ b/app/demand-eval/evaluate.py
@@ -29,5 +29,5 @@
 def inverse(value):
     """From the model's output scale (log1p of the target) back to the target's units."""
-    return math.exp(value)
+    return math.expm1(value)


@@ -42,8 +42,9 @@
         w = float(a["weight"])
         text = p["pred"].strip()
-        if not text:
+        if text:
+            yhat = inverse(float(text))
+        else:
             fallback_used += 1
-            continue
-        yhat = inverse(float(text))
+            yhat = float(cfg["fallback"])
         rows.append((y, yhat, w, a["segment"].strip()))
     n = len(rows)
TG_PATCH
cd /app/demand-eval
python3 evaluate.py --config configs/transformer_s.json --out out/transformer_s
cp /tmp/evaluate.shipped.py /app/demand-eval/evaluate.py
