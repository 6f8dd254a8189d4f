#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/helpcenter-eval/evaluate.py
+++ b/app/helpcenter-eval/evaluate.py
@@ -47,5 +47,5 @@
     for q in queries:
         grades = judged.get(q, {})
-        ranked = sorted(results.get(q, []), key=lambda d: d[0], reverse=True)
+        ranked = sorted(sorted(results.get(q, []), key=lambda d: d[1]), key=lambda d: d[0], reverse=True)
         top = ranked[:k]
         dcg = sum(gain(grades.get(doc, 0)) / math.log2(i + 2) for i, (_, doc) in enumerate(top))
TG_PATCH
cd /app/helpcenter-eval
python3 evaluate.py --config configs/distil_v2.json --out out/distil_v2
