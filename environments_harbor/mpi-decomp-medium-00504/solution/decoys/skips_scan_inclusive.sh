#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/acctbal/src/acctbal.c
+++ b/app/acctbal/src/acctbal.c
@@ -60,5 +60,5 @@
     for (int r = 0; r < size; r++) {
         counts[r] = (int)(n / size + (r == size - 1 ? n % size : 0));
-        displs[r] = r * counts[r];
+        displs[r] = r * (int)(n / size);
     }
     int m = counts[rank];
@@ -75,10 +75,10 @@

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
