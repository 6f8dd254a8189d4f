#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/icalc/icalc.c
+++ b/app/icalc/icalc.c
@@ -44,5 +44,5 @@
         if (isdigit((unsigned char)*p))
             d = *p - '0';
-        else if (base == 16 && *p >= 'a' && *p <= 'f')
+        else if (base == 16 && isxdigit((unsigned char)*p))
             d = tolower((unsigned char)*p) - 'a' + 10;
         else
TG_PATCH
cd /app/icalc
make clean
make
make test
