#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledgerscan/src/ledgerscan.c
+++ b/app/ledgerscan/src/ledgerscan.c
@@ -8,5 +8,5 @@
 /* a (value, row) pair laid out like MPI_LONG_INT, for MPI_MINLOC */
 typedef struct {
-    int value; /* with row: an MPI_2INT pair */
+    long value;
     int row;
 } loc_t;
@@ -60,5 +60,5 @@
     for (int r = 0; r < size; r++) {
         counts[r] = (int)(n / size + (r == size - 1 ? n % size : 0));
-        displs[r] = r * counts[r];
+        displs[r] = r == 0 ? 0 : displs[r - 1] + counts[r];
     }
     int m = counts[rank];
@@ -82,5 +82,5 @@
     for (int i = 0; i < m; i++) {
         bal += t[i];
-        int row = i;
+        int row = displs[rank] + i;

         if (bal < low.value) {
@@ -92,5 +92,5 @@
         prev = bal;
     }
-    MPI_Reduce(&low, &glow, 1, MPI_LONG_INT, MPI_MINLOC, size - 1, MPI_COMM_WORLD);
+    MPI_Reduce(&low, &glow, 1, MPI_LONG_INT, MPI_MINLOC, 0, MPI_COMM_WORLD);

     long total = 0;
TG_PATCH
chmod 0666 /app/ledgerscan/src/ledgerscan.c
cd /app/ledgerscan
mpicc -O2 -Wall -o ledgerscan src/ledgerscan.c
