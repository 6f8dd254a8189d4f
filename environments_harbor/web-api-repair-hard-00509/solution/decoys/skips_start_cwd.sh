#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/shelfapi/app.py
+++ b/srv/shelfapi/app.py
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
--- a/srv/shelfapi/deploy/nginx.conf.in
+++ b/srv/shelfapi/deploy/nginx.conf.in
@@ -2,5 +2,5 @@
 # directory as the prefix (-p), as the service account.
 worker_processes 1;
-pid /run/nginx.pid;
+pid nginx.pid;
 error_log stderr;

@@ -11,4 +11,9 @@
 http {
     access_log off;
+    client_body_temp_path body;
+    proxy_temp_path proxy;
+    fastcgi_temp_path fastcgi;
+    uwsgi_temp_path uwsgi;
+    scgi_temp_path scgi;
     upstream app {
         server 127.0.0.1:9853;
TG_PATCH
