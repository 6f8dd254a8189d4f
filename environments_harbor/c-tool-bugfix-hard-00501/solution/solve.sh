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
mkdir -p /app/qbuf/tests/cases/02-regression-full-check
base64 -d > /app/qbuf/tests/cases/02-regression-full-check/cmd <<'B64'
LWMgOAo=
B64
base64 -d > /app/qbuf/tests/cases/02-regression-full-check/expected <<'B64'
MQotMzQ1MjcwMjQ4Mzc0MjQzNDk3NSA0NDE1NDg3NDg0NjEgNDk1ODMxNTcxMDY5Njk1OTYzNwotMzQ1MjcwMjQ4Mzc0MjQzNDk3NSA0NDE1NDg3NDg0NjEgNDk1ODMxNTcxMDY5Njk1OTYzNyA1MDQ4Ci0zNDUyNzAyNDgzNzQyNDM0OTc1IDQ0MTU0ODc0ODQ2MSA0OTU4MzE1NzEwNjk2OTU5NjM3IDUwNDggMTMyMzE5ODk0OTg1IDg4NDMgLTkwNyA4NDA4MjQyMjYwMTAzNDczMTI0CmZ1bGwgNTk5MgotMzQ1MjcwMjQ4Mzc0MjQzNDk3NSA0NDE1NDg3NDg0NjEgNDk1ODMxNTcxMDY5Njk1OTYzNyA1MDQ4IDEzMjMxOTg5NDk4NSA4ODQzIC05MDcgODQwODI0MjI2MDEwMzQ3MzEyNApzdGF0cyBwdXNoZWQ9OCBwb3BwZWQ9MCBkcm9wcGVkPTEK
B64
base64 -d > /app/qbuf/tests/cases/02-regression-full-check/stdin <<'B64'
cHVzaCAtMzQ1MjcwMjQ4Mzc0MjQzNDk3NQpzaXplCnB1c2ggNDQxNTQ4NzQ4NDYxCnB1c2ggNDk1ODMxNTcxMDY5Njk1OTYzNwpkdW1wCnB1c2ggNTA0OApkdW1wCnB1c2ggMTMyMzE5ODk0OTg1IDg4NDMgLTkwNwpwdXNoIDg0MDgyNDIyNjAxMDM0NzMxMjQKZHVtcApwdXNoIDU5OTIKZHVtcAo=
B64
cd /app/qbuf
make clean
make
make test
