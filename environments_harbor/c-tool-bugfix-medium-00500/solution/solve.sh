#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ringbuf/ringbuf.c
+++ b/app/ringbuf/ringbuf.c
@@ -32,4 +32,5 @@
         printf("dropped %lld\n", r->buf[r->head]);
         dropped++;
+        r->head = (r->head + 1) % r->cap;
         r->count--;
     }
@@ -73,6 +74,9 @@
 static int parse_value(const char *s, long long *v)
 {
-    *v = atoll(s);
-    return 1;
+    char *end;
+
+    errno = 0;
+    *v = strtoll(s, &end, 10);
+    return end != s && *end == '\0' && errno != ERANGE;
 }

@@ -145,4 +149,5 @@
                 if (!pop(&r, &v)) {
                     printf("empty\n");
+                    errors++;
                     break;
                 }
TG_PATCH
cd /app/ringbuf
make clean
make
make test
