#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dosebins/src/dosebins.c
+++ b/app/dosebins/src/dosebins.c
@@ -53,5 +53,5 @@
     int nb = (int)hdr[1];

-    long nblocks = n / BLOCK;
+    long nblocks = (n + BLOCK - 1) / BLOCK;

     int *counts = calloc(size, sizeof *counts), *displs = calloc(size, sizeof *displs);
@@ -101,5 +101,5 @@
             b = nb - 1;
         lh[b]++;
-        int row = (int)(rank * BLOCK + i);
+        int row = (int)((i / BLOCK) * size * BLOCK + rank * BLOCK + i % BLOCK);

         if (mine[i] > peak.value) {
TG_PATCH
chmod 0666 /app/dosebins/src/dosebins.c
cd /app/dosebins
mpicc -O2 -Wall -o dosebins src/dosebins.c
