#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ringq/ringq.c
+++ b/app/ringq/ringq.c
@@ -24,5 +24,5 @@
 static void push(struct ring *r, long long v, int overwrite)
 {
-    if (r->count >= r->cap - 1) {
+    if (r->count == r->cap) {
         if (!overwrite) {
             printf("full %lld\n", v);
@@ -155,5 +155,10 @@
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
