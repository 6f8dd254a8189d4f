#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/workspace/claims-eval/evaluate.py
+++ b/workspace/claims-eval/evaluate.py
@@ -35,6 +35,6 @@
     truth = {}
     for row in actuals:
-        truth.setdefault(row[ID], row)
-    pairs = list(zip(sorted(preds, key=lambda r: r[ID]), sorted(truth.values(), key=lambda r: r[ID])))
+        truth[row[ID]] = row
+    pairs = [(p, truth[p[ID]]) for p in preds if p[ID] in truth]
     rows, fallback_used = [], 0
     for p, a in pairs:
@@ -44,5 +44,5 @@
         if not text:
             fallback_used += 1
-            continue
+            text = str(cfg["fallback"])
         yhat = inverse(float(text))
         rows.append((y, yhat, w, a["segment"].strip()))
@@ -50,6 +50,6 @@
     err = [yh - y for y, yh, _, _ in rows]
     mae = sum(abs(e) for e in err) / n
-    rmse = sum(math.sqrt(e * e) for e in err) / n
-    weighted_mae = sum(r[2] * abs(r[1] - r[0]) for r in rows) / n
+    rmse = math.sqrt(sum(e * e for e in err) / n)
+    weighted_mae = sum(r[2] * abs(r[1] - r[0]) for r in rows) / sum(r[2] for r in rows)
     mean_y = sum(r[0] for r in rows) / n
     sse = sum(e * e for e in err)
TG_PATCH
cd /workspace/claims-eval
python3 evaluate.py --config configs/lgbm_q3.json --out out/lgbm_q3
python3 evaluate.py --config configs/mlp_v2.json --out out/mlp_v2
python3 - <<'PY'
import json
models = ["lgbm_q3", "mlp_v2"]
scores = {m: json.load(open(f"/workspace/claims-eval/out/{m}/metrics.json"))["rmse"] for m in models}
chosen = min(models, key=lambda m: scores[m])
with open("/workspace/claims-eval/out/decision.json", "w") as f:
    json.dump({"chosen": chosen, "metric": "rmse", "scores": scores}, f, indent=2)
PY
