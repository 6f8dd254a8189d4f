#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/workspace/shopsearch-eval/evaluate.py
+++ b/workspace/shopsearch-eval/evaluate.py
@@ -42,5 +42,5 @@
     results = {}
     for row in run:
-        results.setdefault(row["query_id"], []).append((row["score"], row["doc_id"]))
+        results.setdefault(row["query_id"], []).append((float(row["score"]), row["doc_id"]))
     queries = sorted(q for q, g in judged.items() if any(relevant(v, min_grade) for v in g.values()))
     per_query, rows = [], []
@@ -48,7 +48,7 @@
         grades = judged.get(q, {})
         ranked = sorted(sorted(results.get(q, []), key=lambda d: d[1]), key=lambda d: d[0], reverse=True)
-        top = [d for i, d in enumerate(ranked) if i <= k]
+        top = ranked[:k]
         dcg = sum(gain(grades.get(doc, 0)) / math.log2(i + 2) for i, (_, doc) in enumerate(top))
-        ideal = sorted((grades.get(doc, 0) for _, doc in ranked), reverse=True)[:k]
+        ideal = sorted(grades.values(), reverse=True)[:k]
         idcg = sum(gain(g) / math.log2(i + 2) for i, g in enumerate(ideal))
         ndcg = dcg / idcg if idcg > 0 else 0.0
@@ -61,5 +61,5 @@
                 if not rr:
                     rr = 1 / (i + 1)
-        ap = ap / hits if hits else 0.0
+        ap = ap / n_rel if n_rel else 0.0
         found = sum(1 for _, doc in top if relevant(grades.get(doc, 0), min_grade))
         p_k = found / k
TG_PATCH
cd /workspace/shopsearch-eval
python3 evaluate.py --config configs/xgb_v3.json --out out/xgb_v3
python3 evaluate.py --config configs/lgbm_q3.json --out out/lgbm_q3
python3 - <<'PY'
import json
models = ["xgb_v3", "lgbm_q3"]
scores = {m: json.load(open(f"/workspace/shopsearch-eval/out/{m}/metrics.json"))["ndcg"] for m in models}
chosen = max(models, key=lambda m: scores[m])
with open("/workspace/shopsearch-eval/out/decision.json", "w") as f:
    json.dump({"chosen": chosen, "metric": "ndcg", "scores": scores}, f, indent=2)
PY
