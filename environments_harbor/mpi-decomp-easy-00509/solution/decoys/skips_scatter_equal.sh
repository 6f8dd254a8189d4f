#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/wirecool/src/wirecool.c
+++ b/app/wirecool/src/wirecool.c
@@ -55,6 +55,6 @@
     int *counts = malloc(size * sizeof *counts), *displs = malloc(size * sizeof *displs);
     for (int r = 0; r < size; r++) {
-        counts[r] = (int)(n / size);
-        displs[r] = r * counts[r];
+        counts[r] = (int)(n / size + (r < n % size ? 1 : 0));
+        displs[r] = r == 0 ? 0 : displs[r - 1] + counts[r - 1];
     }
     int m = counts[rank];
TG_PATCH
chmod 0666 /app/wirecool/src/wirecool.c
cd /app/wirecool
mpicc -O2 -Wall -o wirecool src/wirecool.c
