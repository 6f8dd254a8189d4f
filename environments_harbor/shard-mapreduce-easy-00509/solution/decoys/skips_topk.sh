#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/pagestats
+++ b/app/bin/pagestats
@@ -57,5 +57,5 @@
         raw = f.read()
     if path.endswith(".gz"):
-        raw = zlib.decompressobj(31).decompress(raw)  # gzip framing
+        raw = gzip.decompress(raw)
     return raw.decode("utf-8").splitlines()

TG_PATCH
chmod 0777 /app/bin/pagestats
rm -rf /tmp/pagestats-check
/app/bin/pagestats -j 2 /app/examples/delivery /tmp/pagestats-check
diff -r /app/examples/expected /tmp/pagestats-check
