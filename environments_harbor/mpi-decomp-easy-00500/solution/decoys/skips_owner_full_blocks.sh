#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/valhist/src/valhist.c
+++ b/app/valhist/src/valhist.c
@@ -87,5 +87,5 @@
     long lo = 0, hi = 0;
     MPI_Allreduce(&lmin, &lo, 1, MPI_LONG, MPI_MIN, MPI_COMM_WORLD);
-    MPI_Allreduce(&lmax, &hi, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
+    MPI_Allreduce(&lmax, &hi, 1, MPI_LONG, MPI_MAX, MPI_COMM_WORLD);

     long *lh = calloc(nb, sizeof *lh), *gh = calloc(nb, sizeof *gh);
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
