#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/tallylib/CMakeLists.txt
+++ b/app/tallylib/CMakeLists.txt
@@ -26,4 +26,5 @@
     src/isqrt.c
     src/nudge.c
+    src/hailstone.c
     src/apply.c
     src/lookup.c
@@ -42,4 +43,5 @@
 add_executable(tallylib-tool tools/tallylib-tool.c)
 target_link_libraries(tallylib-tool PRIVATE tallylib)
+target_link_libraries(tallylib-tool PRIVATE m)
 set_target_properties(tallylib-tool PROPERTIES INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR}")

TG_PATCH
cd /app/tallylib
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/tallylib-tool" < examples/input.txt | diff - examples/expected.txt
readelf -d "$b/libtallylib.so" | grep "NEEDED.*libm"
nm -D --defined-only "$b/libtallylib.so" | grep -w tallylib_hailstone
rm -rf "$b" "$pre" "$b"-* "$pre"-*
