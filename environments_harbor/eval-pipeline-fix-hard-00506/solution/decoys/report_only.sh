#!/bin/bash
set -euo pipefail
cp /workspace/churn-eval/evaluate.py /tmp/evaluate.shipped.py
patch -s -p1 -d / <<'TG_PATCH'
--- a/workspace/churn-eval/evaluate.py
+++ b/workspace/churn-eval/evaluate.py
@@ -29,5 +29,5 @@
 def flagged(score, threshold):
     """Does the model flag a row at this threshold?"""
-    return score > threshold
+    return score >= threshold


@@ -46,6 +46,12 @@
     order = sorted(range(len(pairs)), key=lambda i: pairs[i][0])
     ranks = [0.0] * len(pairs)
-    for r, i in enumerate(order):
-        ranks[i] = r + 1
+    i = 0
+    while i < len(order):
+        j = i
+        while j + 1 < len(order) and pairs[order[j + 1]][0] == pairs[order[i]][0]:
+            j += 1
+        for q in range(i, j + 1):
+            ranks[order[q]] = (i + j) / 2 + 1
+        i = j + 1
     pos = sum(y for _, y in pairs)
     neg = len(pairs) - pos
@@ -69,5 +75,5 @@
             seen += 1
         recall, precision = tp / pos, tp / seen
-        ap += (recall - prev_recall) * (precision + prev_precision) / 2
+        ap += (recall - prev_recall) * precision
         prev_recall, prev_precision, i = recall, precision, j
     return ap
@@ -104,5 +110,5 @@
         rows.append((score, y, lab["split"].strip(), lab["segment"].strip()))
     test = [r for r in rows if r[2] == "test"]
-    calib = rows
+    calib = [r for r in rows if r[2] == "calib"]
     threshold = pick_threshold(calib, cfg["target_precision"])
     tp = sum(1 for r in test if r[1] and flagged(r[0], threshold))
TG_PATCH
cd /workspace/churn-eval
python3 evaluate.py --config configs/ensemble_v5.json --out out/ensemble_v5
python3 evaluate.py --config configs/gbm_v4.json --out out/gbm_v4
python3 - <<'PY'
import json
models = ["ensemble_v5", "gbm_v4"]
scores = {m: json.load(open(f"/workspace/churn-eval/out/{m}/metrics.json"))["average_precision"] for m in models}
chosen = max(models, key=lambda m: scores[m])
with open("/workspace/churn-eval/out/decision.json", "w") as f:
    json.dump({"chosen": chosen, "metric": "average_precision", "scores": scores}, f, indent=2)
PY
cp /tmp/evaluate.shipped.py /workspace/churn-eval/evaluate.py
