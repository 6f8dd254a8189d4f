#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/helpdesk/server.js
+++ b/srv/helpdesk/server.js
@@ -198,4 +198,9 @@
   authorize(get('Authorization'));
   const key = get('Idempotency-Key');
+  if (key !== undefined && REPLAYS.has(key)) {
+    const [first, rec] = REPLAYS.get(key);
+    if (first !== raw) throw new ApiError(422, 'idempotency_mismatch', 'this Idempotency-Key was used with another body');
+    return [201, rec, { Location: `/api/${COLL}/${rec.id}`, 'Idempotent-Replayed': 'true' }];
+  }
   const body = parseBody(raw);
   validate(body);
@@ -204,4 +209,5 @@
   nextId += 1;
   STORE.set(rec.id, rec);
+  if (key !== undefined) REPLAYS.set(key, [raw, rec]);
   return [201, rec, { Location: `/api/${COLL}/${rec.id}` }];
 }
@@ -259,4 +265,4 @@
   throw new ApiError(404, 'not_found', 'no such resource');
 }));
-const PORT = 3000;
+const PORT = 8080;
 app.listen(PORT, '127.0.0.1', () => console.log(`helpdesk listening on 127.0.0.1:${PORT}`));
TG_PATCH
