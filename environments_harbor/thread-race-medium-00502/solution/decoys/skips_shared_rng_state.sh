#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ticketd/src/ticketd.c
+++ b/app/ticketd/src/ticketd.c
@@ -35,5 +35,4 @@

 static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
-static pthread_mutex_t best_lock = PTHREAD_MUTEX_INITIALIZER;

 static long balance[NKEYS];              /* moves, and the merged entries */
@@ -48,4 +47,5 @@
 struct local {
     long records, total;
+    long best, best_at;           /* this worker's largest amount */
     long entries[NKEYS];
     long watched;
@@ -68,9 +68,7 @@
 }

-/* the label of a key, e.g. "VN-07" */
-static const char *key_label(int key)
-{
-    static char buf[16];
-
+/* the label of a key, e.g. "VN-07", written into buf (16 bytes) */
+static const char *key_label(int key, char *buf)
+{
     int n = 0;

@@ -116,12 +114,14 @@
     else
         L->entries[r->a] += r->amount;
-    if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {
-        pthread_mutex_lock(&best_lock);
-        best_amount = r->amount;
-        best_at = i;
-        pthread_mutex_unlock(&best_lock);
-    }
-    if (is_watched(key_label(r->a)))
-        L->watched++;
+    if (r->amount > L->best || (r->amount == L->best && i < L->best_at)) {
+        L->best = r->amount;
+        L->best_at = i;
+    }
+    {
+        char label[16];
+
+        if (is_watched(key_label(r->a, label)))
+            L->watched++;
+    }
     rng_seed((unsigned int)i * 2654435761u ^ SAMPLE_SALT);
     if (rng_next() % 100 < SAMPLE_PERCENT) {
@@ -136,4 +136,8 @@
     records += L->records;
     total += L->total;
+    if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
+        best_amount = L->best;
+        best_at = L->best_at;
+    }
     for (int k = 0; k < NKEYS; k++) {
         pthread_mutex_lock(&acct_lock[k]);
TG_PATCH
cd /app/ticketd
make clean
make
