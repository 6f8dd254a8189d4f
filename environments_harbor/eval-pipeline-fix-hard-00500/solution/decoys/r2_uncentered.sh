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


@@ -36,5 +36,5 @@
     for row in actuals:
         truth[row[ID]] = row
-    pairs = list(zip(sorted(preds, key=lambda r: r[ID]), sorted(truth.values(), key=lambda r: r[ID])))
+    pairs = [(p, truth[p[ID]]) for p in preds if p[ID] in truth]
     rows, fallback_used = [], 0
     for p, a in pairs:
@@ -55,7 +55,6 @@
     mean_y = sum(r[0] for r in rows) / n
     sse = sum(e * e for e in err)
-    mean_pred = sum(r[1] for r in rows) / n
-    r2 = 1 - sse / sum((r[1] - mean_pred) ** 2 for r in rows)
-    ape = [abs(r[1] - r[0]) / max(abs(r[0]), 1e-9) for r in rows]
+    r2 = 1 - sse / sum(r[0] ** 2 for r in rows)
+    ape = [abs(r[1] - r[0]) / abs(r[0]) for r in rows if r[0] != 0]
     mape = 100 * sum(ape) / len(ape) if ape else 0.0
     metrics = {
TG_PATCH
cd /workspace/prices-eval
python3 evaluate.py --config configs/rf_2024.json --out out/rf_2024
python3 evaluate.py --config configs/mlp_v2.json --out out/mlp_v2
python3 - <<'PY'
import json
models = ["rf_2024", "mlp_v2"]
scores = {m: json.load(open(f"/workspace/prices-eval/out/{m}/metrics.json"))["rmse"] for m in models}
chosen = min(models, key=lambda m: scores[m])
with open("/workspace/prices-eval/out/decision.json", "w") as f:
    json.dump({"chosen": chosen, "metric": "rmse", "scores": scores}, f, indent=2)
PY
