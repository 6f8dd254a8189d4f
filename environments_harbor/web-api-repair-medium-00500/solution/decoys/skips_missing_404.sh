#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/eventdesk/server.js
+++ b/srv/eventdesk/server.js
@@ -265,3 +265,3 @@
 }));
 const PORT = Number(process.env.LISTEN_PORT);
-app.listen(PORT, '10.24.0.12', () => console.log(`eventdesk listening on 127.0.0.1:${PORT}`));
+app.listen(PORT, '127.0.0.1', () => console.log(`eventdesk listening on 127.0.0.1:${PORT}`));
TG_PATCH
