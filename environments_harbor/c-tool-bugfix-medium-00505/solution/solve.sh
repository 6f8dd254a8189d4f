#!/bin/bash
set -euo pipefail
cd /app/wcx
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
@@ -33,7 +33,7 @@
         st->bytes++;
         if (c == '\n') {
             st->lines++;
-            finish_line(st, cur, len + 1);
+            finish_line(st, cur, len);
             len = 0;
         } else {
             if ((size_t)len + 1 >= cap) {
--- a/main.c
+++ b/main.c
@@ -15,7 +15,8 @@
     total->lines += st.lines;
     total->words += st.words;
     total->bytes += st.bytes;
-    total->maxlen += st.maxlen;
+    if (st.maxlen > total->maxlen)
+        total->maxlen = st.maxlen;
     free(st.longest);
     return 0;
 }
DIFF
make clean >/dev/null
make >/dev/null
sh tests/run_tests.sh >/dev/null
