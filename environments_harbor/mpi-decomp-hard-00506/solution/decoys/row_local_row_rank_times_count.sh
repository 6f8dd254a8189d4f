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
@@ -52,5 +52,5 @@
     if (rank == 0)
         all = read_input(argv[1], hdr, 3);
-    MPI_Bcast(hdr, 3, MPI_LONG, size - 1, MPI_COMM_WORLD);
+    MPI_Bcast(hdr, 3, MPI_LONG, 0, MPI_COMM_WORLD);

     long n = hdr[0], opening = hdr[1], floor_ = hdr[2];
@@ -72,5 +72,7 @@
     /* the balance just before my first row: the opening balance plus every row of the lower ranks */
     long before = 0;
-    /* (each rank starts from the opening balance) */
+    MPI_Exscan(&lsum, &before, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
+    if (rank == 0)
+        before = 0; /* MPI_Exscan leaves rank 0's result undefined */

     long bal = opening + before, prev = bal;
@@ -80,5 +82,5 @@
     for (int i = 0; i < m; i++) {
         bal += t[i];
-        int row = i;
+        int row = rank * m + i;

         if (bal < low.value) {
@@ -92,6 +94,6 @@
     MPI_Reduce(&low, &glow, 1, MPI_LONG_INT, MPI_MINLOC, 0, MPI_COMM_WORLD);

-    int total = 0;
-    MPI_Reduce(&lsum, &total, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
+    long total = 0;
+    MPI_Reduce(&lsum, &total, 1, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);


TG_PATCH
chmod 0666 /app/ledgerscan/src/ledgerscan.c
cd /app/ledgerscan
mpicc -O2 -Wall -o ledgerscan src/ledgerscan.c
