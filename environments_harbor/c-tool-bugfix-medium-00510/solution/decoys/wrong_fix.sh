#!/bin/bash
set -euo pipefail
cd /app/linestat
patch -p1 --no-backup-if-mismatch <<'DIFF'
--- a/count.c
+++ b/count.c
@@ -4,7 +4,7 @@
 
 static int is_space(int c)
 {
-    return c == ' ' || c == '\n';
+    return c == ' ' || c == '\t' || c == '\n';
 }
 
 static void finish_line(struct stats *st, const char *cur, long len)
@@ -20,7 +20,7 @@
 
 int count_stream(FILE *f, struct stats *st)
 {
-    char c;
+    int c;
     int in_word = 0, last = '\n';
     long len = 0;
     size_t cap = 256;
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
sh tests/run_tests.sh >/dev/null || true
