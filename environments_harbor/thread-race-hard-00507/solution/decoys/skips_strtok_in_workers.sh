#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ticketd/src/ticketd.c
+++ b/app/ticketd/src/ticketd.c
@@ -33,5 +33,5 @@
 static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;

-static long records, total;
+static long records, total;               /* merged under merge_lock */

 static long balance[NKEYS];              /* moves, and the merged entries */
@@ -48,4 +48,5 @@
 /* what one worker adds up on its own, merged once at the end */
 struct local {
+    long records, total;
     long entries[NKEYS];
     long tags[NTAGS];
@@ -77,9 +78,7 @@
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

@@ -101,16 +100,9 @@
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

@@ -123,6 +115,6 @@
     else
         L->entries[r->a] += r->amount;
-    records++;
-    total += r->amount;
+    L->records++;
+    L->total += r->amount;
     {
         char buf[MAX_TAGS], *tok;
@@ -136,10 +128,17 @@
         }
     }
-    if (is_watched(key_label(r->a)))
-        L->watched++;
-    rng_seed((unsigned int)i * 2654435761u ^ SAMPLE_SALT);
-    if (rng_next() % 100 < SAMPLE_PERCENT) {
-        L->sampled++;
-        L->sampled_total += r->amount;
+    {
+        char label[16];
+
+        if (is_watched(key_label(r->a, label)))
+            L->watched++;
+    }
+    {
+        unsigned int state = (unsigned int)i * 2654435761u ^ SAMPLE_SALT;
+
+        if (rng_next(&state) % 100 < SAMPLE_PERCENT) {
+            L->sampled++;
+            L->sampled_total += r->amount;
+        }
     }
 }
@@ -148,4 +147,6 @@
 {
     pthread_mutex_lock(&merge_lock);
+    records += L->records;
+    total += L->total;
     for (int k = 0; k < NKEYS; k++) {
         pthread_mutex_lock(&acct_lock[k]);
TG_PATCH
cat >> /app/ticketd/Makefile <<'MK'

tsan: src/ticketd.c
	$(CC) -fsanitize=thread -O1 -g -pthread -o ticketd-tsan src/ticketd.c
MK
cd /app/ticketd
make clean
make
