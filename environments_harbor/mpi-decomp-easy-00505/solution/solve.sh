#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/valhist/src/valhist.c
+++ b/app/valhist/src/valhist.c
@@ -58,5 +58,5 @@
     for (long k = 0; k < nblocks; k++) {
         long len = k == nblocks - 1 ? n - k * BLOCK : BLOCK;
-        counts[k % size] += BLOCK;
+        counts[k % size] += (int)len;
     }
     for (int r = 1; r < size; r++)
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
chmod 0666 /app/valhist/src/valhist.c
cd /app/valhist
mpicc -O2 -Wall -o valhist src/valhist.c
