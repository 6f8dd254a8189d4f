#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ticketd/src/ticketd.c
+++ b/app/ticketd/src/ticketd.c
@@ -38,5 +38,5 @@
 static long above_mean;                  /* merged under merge_lock */

-static int arrived;                      /* workers done with phase 1 */
+static volatile int arrived;  /* workers done with phase 1 */

 /* what one worker adds up on its own, merged once at the end */
@@ -62,8 +62,8 @@
     L->total += r->amount;
     {
-        char buf[MAX_TAGS], *tok;
+        char buf[MAX_TAGS], *tok, *save;

         memcpy(buf, r->tags, sizeof buf);
-        for (tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
+        for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
             int t = tag_index(tok);

TG_PATCH
cd /app/ticketd
make clean
make
