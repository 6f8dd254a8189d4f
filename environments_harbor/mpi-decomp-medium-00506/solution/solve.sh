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
@@ -59,6 +59,6 @@
     int *counts = malloc(size * sizeof *counts), *displs = malloc(size * sizeof *displs);
     for (int r = 0; r < size; r++) {
-        counts[r] = (int)(n / size);
-        displs[r] = r * counts[r];
+        counts[r] = (int)(n / size + (r == size - 1 ? n % size : 0));
+        displs[r] = r * (int)(n / size);
     }
     int m = counts[rank];
@@ -77,5 +77,5 @@

     long bal = opening + before, prev = bal;
-    loc_t low = {0, -1}, glow = {0, -1};
+    loc_t low = {LONG_MAX, -1}, glow = {0, -1};

     int nhit = 0, *hits = malloc((m + 1) * sizeof *hits);
TG_PATCH
chmod 0666 /app/ledgerscan/src/ledgerscan.c
cd /app/ledgerscan
mpicc -O2 -Wall -o ledgerscan src/ledgerscan.c
