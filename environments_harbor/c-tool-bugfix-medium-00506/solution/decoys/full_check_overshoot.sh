#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ringbuf/ringbuf.c
+++ b/app/ringbuf/ringbuf.c
@@ -24,5 +24,5 @@
 static void push(struct ring *r, long long v, int overwrite)
 {
-    if (r->count >= r->cap - 1) {
+    if (r->count > r->cap) {
         if (!overwrite) {
             printf("full %lld\n", v);
@@ -32,4 +32,5 @@
         printf("dropped %lld\n", r->buf[r->head]);
         dropped++;
+        r->head = (r->head + 1) % r->cap;
         r->count--;
     }
@@ -166,5 +167,5 @@
                 printf("(empty)");
             for (long i = 0; i < r.count; i++)
-                printf("%s%lld", i ? " " : "", r.buf[i]);
+                printf("%s%lld", i ? " " : "", r.buf[slot(&r, i)]);
             putchar('\n');
         } else if (strcmp(cmd, "resize") == 0) {
TG_PATCH
cd /app/ringbuf
make clean
make
make test
