#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/tickets-eval/evaluate.py
+++ b/srv/tickets-eval/evaluate.py
@@ -81,5 +81,5 @@
     macro_f1 = sum(stats[c]["f1"] for c in present) / len(present) if present else 0.0
     weighted = sum(stats[c]["f1"] * stats[c]["support"] for c in names) / n if n else 0.0
-    confusion = [[sum(1 for t, p in zip(y_true, y_pred) if t == b and p == a) for b in names] for a in names]
+    confusion = [[sum(1 for t, p in zip(y_true, y_pred) if t == a and p == b) for b in names] for a in names]
     metrics = {
         "accuracy": r6(sum(1 for t, p in zip(y_true, y_pred) if t == p) / n) if n else 0.0,
TG_PATCH
cd /srv/tickets-eval
python3 evaluate.py --config configs/baseline.json --out out/baseline
