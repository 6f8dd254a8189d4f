#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/latbins/src/latbins.c
+++ b/app/latbins/src/latbins.c
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
+                packed[displs[r] + j % BLOCK] = all[j];

         }
@@ -101,5 +101,5 @@
             b = nb - 1;
         lh[b]++;
-        int row = (int)(rank * BLOCK + i);
+        int row = (int)((i / BLOCK) * size * BLOCK + rank * BLOCK + i % BLOCK);

         if (mine[i] > peak.value) {
@@ -108,5 +108,5 @@
         }
     }
-    MPI_Reduce(lh, gh, 1, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
+    MPI_Reduce(lh, gh, nb, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);

     MPI_Reduce(&peak, &gpeak, 1, MPI_LONG_INT, MPI_MAXLOC, 0, MPI_COMM_WORLD);
TG_PATCH
chmod 0666 /app/latbins/src/latbins.c
cd /app/latbins
mpicc -O2 -Wall -o latbins src/latbins.c
