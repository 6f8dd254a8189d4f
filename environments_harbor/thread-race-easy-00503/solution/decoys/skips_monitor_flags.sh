#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ticketd/src/ticketd.c
+++ b/app/ticketd/src/ticketd.c
@@ -84,5 +84,5 @@
     long chunk = nrecs / nthreads;
     long start = id * chunk;
-    long end = start + chunk;
+    long end = id == nthreads - 1 ? nrecs : start + chunk;
     struct local L;

TG_PATCH
cd /app/ticketd
make clean
make
