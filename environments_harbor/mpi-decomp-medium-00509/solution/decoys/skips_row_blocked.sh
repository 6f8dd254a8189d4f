#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/sizehist/src/sizehist.c
+++ b/app/sizehist/src/sizehist.c
@@ -53,10 +53,10 @@
     int nb = (int)hdr[1];

-    long nblocks = n / BLOCK;
+    long nblocks = (n + BLOCK - 1) / BLOCK;

     int *counts = calloc(size, sizeof *counts), *displs = calloc(size, sizeof *displs);
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
TG_PATCH
chmod 0666 /app/sizehist/src/sizehist.c
cd /app/sizehist
mpicc -O2 -Wall -o sizehist src/sizehist.c
