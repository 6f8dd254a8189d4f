#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/gridblur/src/gridblur.c
+++ b/app/gridblur/src/gridblur.c
@@ -9,6 +9,6 @@
 static void split(long n, int parts, int c, long *start, long *len)
 {
-    *len = n / parts;
-    *start = c * *len;
+    *len = n / parts + (c < n % parts ? 1 : 0);
+    *start = c * (n / parts) + (c < n % parts ? c : n % parts);
 }

@@ -70,6 +70,6 @@
     MPI_Cart_coords(grid, me, 2, coords);
     int north, south, west, east;
-    MPI_Cart_shift(grid, 1, 1, &north, &south);
-    MPI_Cart_shift(grid, 0, 1, &west, &east);
+    MPI_Cart_shift(grid, 0, 1, &north, &south);
+    MPI_Cart_shift(grid, 1, 1, &west, &east);

     long r0, mr, c0, mc;
@@ -121,6 +121,6 @@
         for (long j = 0; j < mc; j++) {
             long x = u[(i + 1) * W + j + 1];
-            rows[i] += x;
-            cols[j] += x;
+            rows[r0 + i] += x;
+            cols[c0 + j] += x;

             if (x > hot.value) {
TG_PATCH
chmod 0666 /app/gridblur/src/gridblur.c
cd /app/gridblur
mpicc -O2 -Wall -o gridblur src/gridblur.c
