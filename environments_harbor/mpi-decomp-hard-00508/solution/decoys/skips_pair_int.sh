#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledgerscan/src/ledgerscan.c
+++ b/app/ledgerscan/src/ledgerscan.c
@@ -64,5 +64,5 @@
     int m = counts[rank];
     long *t = calloc(m + 1, sizeof *t);
-    MPI_Scatter(all, m, MPI_LONG, t, m, MPI_LONG, 0, MPI_COMM_WORLD);
+    MPI_Scatterv(all, counts, displs, MPI_LONG, t, m, MPI_LONG, 0, MPI_COMM_WORLD);

     long lsum = 0;
@@ -72,7 +72,9 @@
     /* the balance just before my first row: the opening balance plus every row of the lower ranks */
     long before = 0;
-    MPI_Scan(&lsum, &before, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
+    MPI_Exscan(&lsum, &before, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
+    if (rank == 0)
+        before = 0; /* MPI_Exscan leaves rank 0's result undefined */

-    long bal = opening + before, prev = opening;
+    long bal = opening + before, prev = bal;
     loc_t low = {LONG_MAX, -1}, glow = {0, -1};

@@ -80,5 +82,5 @@
     for (int i = 0; i < m; i++) {
         bal += t[i];
-        int row = i;
+        int row = displs[rank] + i;

         if (bal < low.value) {
@@ -105,5 +107,5 @@
     if (rank == 0) {
         for (int r = 0; r < size; r++) {
-            rd[r] = r == 0 ? 0 : rc[r - 1];
+            rd[r] = r == 0 ? 0 : rd[r - 1] + rc[r - 1];
             nall += rc[r];
         }
TG_PATCH
chmod 0666 /app/ledgerscan/src/ledgerscan.c
cd /app/ledgerscan
mpicc -O2 -Wall -o ledgerscan src/ledgerscan.c
