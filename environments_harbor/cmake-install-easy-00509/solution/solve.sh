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
@@ -37,4 +38,5 @@
     $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
 target_link_libraries(tallylib PUBLIC tallylib_units)
+target_link_libraries(tallylib PRIVATE m)
 target_compile_definitions(tallylib PRIVATE NUDGE_K=91)
 set_target_properties(tallylib PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})
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
