#!/bin/bash
set -euo pipefail
cd /app/wcx
patch -p1 --no-backup-if-mismatch <<'DIFF'
--- a/main.c
+++ b/main.c
@@ -15,7 +15,8 @@
     total->lines += st.lines;
     total->words += st.words;
     total->bytes += st.bytes;
-    total->maxlen += st.maxlen;
+    if (st.maxlen > total->maxlen)
+        total->maxlen = st.maxlen;
     free(st.longest);
     return 0;
 }
DIFF
make clean >/dev/null
make >/dev/null
sh tests/run_tests.sh >/dev/null || true
