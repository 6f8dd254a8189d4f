#!/bin/bash
set -euo pipefail
cp /srv/caselaw-eval/evaluate.py /tmp/evaluate.shipped.py
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/caselaw-eval/evaluate.py
+++ b/srv/caselaw-eval/evaluate.py
@@ -42,5 +42,5 @@
     results = {}
     for row in run:
-        results.setdefault(row["query_id"], []).append((row["score"], row["doc_id"]))
+        results.setdefault(row["query_id"], []).append((float(row["score"]), row["doc_id"]))
     queries = sorted(q for q, g in judged.items() if any(relevant(v, min_grade) for v in g.values()))
     per_query, rows = [], []
@@ -48,5 +48,5 @@
         grades = judged.get(q, {})
         ranked = sorted(sorted(results.get(q, []), key=lambda d: d[1]), key=lambda d: d[0], reverse=True)
-        top = [d for i, d in enumerate(ranked) if i <= k]
+        top = ranked[:k]
         dcg = sum(gain(grades.get(doc, 0)) / math.log2(i + 2) for i, (_, doc) in enumerate(top))
         ideal = sorted(grades.values(), reverse=True)[:k]
TG_PATCH
cd /srv/caselaw-eval
python3 evaluate.py --config configs/distil_v2.json --out out/distil_v2
cp /tmp/evaluate.shipped.py /srv/caselaw-eval/evaluate.py
