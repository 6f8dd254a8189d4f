#!/bin/bash
set -euo pipefail
cd /app/linestat
patch -p1 --no-backup-if-mismatch <<'DIFF'
--- a/count.c
+++ b/count.c
@@ -20,7 +20,7 @@
 
 int count_stream(FILE *f, struct stats *st)
 {
-    char c;
+    int c;
     int in_word = 0, last = '\n';
     long len = 0;
     size_t cap = 256;
DIFF
make clean >/dev/null
make >/dev/null
sh tests/run_tests.sh >/dev/null || true
