#!/bin/bash
set -euo pipefail
cd /app/tstat
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
