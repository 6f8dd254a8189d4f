#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/topics-eval/evaluate.py
+++ b/app/topics-eval/evaluate.py
@@ -48,5 +48,5 @@
 def predicted(scores):
     """Index of the predicted class."""
-    return sorted(range(len(scores)), key=lambda j: scores[j])[-1]
+    return max(range(len(scores)), key=lambda j: scores[j])


@@ -61,4 +61,6 @@
         if "" in raw:
             unscored += 1
+            y_true.append(label)
+            y_pred.append(None)
             continue
         y_true.append(label)
@@ -76,5 +78,5 @@
             "f1": 2 * tp / (2 * tp + fp + fn) if tp + fp + fn else 0.0,
         }
-    present = list(names)
+    present = [c for c in names if stats[c]["support"] or stats[c]["fp"]]
     macro_f1 = sum(stats[c]["f1"] for c in present) / len(present) if present else 0.0
     weighted = sum(stats[c]["f1"] * stats[c]["support"] for c in names) / n if n else 0.0
TG_PATCH
cd /app/topics-eval
python3 evaluate.py --config configs/baseline.json --out out/baseline
python3 evaluate.py --config configs/transformer_s.json --out out/transformer_s
python3 - <<'PY'
import json
models = ["baseline", "transformer_s"]
scores = {m: json.load(open(f"/app/topics-eval/out/{m}/metrics.json"))["macro_f1"] for m in models}
chosen = max(models, key=lambda m: scores[m])
with open("/app/topics-eval/out/decision.json", "w") as f:
    json.dump({"chosen": chosen, "metric": "macro_f1", "scores": scores}, f, indent=2)
PY
