#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/jolt-src/cmake/joltConfig.cmake.in
+++ b/app/jolt-src/cmake/joltConfig.cmake.in
@@ -1,4 +1,4 @@
 @PACKAGE_INIT@

-include("/usr/local/lib/cmake/jolt/joltTargets.cmake")
+include("${CMAKE_CURRENT_LIST_DIR}/joltTargets.cmake")
 check_required_components(jolt)
TG_PATCH
cd /app/jolt-src
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/joltctl" < examples/input.txt | diff - examples/expected.txt
grep 'INTERFACE_LINK_LIBRARIES.*jolt::jolt_units' "$pre/lib/cmake/jolt/joltTargets.cmake"
mv "$pre" "$pre-moved"
cmake -S examples/consumer -B "$b-moved" -DCMAKE_PREFIX_PATH="$pre-moved" > /dev/null
cmake --build "$b-moved" > /dev/null
"$b-moved/consumer"
mv "$pre-moved" "$pre"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
