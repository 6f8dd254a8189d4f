#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/latbins/src/latbins.c
+++ b/app/latbins/src/latbins.c
@@ -48,11 +48,10 @@
     if (rank == 0)
         all = read_input(argv[1], hdr, 2);
-    if (rank == 0) /* only rank 0 has read the header */
-        MPI_Bcast(hdr, 2, MPI_LONG, 0, MPI_COMM_WORLD);
+    MPI_Bcast(hdr, 2, MPI_LONG, 0, MPI_COMM_WORLD);

     long n = hdr[0];
     int nb = (int)hdr[1];

-    long nblocks = n / BLOCK;
+    long nblocks = (n + BLOCK - 1) / BLOCK;

     int *counts = calloc(size, sizeof *counts), *displs = calloc(size, sizeof *displs);
@@ -70,5 +69,5 @@
             int r = (int)(k % size);
             for (long j = k * BLOCK; j < n && j < (k + 1) * BLOCK; j++)
-                packed[j] = all[j];
+                packed[displs[r] + j % BLOCK] = all[j];

         }
@@ -102,5 +101,5 @@
             b = nb - 1;
         lh[b]++;
-        int row = (int)(rank * BLOCK + i);
+        int row = (int)((i / BLOCK) * size * BLOCK + rank * BLOCK + i % BLOCK);

         if (mine[i] > peak.value) {
@@ -111,5 +110,5 @@
     MPI_Reduce(lh, gh, nb, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);

-    MPI_Reduce(&peak, &gpeak, 1, MPI_2INT, MPI_MAXLOC, 0, MPI_COMM_WORLD);
+    MPI_Reduce(&peak, &gpeak, 1, MPI_LONG_INT, MPI_MAXLOC, 0, MPI_COMM_WORLD);

     if (rank == 0) {
TG_PATCH
chmod 0666 /app/latbins/src/latbins.c
cd /app/latbins
mpicc -O2 -Wall -o latbins src/latbins.c
