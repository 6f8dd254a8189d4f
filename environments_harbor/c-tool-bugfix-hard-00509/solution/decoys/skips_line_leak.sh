#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/csvfields/csvfields.c
+++ b/app/csvfields/csvfields.c
@@ -111,10 +111,9 @@

         for (long k = items[i].lo; k <= hi; k++) {
-            if (k > nf)
-                break;
+
             if (!first)
                 putchar(delim);
             first = 0;
-            if (k < nf)
+            if (k <= nf)
                 fputs(f[k - 1], stdout);
         }
@@ -169,5 +168,5 @@
         case 's':
             only_delimited = 1;
-
+            break;
         case 'f':
             if (++i >= argc)
TG_PATCH
mkdir -p /app/csvfields/tests/cases/02-regression-missing
base64 -d > /app/csvfields/tests/cases/02-regression-missing/cmd <<'B64'
LWYgOSwtMywxLTIsMSBleHBvcnQuY3N2Cg==
B64
base64 -d > /app/csvfields/tests/cases/02-regression-missing/expected <<'B64'
LGxlZGdlciw0MzQuOTIsc29ja2V0LGxlZGdlciw0MzQuOTIsbGVkZ2VyCiw2OTk5MSxwYWxsZXQsMzcxMTgsNjk5OTEscGFsbGV0LDY5OTkxCiw5NTU2MCxicmFuY2gsNDEuNDEsOTU1NjAsYnJhbmNoLDk1NTYwCiw1NzIyMCw2NzMxOSxxdWFydHosNTcyMjAsNjczMTksNTcyMjAKLDk5MS4xNyw3NjI3NixkZXBsb3ksOTkxLjE3LDc2Mjc2LDk5MS4xNwoscmVsZWFzZSxkZWx0YSwyNzI3LHJlbGVhc2UsZGVsdGEscmVsZWFzZQosaGFyYm91ciwyNzQwOSw2MzI3LGhhcmJvdXIsMjc0MDksaGFyYm91cgosMzg4MzIscXVldWUsNTUxLjI5LDM4ODMyLHF1ZXVlLDM4ODMyCiw4MDcyNCw1ODY3MCxkZWx0YSw4MDcyNCw1ODY3MCw4MDcyNAosNTIyNDMsNTUzNixiZXRhLDUyMjQzLDU1MzYsNTIyNDMKLDU2LjgyLDg1OTI4LDI1NzUzLDU2LjgyLDg1OTI4LDU2LjgyCixjZWRhcixxdWV1ZSwsY2VkYXIscXVldWUsY2VkYXIKLGJyYW5jaCw4MjgwMiw4OC4xOCxicmFuY2gsODI4MDIsYnJhbmNoCixicmFuY2gsNzY2MDksODE4MjIsYnJhbmNoLDc2NjA5LGJyYW5jaAo=
B64
base64 -d > /app/csvfields/tests/cases/02-regression-missing/export.csv <<'B64'
bGVkZ2VyLDQzNC45Mixzb2NrZXQsNDk5MDcsLGFscGhhLDUzOC41Mgo2OTk5MSxwYWxsZXQsMzcxMTgsNjcxNjAsY2VkYXIsNDUyMDUsY2VkYXIKOTU1NjAsYnJhbmNoLDQxLjQxLDc2NjEzLCw4NDIxNyxxdWV1ZQo1NzIyMCw2NzMxOSxxdWFydHosNzgwNzIsZ2FtbWEsLDgwNzcKOTkxLjE3LDc2Mjc2LGRlcGxveSwsMTM0LjQ4LGJ1ZmZlcixkZXBsb3kKcmVsZWFzZSxkZWx0YSwyNzI3LDgzMDg2LGJyYW5jaCw0NDIuOTUsNjAzLjE4CmhhcmJvdXIsMjc0MDksNjMyNyxyZXZpZXcscGFyc2VyLAozODgzMixxdWV1ZSw1NTEuMjksNDMyLjc4LCxzdHJlYW0KODA3MjQsNTg2NzAsZGVsdGEsYmV0YSw2MDU0MSxjb3BwZXIKNTIyNDMsNTUzNixiZXRhLDk5Mi41OSw2MzUzMywyODA0MyxkZXBsb3kKNTYuODIsODU5MjgsMjU3NTMsMzk3ODQsMjg5MTAsNDQ0ODIsMTMwMgpjZWRhcixxdWV1ZSwsNTQ3NzUscmVsZWFzZSwxODY4OSxvcmNoYXJkCmJyYW5jaCw4MjgwMiw4OC4xOCwyNzg4OCwxNDU2Myw5ODc4MQpicmFuY2gsNzY2MDksODE4MjIscGFyc2VyLHF1YXJ0eiw4Ni44Nwo=
B64
cd /app/csvfields
make clean
make
make test
