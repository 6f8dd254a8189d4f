#!/bin/bash
set -euo pipefail
cd /app/tstat
patch -p1 --no-backup-if-mismatch <<'DIFF'
--- a/count.c
+++ b/count.c
@@ -33,7 +33,7 @@
         st->bytes++;
         if (c == '\n') {
             st->lines++;
-            finish_line(st, cur, len + 1);
+            finish_line(st, cur, len);
             len = 0;
         } else {
             if ((size_t)len + 1 >= cap) {
DIFF
make clean >/dev/null
make >/dev/null
sh tests/run_tests.sh >/dev/null || true
