#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fluxion/CMakeLists.txt
+++ b/app/fluxion/CMakeLists.txt
@@ -24,4 +24,5 @@

 set(FLUXION_SOURCES
+    src/common.c
     src/scale.c
     src/bias.c
@@ -32,5 +33,8 @@

 add_library(fluxion ${FLUXION_SOURCES})
-target_include_directories(fluxion PRIVATE include ${CMAKE_CURRENT_BINARY_DIR}/include)
+target_include_directories(fluxion PUBLIC
+    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
+    $<BUILD_INTERFACE:${CMAKE_CURRENT_BINARY_DIR}/include>
+    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
 target_link_libraries(fluxion PUBLIC fluxion_units)
 target_compile_definitions(fluxion PRIVATE BIAS_K=123 COMMON_K=90)
TG_PATCH
cd /app/fluxion
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/fluxion-tool" < examples/input.txt | diff - examples/expected.txt
grep -F 'INTERFACE_INCLUDE_DIRECTORIES "${_IMPORT_PREFIX}/include"' "$pre/lib/cmake/fluxion/fluxionTargets.cmake"
nm -D --defined-only "$b/libfluxion.so" | grep -w fluxion_common
rm -rf "$b" "$pre" "$b"-* "$pre"-*
