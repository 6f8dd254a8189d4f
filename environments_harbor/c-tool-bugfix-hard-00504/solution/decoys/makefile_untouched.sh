#!/bin/bash
set -euo pipefail
cd /app/textinfo
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
@@ -36,9 +36,13 @@
             finish_line(st, cur, len);
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
cd /app/textinfo && gcc -O2 -std=gnu11 -o textinfo *.c
