#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/orbix-src/CMakeLists.txt
+++ b/app/orbix-src/CMakeLists.txt
@@ -37,5 +37,5 @@
     $<BUILD_INTERFACE:${CMAKE_CURRENT_BINARY_DIR}/include>
     $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
-target_link_libraries(orbix PRIVATE orbix_units)
+target_link_libraries(orbix PUBLIC orbix_units)
 target_compile_definitions(orbix PRIVATE HASH_A=3 HASH_M=4713)
 set_target_properties(orbix PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})
TG_PATCH
cd /app/orbix-src
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/orbix-pipe" < examples/input.txt | diff - examples/expected.txt
grep 'INTERFACE_LINK_LIBRARIES.*orbix::orbix_units' "$pre/lib/cmake/orbix/orbixTargets.cmake"
cmake -S examples/consumer -B "$b-consumer" -DCMAKE_PREFIX_PATH="$pre" > /dev/null
cmake --build "$b-consumer" > /dev/null
"$b-consumer/consumer"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
