#!/bin/bash
set -euo pipefail
cd /app/tstat
patch -p1 --no-backup-if-mismatch <<'DIFF'
--- a/count.c
+++ b/count.c
@@ -4,12 +4,12 @@
 
 static int is_space(int c)
 {
-    return c == ' ' || c == '\n';
+    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
 }
 
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
