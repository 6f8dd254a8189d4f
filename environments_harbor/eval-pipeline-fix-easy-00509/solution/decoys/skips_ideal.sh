#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/shopsearch-eval/evaluate.py
+++ b/app/shopsearch-eval/evaluate.py
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
