#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/parkpay/src/parkpay.c
+++ b/app/parkpay/src/parkpay.c
@@ -35,5 +35,4 @@

 static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
-static pthread_mutex_t best_lock = PTHREAD_MUTEX_INITIALIZER;

 static const char *const tag_names[NTAGS] = {"app", "card", "permit", "night", "coins"};
@@ -48,4 +47,5 @@
 struct local {
     long records, total;
+    long best, best_at;           /* this worker's largest amount */
     long tags[NTAGS];
     long sampled, sampled_total;
@@ -104,15 +104,13 @@
         }
     }
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
-        char buf[MAX_TAGS], *tok;
+        char buf[MAX_TAGS], *tok, *save;

         memcpy(buf, r->tags, sizeof buf);
-        for (tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
+        for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
             int t = tag_index(tok);

@@ -129,4 +127,8 @@
     records += L->records;
     total += L->total;
+    if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
+        best_amount = L->best;
+        best_at = L->best_at;
+    }
     for (int t = 0; t < NTAGS; t++)
         tag_count[t] += L->tags[t];
TG_PATCH
cd /app/parkpay
make clean
make
