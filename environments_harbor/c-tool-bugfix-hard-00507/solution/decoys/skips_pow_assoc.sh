#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/evalint/evalint.c
+++ b/app/evalint/evalint.c
@@ -14,5 +14,5 @@
 static int verbose;

-static long parse_expr(void);
+static long long parse_expr(void);
 static long long parse_unary(void);

@@ -26,5 +26,5 @@
 static void skip_space(void)
 {
-    while (*p == ' ')
+    while (*p == ' ' || *p == '\t')
         p++;
 }
@@ -190,5 +190,5 @@
     while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
         n--;
-    t = malloc(n);
+    t = malloc(n + 1);
     if (!t) {
         perror("evalint");
TG_PATCH
mkdir -p /app/evalint/tests/cases/02-regression-blank
base64 -d > /app/evalint/tests/cases/02-regression-blank/cmd <<'B64'
Cg==
B64
base64 -d > /app/evalint/tests/cases/02-regression-blank/expected <<'B64'
ODUKMTgxCjM2CjEwNwotMzkKMzIKNDAwCg==
B64
base64 -d > /app/evalint/tests/cases/02-regression-blank/stdin <<'B64'
OSBeIDAgKyA4NA0KNTggKyAxMiAqIDMgKyA4Nw0KNiBeIDINCjk0CSsJMTMNCjMgKyAoMzAgKyA3NSAqIDMgLSAoMiBeIDIgKyAzNSAtIDEyKSAqIDExKQ0KCSg4ICoJNCkNCjQ4ICogMTEgKyAoOCAvIDMgKyA0IF4gMSAvIDkpICogMTEgLSA1IF4gMiAqIDYNCg==
B64
cd /app/evalint
make clean
make
make test
