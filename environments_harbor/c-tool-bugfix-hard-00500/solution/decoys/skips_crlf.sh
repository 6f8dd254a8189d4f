#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/csvfields/csvfields.c
+++ b/app/csvfields/csvfields.c
@@ -1,4 +1,4 @@
 /* csvfields: print selected fields of delimited text (see README.md). */
-
+#define _POSIX_C_SOURCE 200809L
 #include <stdio.h>
 #include <stdlib.h>
@@ -79,5 +79,17 @@
         }
         f[n++] = p;
-
+        if (*p == '"') { /* quoted: the delimiter does not split it, "" is a quote */
+            p++;
+            while (*p) {
+                if (*p == '"') {
+                    if (p[1] != '"')
+                        break;
+                    p++;
+                }
+                p++;
+            }
+            if (*p)
+                p++;
+        }
         while (*p && *p != delim)
             p++;
@@ -132,5 +144,5 @@
         emit(fields, nf);
     }
-
+    free(line);
     free(fields);
 }
TG_PATCH
mkdir -p /app/csvfields/tests/cases/02-regression-crlf
base64 -d > /app/csvfields/tests/cases/02-regression-crlf/cmd <<'B64'
LWYgNSw0LC0yLDEtNCBzdG9jay5jc3YK
B64
base64 -d > /app/csvfields/tests/cases/02-regression-crlf/expected <<'B64'
LDI4NzgsZ2FtbWEsNzc1LjcwLGdhbW1hLDc3NS43MCxhbHBoYSwyODc4CjU2NTQ2LDM1Nzk2LDc0NDM2LHF1YXJ0eiw3NDQzNixxdWFydHosNzMzNjAsMzU3OTYKc29ja2V0LDQwMzI4LG5vcnRoLDg5NS41MCxub3J0aCw4OTUuNTAsOTE0ODUsNDAzMjgKNjMyMzMsODE4NDcsMzk1NjYsNTY3NzcsMzk1NjYsNTY3Nzcsbm9ydGgsODE4NDcKNjIzMjEsLHRva2VuLDM3MzQwLHRva2VuLDM3MzQwLDc4MjQyLApyb3V0ZSw4OTYxNyw0MDcuNzUsMjg5Ljc2LDQwNy43NSwyODkuNzYsOTk1MCw4OTYxNwo2NTMuMzAsNjU0MjgsOTQwOTEsd29ya2VyLDk0MDkxLHdvcmtlcixwYWxsZXQsNjU0MjgKMTEwNzEsY29wcGVyLDIwNTI5LDg0My45NywyMDUyOSw4NDMuOTcsY29tbWl0LGNvcHBlcgo=
B64
base64 -d > /app/csvfields/tests/cases/02-regression-crlf/stock.csv <<'B64'
Z2FtbWEsNzc1LjcwLGFscGhhLDI4NzgsDQo3NDQzNixxdWFydHosNzMzNjAsMzU3OTYsNTY1NDYNCm5vcnRoLDg5NS41MCw5MTQ4NSw0MDMyOCxzb2NrZXQNCjM5NTY2LDU2Nzc3LG5vcnRoLDgxODQ3LDYzMjMzDQp0b2tlbiwzNzM0MCw3ODI0MiwsNjIzMjENCjQwNy43NSwyODkuNzYsOTk1MCw4OTYxNyxyb3V0ZQ0KOTQwOTEsd29ya2VyLHBhbGxldCw2NTQyOCw2NTMuMzANCjIwNTI5LDg0My45Nyxjb21taXQsY29wcGVyLDExMDcxDQo=
B64
cd /app/csvfields
make clean
make
make test
