#!/bin/bash
set -euo pipefail
cp /app/codesearch-eval/evaluate.py /tmp/evaluate.shipped.py
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/codesearch-eval/evaluate.py
+++ b/app/codesearch-eval/evaluate.py
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
@@ -61,5 +61,5 @@
                 if not rr:
                     rr = 1 / (i + 1)
-        ap = ap / hits if hits else 0.0
+        ap = ap / n_rel if n_rel else 0.0
         found = sum(1 for _, doc in top if relevant(grades.get(doc, 0), min_grade))
         p_k = found / k
TG_PATCH
cd /app/codesearch-eval
python3 evaluate.py --config configs/distil_v2.json --out out/distil_v2
python3 evaluate.py --config configs/gbm_v4.json --out out/gbm_v4
python3 - <<'PY'
import json
models = ["distil_v2", "gbm_v4"]
scores = {m: json.load(open(f"/app/codesearch-eval/out/{m}/metrics.json"))["ndcg"] for m in models}
chosen = max(models, key=lambda m: scores[m])
with open("/app/codesearch-eval/out/decision.json", "w") as f:
    json.dump({"chosen": chosen, "metric": "ndcg", "scores": scores}, f, indent=2)
PY
cp /tmp/evaluate.shipped.py /app/codesearch-eval/evaluate.py
