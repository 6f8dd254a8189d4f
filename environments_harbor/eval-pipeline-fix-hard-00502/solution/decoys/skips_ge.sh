#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/opt/ml/welds-eval/evaluate.py
+++ b/opt/ml/welds-eval/evaluate.py
@@ -75,5 +75,5 @@
             seen += 1
         recall, precision = tp / pos, tp / seen
-        ap += (recall - prev_recall) * (precision + prev_precision) / 2
+        ap += (recall - prev_recall) * precision
         prev_recall, prev_precision, i = recall, precision, j
     return ap
@@ -96,5 +96,5 @@

 def compute(cfg, preds, labels):
-    positive = sorted({row["label"].strip() for row in labels})[-1]  # the positive class sorts last
+    positive = cfg["positive_label"]
     rows, unscored = [], 0
     truth = {row[ID]: row for row in labels}
@@ -110,5 +110,5 @@
         rows.append((score, y, lab["split"].strip(), lab["segment"].strip()))
     test = [r for r in rows if r[2] == "test"]
-    calib = rows
+    calib = [r for r in rows if r[2] == "calib"]
     threshold = pick_threshold(calib, cfg["target_precision"])
     tp = sum(1 for r in test if r[1] and flagged(r[0], threshold))
TG_PATCH
cd /opt/ml/welds-eval
python3 evaluate.py --config configs/gbm_v4.json --out out/gbm_v4
python3 evaluate.py --config configs/xgb_v3.json --out out/xgb_v3
python3 - <<'PY'
import json
models = ["gbm_v4", "xgb_v3"]
scores = {m: json.load(open(f"/opt/ml/welds-eval/out/{m}/metrics.json"))["average_precision"] for m in models}
chosen = max(models, key=lambda m: scores[m])
with open("/opt/ml/welds-eval/out/decision.json", "w") as f:
    json.dump({"chosen": chosen, "metric": "average_precision", "scores": scores}, f, indent=2)
PY
