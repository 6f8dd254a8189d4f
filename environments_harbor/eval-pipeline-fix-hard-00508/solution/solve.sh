#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/workspace/prices-eval/evaluate.py
+++ b/workspace/prices-eval/evaluate.py
@@ -29,5 +29,5 @@
 def inverse(value):
     """From the model's output scale (log1p of the target) back to the target's units."""
-    return math.exp(value)
+    return math.expm1(value)


@@ -42,18 +42,18 @@
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
     err = [yh - y for y, yh, _, _ in rows]
     mae = sum(abs(e) for e in err) / n
-    rmse = sum(math.sqrt(e * e) for e in err) / n
+    rmse = math.sqrt(sum(e * e for e in err) / n)
     weighted_mae = sum(r[2] * abs(r[1] - r[0]) for r in rows) / sum(r[2] for r in rows)
     mean_y = sum(r[0] for r in rows) / n
     sse = sum(e * e for e in err)
-    mean_pred = sum(r[1] for r in rows) / n
-    r2 = 1 - sse / sum((r[1] - mean_pred) ** 2 for r in rows)
+    r2 = 1 - sse / sum((r[0] - mean_y) ** 2 for r in rows)
     ape = [abs(r[1] - r[0]) / abs(r[0]) for r in rows if r[0] != 0]
     mape = 100 * sum(ape) / len(ape) if ape else 0.0
TG_PATCH
cd /workspace/prices-eval
python3 evaluate.py --config configs/gbm_v4.json --out out/gbm_v4
python3 evaluate.py --config configs/distil_v2.json --out out/distil_v2
python3 - <<'PY'
import json
models = ["gbm_v4", "distil_v2"]
scores = {m: json.load(open(f"/workspace/prices-eval/out/{m}/metrics.json"))["rmse"] for m in models}
chosen = min(models, key=lambda m: scores[m])
with open("/workspace/prices-eval/out/decision.json", "w") as f:
    json.dump({"chosen": chosen, "metric": "rmse", "scores": scores}, f, indent=2)
PY
