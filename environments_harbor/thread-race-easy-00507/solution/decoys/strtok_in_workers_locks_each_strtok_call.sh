#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/clickagg/src/clickagg.c
+++ b/app/clickagg/src/clickagg.c
@@ -33,5 +33,4 @@

 static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
-static pthread_mutex_t best_lock = PTHREAD_MUTEX_INITIALIZER;

 static const char *const tag_names[NTAGS] = {"mobile", "desktop", "bot", "retarget", "video"};
@@ -41,4 +40,5 @@
 struct local {
     long records, total;
+    long best, best_at;           /* this worker's largest amount */
     long tags[NTAGS];
 };
@@ -58,19 +58,24 @@
     L->records++;
     L->total += r->amount;
-    if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {
-        pthread_mutex_lock(&best_lock);
-        best_amount = r->amount;
-        best_at = i;
-        pthread_mutex_unlock(&best_lock);
+    if (r->amount > L->best || (r->amount == L->best && i < L->best_at)) {
+        L->best = r->amount;
+        L->best_at = i;
     }
     {
+        static pthread_mutex_t strtok_lock = PTHREAD_MUTEX_INITIALIZER;
         char buf[MAX_TAGS], *tok;

         memcpy(buf, r->tags, sizeof buf);
-        for (tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
+        pthread_mutex_lock(&strtok_lock);
+        tok = strtok(buf, ",");
+        pthread_mutex_unlock(&strtok_lock);
+        while (tok) {
             int t = tag_index(tok);

             if (t >= 0)
                 L->tags[t]++;
+            pthread_mutex_lock(&strtok_lock);
+            tok = strtok(NULL, ",");
+            pthread_mutex_unlock(&strtok_lock);
         }
     }
@@ -82,4 +87,8 @@
     records += L->records;
     total += L->total;
+    if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
+        best_amount = L->best;
+        best_at = L->best_at;
+    }
     for (int t = 0; t < NTAGS; t++)
         tag_count[t] += L->tags[t];
TG_PATCH
cd /app/clickagg
make clean
make
