#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/codesearch-eval/evaluate.py
+++ b/srv/codesearch-eval/evaluate.py
@@ -47,6 +47,6 @@
     for q in queries:
         grades = judged.get(q, {})
-        ranked = sorted(results.get(q, []), key=lambda d: d[0], reverse=True)
-        top = [d for i, d in enumerate(ranked) if i <= k]
+        ranked = sorted(results.get(q, []), reverse=True)
+        top = ranked[:k]
         dcg = sum(gain(grades.get(doc, 0)) / math.log2(i + 2) for i, (_, doc) in enumerate(top))
         ideal = sorted(grades.values(), reverse=True)[:k]
@@ -61,5 +61,5 @@
                 if not rr:
                     rr = 1 / (i + 1)
-        ap = ap / hits if hits else 0.0
+        ap = ap / n_rel if n_rel else 0.0
         found = sum(1 for _, doc in top if relevant(grades.get(doc, 0), min_grade))
         p_k = found / k
TG_PATCH
cd /srv/codesearch-eval
python3 evaluate.py --config configs/transformer_s.json --out out/transformer_s
