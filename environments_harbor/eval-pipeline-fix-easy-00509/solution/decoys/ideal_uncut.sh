#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/shopsearch-eval/evaluate.py
+++ b/app/shopsearch-eval/evaluate.py
@@ -50,5 +50,5 @@
         top = ranked[:k]
         dcg = sum(gain(grades.get(doc, 0)) / math.log2(i + 2) for i, (_, doc) in enumerate(top))
-        ideal = sorted((grades.get(doc, 0) for _, doc in ranked), reverse=True)[:k]
+        ideal = sorted(grades.values(), reverse=True)
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
cd /app/shopsearch-eval
python3 evaluate.py --config configs/mlp_v2.json --out out/mlp_v2
