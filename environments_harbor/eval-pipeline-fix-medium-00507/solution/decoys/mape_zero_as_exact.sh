#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/opt/ml/prices-eval/evaluate.py
+++ b/opt/ml/prices-eval/evaluate.py
@@ -36,5 +36,5 @@
     for row in actuals:
         truth[row[ID]] = row
-    pairs = list(zip(sorted(preds, key=lambda r: r[ID]), sorted(truth.values(), key=lambda r: r[ID])))
+    pairs = [(p, truth[p[ID]]) for p in preds if p[ID] in truth]
     rows, fallback_used = [], 0
     for p, a in pairs:
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
@@ -55,5 +56,5 @@
     sse = sum(e * e for e in err)
     r2 = 1 - sse / sum((r[0] - mean_y) ** 2 for r in rows)
-    ape = [abs(r[1] - r[0]) / max(abs(r[0]), 1e-9) for r in rows]
+    ape = [abs(r[1] - r[0]) / abs(r[0]) if r[0] != 0 else 0.0 for r in rows]
     mape = 100 * sum(ape) / len(ape) if ape else 0.0
     metrics = {
TG_PATCH
cd /opt/ml/prices-eval
python3 evaluate.py --config configs/transformer_s.json --out out/transformer_s
