#!/bin/bash
set -euo pipefail
cd /app/txtstat
patch -p1 --no-backup-if-mismatch <<'DIFF'
--- a/count.c
+++ b/count.c
@@ -9,7 +9,7 @@
 
 static void finish_line(struct stats *st, const char *cur, long len)
 {
-    if (len >= st->maxlen || !st->longest) {
+    if (len > st->maxlen || !st->longest) {
         st->maxlen = len;
         free(st->longest);
         st->longest = malloc(len + 1);
DIFF
make clean >/dev/null
make >/dev/null
sh tests/run_tests.sh >/dev/null || true
