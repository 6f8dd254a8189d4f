#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/workspace/eta-eval/evaluate.py
+++ b/workspace/eta-eval/evaluate.py
@@ -29,5 +29,5 @@
 def inverse(value):
     """From the model's output scale (log1p of the target) back to the target's units."""
-    return math.exp(value)
+    return math.expm1(value)


@@ -35,5 +35,5 @@
     truth = {}
     for row in actuals:
-        truth.setdefault(row[ID], row)
+        truth[row[ID]] = row
     pairs = [(p, truth[p[ID]]) for p in preds if p[ID] in truth]
     rows, fallback_used = [], 0
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
cd /workspace/eta-eval
python3 evaluate.py --config configs/lgbm_q3.json --out out/lgbm_q3
python3 evaluate.py --config configs/transformer_s.json --out out/transformer_s
python3 - <<'PY'
import json
models = ["lgbm_q3", "transformer_s"]
scores = {m: json.load(open(f"/workspace/eta-eval/out/{m}/metrics.json"))["rmse"] for m in models}
chosen = min(models, key=lambda m: scores[m])
with open("/workspace/eta-eval/out/decision.json", "w") as f:
    json.dump({"chosen": chosen, "metric": "rmse", "scores": scores}, f, indent=2)
PY
