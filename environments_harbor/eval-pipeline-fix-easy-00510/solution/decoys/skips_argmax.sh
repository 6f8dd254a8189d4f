#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/opt/ml/documents-eval/evaluate.py
+++ b/opt/ml/documents-eval/evaluate.py
@@ -79,8 +79,5 @@
         }
     present = [c for c in names if stats[c]["support"] or stats[c]["fp"]]
-    tp = sum(stats[c]["tp"] for c in present)
-    fp = sum(stats[c]["fp"] for c in present)
-    fn = sum(stats[c]["fn"] for c in present)
-    macro_f1 = 2 * tp / (2 * tp + fp + fn) if tp + fp + fn else 0.0
+    macro_f1 = sum(stats[c]["f1"] for c in present) / len(present) if present else 0.0
     weighted = sum(stats[c]["f1"] * stats[c]["support"] for c in names) / n if n else 0.0
     confusion = [[sum(1 for t, p in zip(y_true, y_pred) if t == a and p == b) for b in names] for a in names]
TG_PATCH
cd /opt/ml/documents-eval
python3 evaluate.py --config configs/linear_v7.json --out out/linear_v7
python3 evaluate.py --config configs/transformer_s.json --out out/transformer_s
python3 - <<'PY'
import json
models = ["linear_v7", "transformer_s"]
scores = {m: json.load(open(f"/opt/ml/documents-eval/out/{m}/metrics.json"))["macro_f1"] for m in models}
chosen = max(models, key=lambda m: scores[m])
with open("/opt/ml/documents-eval/out/decision.json", "w") as f:
    json.dump({"chosen": chosen, "metric": "macro_f1", "scores": scores}, f, indent=2)
PY
