#!/bin/bash
set -euo pipefail
cd /app/orders-toolkit
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/orders-toolkit/lib/http.js
+++ b/app/orders-toolkit/lib/http.js
@@ -4,6 +4,6 @@

 function requestOptions(overrides = {}) {
-  const headers = Object.assign(DEFAULTS.headers, overrides.headers);
-  return Object.assign(DEFAULTS, overrides, { headers });
+  const headers = Object.assign({}, DEFAULTS.headers, overrides.headers);
+  return Object.assign({}, DEFAULTS, overrides, { headers });
 }

TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/orders-toolkit
