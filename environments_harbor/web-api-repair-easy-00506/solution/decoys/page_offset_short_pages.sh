#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/eventdesk/server.js
+++ b/srv/eventdesk/server.js
@@ -118,6 +118,6 @@
   const pages = Math.ceil(total / perPage);

-  const start = page * perPage;
-  let items = rows.slice(start, start + perPage);
+  const start = (page - 1) * perPage;
+  let items = rows.slice(start, start + perPage - 1);

   return { items, page, per_page: perPage, total, pages };
TG_PATCH
