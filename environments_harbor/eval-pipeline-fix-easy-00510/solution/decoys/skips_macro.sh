#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/opt/ml/documents-eval/evaluate.py
+++ b/opt/ml/documents-eval/evaluate.py
@@ -48,5 +48,5 @@
 def predicted(scores):
     """Index of the predicted class."""
-    return sorted(range(len(scores)), key=lambda j: scores[j])[-1]
+    return max(range(len(scores)), key=lambda j: scores[j])


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
