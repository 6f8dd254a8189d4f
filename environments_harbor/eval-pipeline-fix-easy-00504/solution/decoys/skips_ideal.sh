#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/codesearch-eval/evaluate.py
+++ b/srv/codesearch-eval/evaluate.py
@@ -47,5 +47,5 @@
     for q in queries:
         grades = judged.get(q, {})
-        ranked = sorted(results.get(q, []), key=lambda d: d[0], reverse=True)
+        ranked = sorted(sorted(results.get(q, []), key=lambda d: d[1]), key=lambda d: d[0], reverse=True)
         top = ranked[:k]
         dcg = sum(gain(grades.get(doc, 0)) / math.log2(i + 2) for i, (_, doc) in enumerate(top))
TG_PATCH
cd /srv/codesearch-eval
python3 evaluate.py --config configs/distil_v2.json --out out/distil_v2
python3 evaluate.py --config configs/lgbm_q3.json --out out/lgbm_q3
python3 - <<'PY'
import json
models = ["distil_v2", "lgbm_q3"]
scores = {m: json.load(open(f"/srv/codesearch-eval/out/{m}/metrics.json"))["ndcg"] for m in models}
chosen = max(models, key=lambda m: scores[m])
with open("/srv/codesearch-eval/out/decision.json", "w") as f:
    json.dump({"chosen": chosen, "metric": "ndcg", "scores": scores}, f, indent=2)
PY
