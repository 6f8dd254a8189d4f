#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/roomdesk/main.py
+++ b/srv/roomdesk/main.py
@@ -142,4 +142,6 @@
     with LOCK:
         rec = STORE.get(int(rid)) if re.fullmatch(r"[0-9]{1,9}", rid) else None
+    if rec is None and method != "DELETE":  # deleting what is gone is a no-op
+        raise ApiError(404, "not_found", f"no {NOUN} with id {rid}")
     return rec

--- a/srv/roomdesk/start.sh
+++ b/srv/roomdesk/start.sh
@@ -4,3 +4,3 @@
 cd "$(dirname "$(readlink -f "$0")")"
 : "${HTTP_PORT:?set HTTP_PORT to the port to listen on}"
-exec uvicorn --host 127.0.0.1 --port "$HTTP_PORT" --no-access-log main:api
+exec uvicorn --host 127.0.0.1 --port "$HTTP_PORT" --no-access-log main:app
TG_PATCH
