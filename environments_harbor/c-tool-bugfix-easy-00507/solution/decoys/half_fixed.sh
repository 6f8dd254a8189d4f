#!/bin/bash
set -euo pipefail
cd /app/csvroll
patch -p1 --no-backup-if-mismatch <<'DIFF'
--- a/main.c
+++ b/main.c
@@ -64,7 +64,7 @@
                 a->skipped++;
                 continue;
             }
-            if (v < a->min)
+            if (a->count == 0 || v < a->min)
                 a->min = v;
             if (a->count == 0 || v > a->max)
                 a->max = v;
DIFF
make clean >/dev/null
make >/dev/null
sh tests/run_tests.sh >/dev/null || true
