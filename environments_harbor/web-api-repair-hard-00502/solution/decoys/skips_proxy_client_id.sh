#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/roomdesk/deploy/nginx.conf.in
+++ b/srv/roomdesk/deploy/nginx.conf.in
@@ -21,5 +21,5 @@

     server {
-        listen 80;
+        listen 127.0.0.1:@LISTEN@;
         location = /404.html {
             root @ROOT@/deploy/html;
--- a/srv/roomdesk/server.js
+++ b/srv/roomdesk/server.js
@@ -156,5 +156,14 @@

 function parseBody(raw) {
-  return JSON.parse(raw);
+  let body;
+  try {
+    body = JSON.parse(raw);
+  } catch (e) {
+    body = undefined;
+  }
+  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
+    throw new ApiError(400, 'bad_json', 'the body must be a JSON object');
+  }
+  return body;
 }

@@ -162,4 +171,19 @@
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
