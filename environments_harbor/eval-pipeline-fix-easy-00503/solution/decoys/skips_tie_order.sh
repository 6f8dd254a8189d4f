#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/helpcenter-eval/evaluate.py
+++ b/app/helpcenter-eval/evaluate.py
@@ -28,5 +28,5 @@

 def relevant(grade, min_grade):
-    return grade > min_grade
+    return grade >= min_grade


TG_PATCH
cd /app/helpcenter-eval
python3 evaluate.py --config configs/distil_v2.json --out out/distil_v2
