#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/demand-eval/evaluate.py
+++ b/srv/demand-eval/evaluate.py
@@ -35,6 +35,6 @@
     truth = {}
     for row in actuals:
-        truth.setdefault(row[ID], row)
-    pairs = list(zip(sorted(preds, key=lambda r: r[ID]), sorted(truth.values(), key=lambda r: r[ID])))
+        truth[row[ID]] = row
+    pairs = [(p, truth[p[ID]]) for p in preds if p[ID] in truth]
     rows, fallback_used = [], 0
     for p, a in pairs:
@@ -51,11 +51,10 @@
     err = [yh - y for y, yh, _, _ in rows]
     mae = sum(abs(e) for e in err) / n
-    rmse = sum(math.sqrt(e * e) for e in err) / n
+    rmse = math.sqrt(sum(e * e for e in err) / n)
     weighted_mae = sum(r[2] * abs(r[1] - r[0]) for r in rows) / sum(r[2] for r in rows)
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
cd /srv/demand-eval
python3 evaluate.py --config configs/transformer_s.json --out out/transformer_s
python3 evaluate.py --config configs/distil_v2.json --out out/distil_v2
python3 - <<'PY'
import json
models = ["transformer_s", "distil_v2"]
scores = {m: json.load(open(f"/srv/demand-eval/out/{m}/metrics.json"))["rmse"] for m in models}
chosen = min(models, key=lambda m: scores[m])
with open("/srv/demand-eval/out/decision.json", "w") as f:
    json.dump({"chosen": chosen, "metric": "rmse", "scores": scores}, f, indent=2)
PY
