#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fieldcut/fieldcut.c
+++ b/app/fieldcut/fieldcut.c
@@ -1,4 +1,4 @@
 /* fieldcut: print selected fields of delimited text (see README.md). */
-
+#define _POSIX_C_SOURCE 200809L
 #include <stdio.h>
 #include <stdlib.h>
@@ -108,5 +108,5 @@

     for (int i = 0; i < nitems; i++) {
-        long hi = items[i].hi < 0 ? nf - 1 : items[i].hi;
+        long hi = items[i].hi < 0 ? nf : items[i].hi;

         for (long k = items[i].lo; k <= hi; k++) {
@@ -144,5 +144,5 @@
         emit(fields, nf);
     }
-
+    free(line);
     free(fields);
 }
TG_PATCH
mkdir -p /app/fieldcut/tests/cases/02-regression-open-range
base64 -d > /app/fieldcut/tests/cases/02-regression-open-range/cmd <<'B64'
LWYgLTEsMi0sMywxLTMgb3JkZXJzLmNzdgo=
B64
base64 -d > /app/fieldcut/tests/cases/02-regression-open-range/expected <<'B64'
YnVmZmVyLDM3ODg0LGFtYmVyLDM5NDQ0LHNlbnNvcixhbWJlcixidWZmZXIsMzc4ODQsYW1iZXIKNjA0LjUyLCw0NDgwNiw0MzY1MCw0MTcuMjcsNDQ4MDYsNjA0LjUyLCw0NDgwNgpzb3V0aCw0MzcwMCwsLDYyMzUyLCxzb3V0aCw0MzcwMCwKYnVmZmVyLDE2Myw1NzAzOSw2MTkuNjcsNzQxOTQsNTcwMzksYnVmZmVyLDE2Myw1NzAzOQpxdWV1ZSwzNTYuMzIscmVsZWFzZSx3aWxsb3csY29tbWl0LHJlbGVhc2UscXVldWUsMzU2LjMyLHJlbGVhc2UKc3RyZWFtLGFscGhhLDkxMzM3LDQ3OTcwLDczNi4yNCw5MTMzNyxzdHJlYW0sYWxwaGEsOTEzMzcKOTY4Ljc1LDEwMDgyLGRlcG90LCxnYW1tYSxkZXBvdCw5NjguNzUsMTAwODIsZGVwb3QKMzU1MjUsLDgwMzIsNzg5NDMsLDgwMzIsMzU1MjUsLDgwMzIKbWVyZ2UsNTQzODksc291dGgsYW1iZXIsLHNvdXRoLG1lcmdlLDU0Mzg5LHNvdXRoCnN0cmVhbSxjYWNoZSwyMTgwNixidWZmZXIsYmF0Y2gsMjE4MDYsc3RyZWFtLGNhY2hlLDIxODA2Cixjb3BwZXIsNTg4ODMsMjE1LjI4LDc5Mi4xMiw1ODg4MywsY29wcGVyLDU4ODgzCnJldHJ5LDkyLDgxMy4zMCwxODY2MCw3NjUwMyw4MTMuMzAscmV0cnksOTIsODEzLjMwCg==
B64
base64 -d > /app/fieldcut/tests/cases/02-regression-open-range/orders.csv <<'B64'
YnVmZmVyLDM3ODg0LGFtYmVyLDM5NDQ0LHNlbnNvcgo2MDQuNTIsLDQ0ODA2LDQzNjUwLDQxNy4yNwpzb3V0aCw0MzcwMCwsLDYyMzUyCmJ1ZmZlciwxNjMsNTcwMzksNjE5LjY3LDc0MTk0CnF1ZXVlLDM1Ni4zMixyZWxlYXNlLHdpbGxvdyxjb21taXQKc3RyZWFtLGFscGhhLDkxMzM3LDQ3OTcwLDczNi4yNAo5NjguNzUsMTAwODIsZGVwb3QsLGdhbW1hCjM1NTI1LCw4MDMyLDc4OTQzLAptZXJnZSw1NDM4OSxzb3V0aCxhbWJlciwKc3RyZWFtLGNhY2hlLDIxODA2LGJ1ZmZlcixiYXRjaAosY29wcGVyLDU4ODgzLDIxNS4yOCw3OTIuMTIKcmV0cnksOTIsODEzLjMwLDE4NjYwLDc2NTAz
B64
cd /app/fieldcut
make clean
make
make test
