#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/railtherm/src/railtherm.c
+++ b/app/railtherm/src/railtherm.c
@@ -55,6 +55,6 @@
     int *counts = malloc(size * sizeof *counts), *displs = malloc(size * sizeof *displs);
     for (int r = 0; r < size; r++) {
-        counts[r] = (int)(n / size);
-        displs[r] = r * counts[r];
+        counts[r] = (int)(n / size + (r == size - 1 ? n % size : 0));
+        displs[r] = r * (int)(n / size);
     }
     int m = counts[rank];
TG_PATCH
chmod 0666 /app/railtherm/src/railtherm.c
cd /app/railtherm
mpicc -O2 -Wall -o railtherm src/railtherm.c
