#!/bin/bash
set -euo pipefail
cd /app/fleet-tools
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fleet-tools/lib/client.js
+++ b/app/fleet-tools/lib/client.js
@@ -4,6 +4,6 @@

 function clientOptions(overrides = {}) {
-  const headers = Object.assign(DEFAULTS.headers, overrides.headers);
-  return Object.assign(DEFAULTS, overrides, { headers });
+  const headers = Object.assign({}, DEFAULTS.headers, overrides.headers);
+  return Object.assign({}, DEFAULTS, overrides, { headers });
 }

TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/fleet-tools
