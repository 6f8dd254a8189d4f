#!/bin/bash
set -euo pipefail
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
TG_PATCH
cd /srv/caselaw-eval
python3 evaluate.py --config configs/distil_v2.json --out out/distil_v2
