#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/stockroom/server.js
+++ b/srv/stockroom/server.js
@@ -55,5 +55,19 @@

 function acceptsJson(header) {
-  return true;
+  if (!header || !header.trim()) return true;
+  const SPECIFICITY = new Map([['application/json', 3], ['application/*', 2], ['*/*', 1]]);
+  let best = null; // [specificity, q] of the most specific media range that matches application/json
+  for (const part of header.split(',')) {
+    const [media, ...params] = part.split(';').map((p) => p.trim());
+    const spec = SPECIFICITY.get(media.toLowerCase());
+    if (spec === undefined) continue;
+    let q = 1;
+    for (const p of params) {
+      const [k, v] = p.split('=');
+      if (k.trim().toLowerCase() === 'q') q = Number.isNaN(parseFloat(v)) ? 0 : parseFloat(v);
+    }
+    if (best === null || spec > best[0]) best = [spec, q];
+  }
+  return best !== null && best[1] > 0;
 }

@@ -157,4 +171,19 @@
   for (const f of FIELDS) {
     if (!Object.prototype.hasOwnProperty.call(body, f)) throw new ApiError(422, 'validation_failed', `${f} is required`, f);
+  }
+  for (const f of Object.keys(body)) {
+    if (!FIELDS.includes(f)) throw new ApiError(422, 'validation_failed', `unknown field ${f}`, f);
+  }
+  if (typeof body[KEY] !== 'string' || !KEY_RE.test(body[KEY])) {
+    throw new ApiError(422, 'validation_failed', `${KEY} must be 3 to 24 letters, digits or -`, KEY);
+  }
+  if (typeof body[NAME] !== 'string' || !body[NAME].trim() || body[NAME].length > NAME_MAX) {
+    throw new ApiError(422, 'validation_failed', `${NAME} must be 1 to ${NAME_MAX} characters`, NAME);
+  }
+  if (!CATEGORIES.includes(body[CAT])) {
+    throw new ApiError(422, 'validation_failed', `${CAT} must be one of ${CATEGORIES.join(', ')}`, CAT);
+  }
+  if (!Number.isInteger(body[NUM]) || body[NUM] < NUM_RANGE[0] || body[NUM] > NUM_RANGE[1]) {
+    throw new ApiError(422, 'validation_failed', `${NUM} must be an integer from ${NUM_RANGE.join(' to ')}`, NUM);
   }
 }
TG_PATCH
