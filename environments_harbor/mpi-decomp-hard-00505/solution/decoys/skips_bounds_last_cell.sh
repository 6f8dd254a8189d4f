#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/wirecool/src/wirecool.c
+++ b/app/wirecool/src/wirecool.c
@@ -62,15 +62,15 @@
     MPI_Scatterv(all, counts, displs, MPI_LONG, u + 1, m, MPI_LONG, 0, MPI_COMM_WORLD);

-    int west = (rank - 1 + size) % size;
-    int east = (rank + 1) % size;
+    int west = rank > 0 ? rank - 1 : MPI_PROC_NULL;
+    int east = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;

     long steps = 0, change = 0;
-    u[0] = hdr[3];     /* the ends of the rod are held at fixed temperatures; */
-    u[m + 1] = hdr[4]; /* the ghost cells between ranks are overwritten by the exchange */
     while (steps < max_steps) {
+        u[0] = hdr[3];     /* the ends of the rod are held at fixed temperatures; */
+        u[m + 1] = hdr[4]; /* the ghost cells between ranks are overwritten by the exchange */
         /* my last cell becomes the east neighbour's west ghost; my first, the west neighbour's east ghost */
-        MPI_Sendrecv(&u[1], 1, MPI_LONG, east, TAG_EAST, &u[0], 1, MPI_LONG, west, TAG_EAST,
+        MPI_Sendrecv(&u[m], 1, MPI_LONG, east, TAG_EAST, &u[0], 1, MPI_LONG, west, TAG_EAST,
                      MPI_COMM_WORLD, MPI_STATUS_IGNORE);
-        MPI_Sendrecv(&u[m], 1, MPI_LONG, west, TAG_WEST, &u[m + 1], 1, MPI_LONG, east, TAG_WEST,
+        MPI_Sendrecv(&u[1], 1, MPI_LONG, west, TAG_WEST, &u[m + 1], 1, MPI_LONG, east, TAG_WEST,
                      MPI_COMM_WORLD, MPI_STATUS_IGNORE);

@@ -87,5 +87,5 @@
         v = t;
         steps++;
-        MPI_Allreduce(MPI_IN_PLACE, &change, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
+        MPI_Allreduce(MPI_IN_PLACE, &change, 1, MPI_LONG, MPI_MAX, MPI_COMM_WORLD);

         if (change <= tol)
TG_PATCH
chmod 0666 /app/wirecool/src/wirecool.c
cd /app/wirecool
mpicc -O2 -Wall -o wirecool src/wirecool.c
