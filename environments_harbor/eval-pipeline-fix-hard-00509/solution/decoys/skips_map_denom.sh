#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/opt/ml/recipes-eval/evaluate.py
+++ b/opt/ml/recipes-eval/evaluate.py
@@ -28,5 +28,5 @@

 def relevant(grade, min_grade):
-    return grade > min_grade
+    return grade >= min_grade


@@ -43,5 +43,5 @@
     for row in run:
         results.setdefault(row["query_id"], []).append((float(row["score"]), row["doc_id"]))
-    queries = sorted(results)
+    queries = sorted(q for q, g in judged.items() if any(relevant(v, min_grade) for v in g.values()))
     per_query, rows = [], []
     for q in queries:
@@ -50,5 +50,5 @@
         top = ranked[:k]
         dcg = sum(gain(grades.get(doc, 0)) / math.log2(i + 2) for i, (_, doc) in enumerate(top))
-        ideal = sorted((grades.get(doc, 0) for _, doc in ranked), reverse=True)[:k]
+        ideal = sorted(grades.values(), reverse=True)[:k]
         idcg = sum(gain(g) / math.log2(i + 2) for i, g in enumerate(ideal))
         ndcg = dcg / idcg if idcg > 0 else 0.0
TG_PATCH
cd /opt/ml/recipes-eval
python3 evaluate.py --config configs/baseline.json --out out/baseline
python3 evaluate.py --config configs/ensemble_v5.json --out out/ensemble_v5
python3 - <<'PY'
import json
models = ["baseline", "ensemble_v5"]
scores = {m: json.load(open(f"/opt/ml/recipes-eval/out/{m}/metrics.json"))["ndcg"] for m in models}
chosen = max(models, key=lambda m: scores[m])
with open("/opt/ml/recipes-eval/out/decision.json", "w") as f:
    json.dump({"chosen": chosen, "metric": "ndcg", "scores": scores}, f, indent=2)
PY
