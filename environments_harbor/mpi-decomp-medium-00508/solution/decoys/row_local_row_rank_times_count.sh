#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/walletrun/src/walletrun.c
+++ b/app/walletrun/src/walletrun.c
@@ -8,5 +8,5 @@
 /* a (value, row) pair laid out like MPI_LONG_INT, for MPI_MINLOC */
 typedef struct {
-    int value; /* with row: an MPI_2INT pair */
+    long value;
     int row;
 } loc_t;
@@ -52,6 +52,5 @@
     if (rank == 0)
         all = read_input(argv[1], hdr, 3);
-    if (rank == 0) /* only rank 0 has read the header */
-        MPI_Bcast(hdr, 3, MPI_LONG, 0, MPI_COMM_WORLD);
+    MPI_Bcast(hdr, 3, MPI_LONG, 0, MPI_COMM_WORLD);

     long n = hdr[0], opening = hdr[1], floor_ = hdr[2];
@@ -83,5 +82,5 @@
     for (int i = 0; i < m; i++) {
         bal += t[i];
-        int row = i;
+        int row = rank * m + i;

         if (bal < low.value) {
@@ -108,5 +107,5 @@
     if (rank == 0) {
         for (int r = 0; r < size; r++) {
-            rd[r] = r == 0 ? 0 : rc[r - 1];
+            rd[r] = r == 0 ? 0 : rd[r - 1] + rc[r - 1];
             nall += rc[r];
         }
TG_PATCH
chmod 0666 /app/walletrun/src/walletrun.c
cd /app/walletrun
mpicc -O2 -Wall -o walletrun src/walletrun.c
