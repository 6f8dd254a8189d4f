#!/bin/bash
set -euo pipefail
cd /app/csvroll
patch -p1 --no-backup-if-mismatch <<'DIFF'
--- a/main.c
+++ b/main.c
@@ -64,7 +64,7 @@
                 a->skipped++;
                 continue;
             }
-            if (v < a->min)
+            if (a->count == 0 || v < a->min)
                 a->min = v;
             if (a->count == 0 || v > a->max)
                 a->max = v;
--- a/parse.c
+++ b/parse.c
@@ -5,31 +5,61 @@
 /* One line without its end-of-line characters, in a buffer the caller frees; NULL at end of file. */
 char *read_line(FILE *f)
 {
-    static char buf[256];
-    size_t len;
+    size_t cap = 128, len = 0;
+    char *buf = malloc(cap);
+    int c = 0;
 
-    if (!fgets(buf, sizeof buf, f))
+    if (!buf)
         return NULL;
-    len = strlen(buf);
-    if (len && buf[len - 1] == '\n')
-        buf[--len] = '\0';
+    while ((c = getc(f)) != EOF && c != '\n') {
+        if (len + 1 >= cap) {
+            cap *= 2;
+            buf = realloc(buf, cap);
+            if (!buf)
+                return NULL;
+        }
+        buf[len++] = (char)c;
+    }
+    if (c == EOF && len == 0) {
+        free(buf);
+        return NULL;
+    }
+    buf[len] = '\0';
     if (len && buf[len - 1] == '\r')
         buf[--len] = '\0';
-    return strdup(buf);
+    return buf;
 }
 
 int split_fields(char *line, char **fields, int max)
 {
     int n = 0;
-    char *p = line;
+    char *src = line, *dst = line;
 
-    fields[n++] = p;
-    while (*p && n < max) {
-        if (*p == ',') {
-            *p = '\0';
-            fields[n++] = p + 1;
+    while (n < max) {
+        fields[n++] = dst;
+        if (*src == '"') {
+            src++;
+            while (*src) {
+                if (*src == '"') {
+                    if (src[1] == '"') {
+                        *dst++ = '"';
+                        src += 2;
+                        continue;
+                    }
+                    src++;
+                    break;
+                }
+                *dst++ = *src++;
+            }
         }
-        p++;
+        while (*src && *src != ',')
+            *dst++ = *src++;
+        if (*src != ',') {
+            *dst = '\0';
+            break;
+        }
+        src++;
+        *dst++ = '\0';
     }
     return n;
 }
@@ -40,7 +70,6 @@
 
     if (*text == '\0')
         return 0;
-    (void)end;
-    *out = atoi(text);
-    return 1;
+    *out = strtod(text, &end);
+    return *end == '\0';
 }
--- a/Makefile
+++ b/Makefile
@@ -1,6 +1,6 @@
 CC ?= cc
 CFLAGS ?= -O2 -g -Wall -Wextra -std=gnu11
-OBJS = main.o
+OBJS = main.o parse.o
 
 csvroll: $(OBJS)
 	$(CC) $(CFLAGS) -o $@ $(OBJS)
DIFF
make clean >/dev/null
make >/dev/null
sh tests/run_tests.sh >/dev/null
