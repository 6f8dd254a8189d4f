#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/meterd/src/meterd.c
+++ b/app/meterd/src/meterd.c
@@ -60,13 +60,17 @@
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

@@ -79,16 +83,9 @@
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

@@ -130,18 +127,28 @@
         L->entries[r->a] += r->amount;
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
@@ -194,6 +201,4 @@
     (void)arg;
     memset(&L, 0, sizeof L);
-    if (table == NULL)   /* the first worker sets the table up */
-        table = calloc(NKEYS, sizeof *table);
     while ((first = claim()) >= 0)
         for (long i = first; i < first + BLOCK && i < nrecs; i++)
@@ -247,4 +252,5 @@
     }
     load(argv[1]);
+    table = calloc(NKEYS, sizeof *table);
     for (int k = 0; k < NKEYS; k++)
         pthread_mutex_init(&acct_lock[k], NULL);
TG_PATCH
cat >> /app/meterd/Makefile <<'MK'

tsan: src/meterd.c
	$(CC) -fsanitize=thread -O1 -g -pthread -o meterd-tsan src/meterd.c
MK
cd /app/meterd
make clean
make
