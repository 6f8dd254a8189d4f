#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/workspace/helpcenter-eval/evaluate.py
+++ b/workspace/helpcenter-eval/evaluate.py
@@ -28,9 +28,9 @@

 def relevant(grade, min_grade):
-    return grade > min_grade
+    return grade >= min_grade


 def gain(grade):
-    return grade
+    return 2 ** grade - 1


TG_PATCH
cd /workspace/helpcenter-eval
python3 evaluate.py --config configs/distil_v2.json --out out/distil_v2
