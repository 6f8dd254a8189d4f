#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/evalint/evalint.c
+++ b/app/evalint/evalint.c
@@ -1,4 +1,4 @@
 /* evalint: evaluate integer expressions, one per line (see README.md). */
-
+#define _POSIX_C_SOURCE 200809L
 #include <ctype.h>
 #include <limits.h>
@@ -26,5 +26,5 @@
 static void skip_space(void)
 {
-    while (*p == ' ')
+    while (*p == ' ' || *p == '\t')
         p++;
 }
@@ -212,5 +212,5 @@
         p = line;
         skip_space();
-        if (*p == '\0')
+        if (*p == '\0' || *p == '#')
             continue;
         err = 0;
TG_PATCH
mkdir -p /app/evalint/tests/cases/02-regression-blank
base64 -d > /app/evalint/tests/cases/02-regression-blank/cmd <<'B64'
LXYgY2hlY2tzLmNhbGMK
B64
base64 -d > /app/evalint/tests/cases/02-regression-blank/expected <<'B64'
KDQ1IC0gNjUpICsgOTAgKiAxID0gNzAKMTYgLyAxMSArIDkzIC8gOSArIDczID0gODQKOTMJKwk1NCA9IDE0NwooNTUpICogMSA9IDU1Cig2ICoJMikgPSAxMgooODIgKiAxMikgLyAyID0gNDkyCg==
B64
base64 -d > /app/evalint/tests/cases/02-regression-blank/checks.calc <<'B64'
KDQ1IC0gNjUpICsgOTAgKiAxCjE2IC8gMTEgKyA5MyAvIDkgKyA3Mwo5MwkrCTU0Cig1NSkgKiAxCgkoNiAqCTIpCig4MiAqIDEyKSAvIDIK
B64
cd /app/evalint
make clean
make
make test
