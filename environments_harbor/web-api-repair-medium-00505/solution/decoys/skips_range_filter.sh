#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/fleetapi/server.js
+++ b/srv/fleetapi/server.js
@@ -118,5 +118,5 @@
   const pages = Math.ceil(total / perPage);

-  const start = page * perPage;
+  const start = (page - 1) * perPage;
   let items = rows.slice(start, start + perPage);

TG_PATCH
