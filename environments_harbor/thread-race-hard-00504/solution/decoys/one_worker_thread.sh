#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledgerd/src/ledgerd.c
+++ b/app/ledgerd/src/ledgerd.c
@@ -34,5 +34,4 @@

 static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
-static pthread_mutex_t best_lock = PTHREAD_MUTEX_INITIALIZER;

 struct slot {
@@ -53,4 +52,5 @@
 struct local {
     long records, total;
+    long best, best_at;           /* this worker's largest amount */
     long ops[NKEYS], sum[NKEYS];
     long entries[NKEYS];
@@ -59,13 +59,17 @@
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

@@ -78,9 +82,7 @@
 }

-/* the label of a key, e.g. "AC-07" */
-static const char *key_label(int key)
-{
-    static char buf[16];
-
+/* the label of a key, e.g. "AC-07", written into buf (16 bytes) */
+static const char *key_label(int key, char *buf)
+{
     int n = 0;

@@ -110,9 +112,7 @@
     L->ops[r->a]++;
     L->sum[r->a] += r->amount;
-    if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {
-        pthread_mutex_lock(&best_lock);
-        best_amount = r->amount;
-        best_at = i;
-        pthread_mutex_unlock(&best_lock);
+    if (r->amount > L->best || (r->amount == L->best && i < L->best_at)) {
+        L->best = r->amount;
+        L->best_at = i;
     }
     if (r->kind == 'T')
@@ -121,8 +121,8 @@
         L->entries[r->a] += r->amount;
     {
-        char buf[MAX_TAGS], *tok;
+        char buf[MAX_TAGS], *tok, *save;

         memcpy(buf, r->tags, sizeof buf);
-        for (tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
+        for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
             int t = tag_index(tok);

@@ -131,6 +131,10 @@
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

@@ -140,4 +144,8 @@
     records += L->records;
     total += L->total;
+    if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
+        best_amount = L->best;
+        best_at = L->best_at;
+    }
     for (int k = 0; k < NKEYS; k++) {
         table[k].ops += L->ops[k];
@@ -158,13 +166,17 @@
 static long next_rec;                    /* the first record of the next block to hand out */

+static pthread_mutex_t cursor_lock = PTHREAD_MUTEX_INITIALIZER;
+
 /* the first record of the next block of BLOCK records, or -1 when all are handed out */
 static long claim(void)
 {
-    long first;
-
-    if (next_rec >= nrecs)
-        return -1;
-    first = next_rec;
-    next_rec += BLOCK;
+    long first = -1;
+
+    pthread_mutex_lock(&cursor_lock);
+    if (next_rec < nrecs) {
+        first = next_rec;
+        next_rec += BLOCK;
+    }
+    pthread_mutex_unlock(&cursor_lock);
     return first;
 }
TG_PATCH
sed -i 's/nthreads = atoi(argv\[2\]);/nthreads = 1;/' /app/ledgerd/src/ledgerd.c
cat >> /app/ledgerd/Makefile <<'MK'

tsan: src/ledgerd.c
	$(CC) -fsanitize=thread -O1 -g -pthread -o ledgerd-tsan src/ledgerd.c
MK
cd /app/ledgerd
make clean
make
