#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fleetfuel/src/fleetfuel.c
+++ b/app/fleetfuel/src/fleetfuel.c
@@ -33,5 +33,5 @@
 static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;

-static long records, total;
+static long records, total;               /* merged under merge_lock */

 static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
@@ -51,4 +51,5 @@
 /* what one worker adds up on its own, merged once at the end */
 struct local {
+    long records, total;
     long entries[NKEYS];
     long tags[NTAGS];
@@ -57,13 +58,17 @@
 };

-/* moves amount from key x to key y */
+/* moves amount from key x to key y; a move to the same key changes nothing */
 static void move(int x, int y, long amount)
 {
-    pthread_mutex_lock(&acct_lock[x]);
-    pthread_mutex_lock(&acct_lock[y]);
+    int lo = x < y ? x : y, hi = x < y ? y : x;
+
+    if (x == y)
+        return;
+    pthread_mutex_lock(&acct_lock[lo]);   /* always the lower key first */
+    pthread_mutex_lock(&acct_lock[hi]);
     balance[x] -= amount;
     balance[y] += amount;
-    pthread_mutex_unlock(&acct_lock[y]);
-    pthread_mutex_unlock(&acct_lock[x]);
+    pthread_mutex_unlock(&acct_lock[hi]);
+    pthread_mutex_unlock(&acct_lock[lo]);
 }

@@ -76,9 +81,7 @@
 }

-/* the label of a key, e.g. "DP-07" */
-static const char *key_label(int key)
-{
-    static char buf[16];
-
+/* the label of a key, e.g. "DP-07", written into buf (16 bytes) */
+static const char *key_label(int key, char *buf)
+{
     int n = 0;

@@ -119,10 +122,12 @@
         }
     }
-    records++;
-    total += r->amount;
+    L->records++;
+    L->total += r->amount;
     if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {
         pthread_mutex_lock(&best_lock);
-        best_amount = r->amount;
-        best_at = i;
+        if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {   /* check again under the lock */
+            best_amount = r->amount;
+            best_at = i;
+        }
         pthread_mutex_unlock(&best_lock);
     }
@@ -132,8 +137,8 @@
         L->entries[r->a] += r->amount;
     {
-        char buf[MAX_TAGS], *tok;
+        char buf[MAX_TAGS], *tok, *save;

         memcpy(buf, r->tags, sizeof buf);
-        for (tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
+        for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
             int t = tag_index(tok);

@@ -142,6 +147,10 @@
         }
     }
-    if (is_watched(key_label(r->a)))
-        L->watched++;
+    {
+        char label[16];
+
+        if (is_watched(key_label(r->a, label)))
+            L->watched++;
+    }
 }

@@ -149,4 +158,6 @@
 {
     pthread_mutex_lock(&merge_lock);
+    records += L->records;
+    total += L->total;
     for (int k = 0; k < NKEYS; k++) {
         pthread_mutex_lock(&acct_lock[k]);
TG_PATCH
cat >> /app/fleetfuel/Makefile <<'MK'

tsan: src/fleetfuel.c
	$(CC) -fsanitize=thread -O1 -g -pthread -o fleetfuel-tsan src/fleetfuel.c
MK
cd /app/fleetfuel
make clean
make
