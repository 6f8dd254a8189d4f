#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/acctbal/src/acctbal.c
+++ b/app/acctbal/src/acctbal.c
@@ -72,13 +72,15 @@
     /* the balance just before my first row: the opening balance plus every row of the lower ranks */
     long before = 0;
-    MPI_Scan(&lsum, &before, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
+    MPI_Exscan(&lsum, &before, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
+    if (rank == 0)
+        before = 0; /* MPI_Exscan leaves rank 0's result undefined */

     long bal = opening + before, prev = bal;
-    loc_t low = {0, -1}, glow = {0, -1};
+    loc_t low = {LONG_MAX, -1}, glow = {0, -1};

     int nhit = 0, *hits = malloc((m + 1) * sizeof *hits);
     for (int i = 0; i < m; i++) {
         bal += t[i];
-        int row = i;
+        int row = displs[rank] + i;

         if (bal < low.value) {
TG_PATCH
chmod 0666 /app/acctbal/src/acctbal.c
cd /app/acctbal
mpicc -O2 -Wall -o acctbal src/acctbal.c
