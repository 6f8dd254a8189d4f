#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/roomdesk/main.py
+++ b/srv/roomdesk/main.py
@@ -175,5 +175,8 @@

 def parse_body(raw):
-    return json.loads(raw)
+    try:
+        return json.loads(raw)
+    except ValueError:
+        raise ApiError(400, "bad_json", "the body is not valid JSON")


--- a/srv/roomdesk/start.sh
+++ b/srv/roomdesk/start.sh
@@ -4,3 +4,3 @@
 cd "$(dirname "$(readlink -f "$0")")"
 : "${LISTEN_PORT:?set LISTEN_PORT to the port to listen on}"
-exec uvicorn --host 127.0.0.1 --port "$LISTEN_PORT" --no-access-log main:api
+exec uvicorn --host 127.0.0.1 --port "$LISTEN_PORT" --no-access-log main:app
TG_PATCH
