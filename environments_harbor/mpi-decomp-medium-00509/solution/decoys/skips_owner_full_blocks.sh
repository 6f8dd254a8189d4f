#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/sizehist/src/sizehist.c
+++ b/app/sizehist/src/sizehist.c
@@ -53,5 +53,5 @@
     int nb = (int)hdr[1];

-    long nblocks = n / BLOCK;
+    long nblocks = (n + BLOCK - 1) / BLOCK;

     int *counts = calloc(size, sizeof *counts), *displs = calloc(size, sizeof *displs);
@@ -69,5 +69,5 @@
             int r = (int)(k % size);
             for (long j = k * BLOCK; j < n && j < (k + 1) * BLOCK; j++)
-                packed[j] = all[j];
+                packed[displs[r] + fill[r]++] = all[j];

         }
@@ -101,5 +101,5 @@
             b = nb - 1;
         lh[b]++;
-        int row = (int)(rank * BLOCK + i);
+        int row = (int)((i / BLOCK) * size * BLOCK + rank * BLOCK + i % BLOCK);

         if (mine[i] > peak.value) {
TG_PATCH
chmod 0666 /app/sizehist/src/sizehist.c
cd /app/sizehist
mpicc -O2 -Wall -o sizehist src/sizehist.c
