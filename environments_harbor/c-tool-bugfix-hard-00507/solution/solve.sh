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
@@ -33,12 +33,16 @@
         st->bytes++;
         if (c == '\n') {
             st->lines++;
-            finish_line(st, cur, len + 1);
+            finish_line(st, cur, len);
             len = 0;
         } else {
-            if ((size_t)len + 1 < cap)
-                cur[len] = (char)c;
-            len++;
+            if ((size_t)len + 1 >= cap) {
+                cap *= 2;
+                cur = realloc(cur, cap);
+                if (!cur)
+                    return -1;
+            }
+            cur[len++] = (char)c;
         }
         if (is_space(c))
             in_word = 0;
@@ -48,8 +52,10 @@
         }
         last = c;
     }
-    if (last != '\n')
+    if (st->bytes > 0 && last != '\n') {
+        st->lines++;
         finish_line(st, cur, len);
+    }
     free(cur);
     return 0;
 }
--- a/Makefile
+++ b/Makefile
@@ -1,6 +1,6 @@
 CC ?= cc
 CFLAGS ?= -O2 -g -Wall -Wextra -std=gnu11
-OBJS = main.o count.o
+OBJS = main.o count.o output.o
 
 wcx: $(OBJS)
 	$(CC) $(CFLAGS) -o $@ $(OBJS)
DIFF
make clean >/dev/null
make >/dev/null
sh tests/run_tests.sh >/dev/null
