#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/shelfapi/app.py
+++ b/srv/shelfapi/app.py
@@ -13,5 +13,5 @@

 HERE = os.path.dirname(os.path.abspath(__file__))
-DATA_FILE = os.path.join("data", "books.json")
+DATA_FILE = os.path.join(HERE, "data", "books.json")
 TOKEN = os.environ.get("API_TOKEN", "")
 COLL, NOUN = "books", "book"
@@ -106,7 +106,7 @@
     if CAT in args and r[CAT] != args[CAT]:
         return False
-    if lo is not None and r[NUM] <= lo:
-        return False
-    if hi is not None and r[NUM] >= hi:
+    if lo is not None and r[NUM] < lo:
+        return False
+    if hi is not None and r[NUM] > hi:
         return False
     return True
--- a/srv/shelfapi/start.sh
+++ b/srv/shelfapi/start.sh
@@ -3,4 +3,5 @@
 # 127.0.0.1:$HTTP_PORT (see README.md).
 set -euo pipefail
+cd "$(dirname "$(readlink -f "$0")")"
 : "${HTTP_PORT:?set HTTP_PORT to the port to listen on}"
 RUN="$(mktemp -d "${TMPDIR:-/tmp}/shelfapi.XXXXXX")"
TG_PATCH
