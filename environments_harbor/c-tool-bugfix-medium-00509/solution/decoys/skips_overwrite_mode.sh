#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ringq/ringq.c
+++ b/app/ringq/ringq.c
@@ -107,5 +107,5 @@
         }
     }
-    if (cap > MAX_CAP) {
+    if (cap < 1 || cap > MAX_CAP) {
         fprintf(stderr, "usage: ringq -c CAP [-o]   (1 <= CAP <= %d)\n", MAX_CAP);
         return 2;
@@ -154,5 +154,10 @@
             }
         } else if (strcmp(cmd, "peek") == 0) {
-            printf("%lld\n", r.buf[r.head]);
+            if (r.count) {
+                printf("%lld\n", r.buf[r.head]);
+            } else {
+                printf("empty\n");
+                errors++;
+            }
         } else if (strcmp(cmd, "size") == 0) {
             printf("%ld\n", r.count);
TG_PATCH
cd /app/ringq
make clean
make
make test
