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
+        displs[r] = r * (int)(n / size);
     }
     int m = counts[rank];
@@ -82,5 +82,5 @@
     for (int i = 0; i < m; i++) {
         bal += t[i];
-        int row = i;
+        int row = rank * m + i;

         if (bal < low.value) {
@@ -107,5 +107,5 @@
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
