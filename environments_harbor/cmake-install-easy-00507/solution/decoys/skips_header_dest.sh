#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/tessel/CMakeLists.txt
+++ b/app/tessel/CMakeLists.txt
@@ -38,4 +38,5 @@
     $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
 target_link_libraries(tessel PUBLIC tessel_units)
+target_link_libraries(tessel PRIVATE m)
 target_compile_definitions(tessel PRIVATE GCD_K=120)
 set_target_properties(tessel PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})
TG_PATCH
cd /app/tessel
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/tessel-cli" < examples/input.txt | diff - examples/expected.txt
readelf -d "$b/libtessel.so" | grep "NEEDED.*libm"
test -f "$pre/include/tessel/tessel.h" && test -f "$pre/include/tessel/version.h"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
