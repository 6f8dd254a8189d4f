#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/qbuf/qbuf.c
+++ b/app/qbuf/qbuf.c
@@ -24,5 +24,5 @@
 static void push(struct ring *r, long long v, int overwrite)
 {
-    if (r->count >= r->cap - 1) {
+    if (r->count == r->cap) {
         if (!overwrite) {
             printf("full %lld\n", v);
@@ -65,5 +65,5 @@
     for (long i = 0; i < r->count; i++)
         nb[i] = r->buf[slot(r, i)];
-
+    free(r->buf);
     r->buf = nb;
     r->cap = n;
@@ -108,5 +108,5 @@
         }
     }
-    if (cap > MAX_CAP) {
+    if (cap < 1 || cap > MAX_CAP) {
         fprintf(stderr, "usage: qbuf -c CAP [-o]   (1 <= CAP <= %d)\n", MAX_CAP);
         return 2;
TG_PATCH
cd /app/qbuf
make clean
make
make test
