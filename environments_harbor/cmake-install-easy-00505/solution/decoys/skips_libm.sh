#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/tessel-src/CMakeLists.txt
+++ b/app/tessel-src/CMakeLists.txt
@@ -38,5 +38,5 @@
     $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
 target_link_libraries(tessel PUBLIC tessel_units)
-target_compile_definitions(tessel PRIVATE "$<$<CONFIG:Release>:NUDGE_K=-889>")
+target_compile_definitions(tessel PRIVATE NUDGE_K=-889)
 set_target_properties(tessel PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

TG_PATCH
cd /app/tessel-src
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/tesselrun" < examples/input.txt | diff - examples/expected.txt
readelf -d "$b/libtessel.so" | grep "NEEDED.*libm"
cmake -S . -B "$b-rwdi" -DCMAKE_BUILD_TYPE=RelWithDebInfo > /dev/null
cmake --build "$b-rwdi" -j2 > /dev/null
"$b-rwdi/tesselrun" < examples/input.txt | cmp - examples/expected.txt
rm -rf "$b" "$pre" "$b"-* "$pre"-*
