#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/roomdesk/main.py
+++ b/srv/roomdesk/main.py
@@ -142,4 +142,6 @@
     with LOCK:
         rec = STORE.get(int(rid)) if re.fullmatch(r"[0-9]{1,9}", rid) else None
+    if rec is None:
+        raise ApiError(404, "not_found", f"no {NOUN} with id {rid}")
     return rec

TG_PATCH
