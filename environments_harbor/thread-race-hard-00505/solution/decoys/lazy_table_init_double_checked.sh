#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/meterd/src/meterd.c
+++ b/app/meterd/src/meterd.c
@@ -39,4 +39,5 @@
 static struct slot *table;               /* NKEYS entries, merged under merge_lock */

+static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;

 static long balance[NKEYS];              /* moves, and the merged entries */
@@ -60,13 +61,17 @@
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

@@ -79,16 +84,9 @@
 }

-/* the audit sample's generator (a small LCG), seeded once per record */
-static unsigned int rng_state;
-
-static void rng_seed(unsigned int seed)
-{
-    rng_state = seed;
-}
-
-static unsigned int rng_next(void)
-{
-    rng_state = rng_state * 1103515245u + 12345u;
-    return (rng_state >> 16) & 0x7fff;
+/* the audit sample's generator (a small LCG); the caller keeps the state */
+static unsigned int rng_next(unsigned int *state)
+{
+    *state = *state * 1103515245u + 12345u;
+    return (*state >> 16) & 0x7fff;
 }

@@ -130,8 +128,8 @@
         L->entries[r->a] += r->amount;
     {
-        char buf[MAX_TAGS], *tok;
+        char buf[MAX_TAGS], *tok, *save;

         memcpy(buf, r->tags, sizeof buf);
-        for (tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
+        for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
             int t = tag_index(tok);

@@ -140,8 +138,11 @@
         }
     }
-    rng_seed((unsigned int)i * 2654435761u ^ SAMPLE_SALT);
-    if (rng_next() % 100 < SAMPLE_PERCENT) {
-        L->sampled++;
-        L->sampled_total += r->amount;
+    {
+        unsigned int state = (unsigned int)i * 2654435761u ^ SAMPLE_SALT;
+
+        if (rng_next(&state) % 100 < SAMPLE_PERCENT) {
+            L->sampled++;
+            L->sampled_total += r->amount;
+        }
     }
 }
@@ -194,6 +195,10 @@
     (void)arg;
     memset(&L, 0, sizeof L);
-    if (table == NULL)   /* the first worker sets the table up */
-        table = calloc(NKEYS, sizeof *table);
+    if (table == NULL) {   /* double-checked: only the first worker takes the lock */
+        pthread_mutex_lock(&table_lock);
+        if (table == NULL)
+            table = calloc(NKEYS, sizeof *table);
+        pthread_mutex_unlock(&table_lock);
+    }
     while ((first = claim()) >= 0)
         for (long i = first; i < first + BLOCK && i < nrecs; i++)
TG_PATCH
cat >> /app/meterd/Makefile <<'MK'

tsan: src/meterd.c
	$(CC) -fsanitize=thread -O1 -g -pthread -o meterd-tsan src/meterd.c
MK
cd /app/meterd
make clean
make
