#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/helpdesk/server.js
+++ b/srv/helpdesk/server.js
@@ -259,4 +259,4 @@
   throw new ApiError(404, 'not_found', 'no such resource');
 }));
-const PORT = 3000;
+const PORT = Number(process.env.PORT);
 app.listen(PORT, '127.0.0.1', () => console.log(`helpdesk listening on 127.0.0.1:${PORT}`));
TG_PATCH
