#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fifoq/fifoq.c
+++ b/app/fifoq/fifoq.c
@@ -24,5 +24,5 @@
 static void push(struct ring *r, long long v, int overwrite)
 {
-    if (r->count >= r->cap - 1) {
+    if (r->count == r->cap) {
         if (!overwrite) {
             printf("full %lld\n", v);
@@ -32,4 +32,5 @@
         printf("dropped %lld\n", r->buf[r->head]);
         dropped++;
+        r->head = (r->head + 1) % r->cap;
         r->count--;
     }
TG_PATCH
cd /app/fifoq
make clean
make
make test
