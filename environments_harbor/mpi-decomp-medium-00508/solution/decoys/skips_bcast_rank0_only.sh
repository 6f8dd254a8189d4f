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
@@ -83,5 +83,5 @@
     for (int i = 0; i < m; i++) {
         bal += t[i];
-        int row = i;
+        int row = displs[rank] + i;

         if (bal < low.value) {
@@ -108,5 +108,5 @@
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
