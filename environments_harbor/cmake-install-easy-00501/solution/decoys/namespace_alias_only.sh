#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/vexel/CMakeLists.txt
+++ b/app/vexel/CMakeLists.txt
@@ -33,4 +33,5 @@

 add_library(vexel ${VEXEL_SOURCES})
+add_library(vexel::vexel ALIAS vexel)
 target_include_directories(vexel PUBLIC
     $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
--- a/app/vexel/cmake/vexelConfig.cmake.in
+++ b/app/vexel/cmake/vexelConfig.cmake.in
@@ -1,4 +1,4 @@
 @PACKAGE_INIT@

-include("/usr/local/lib/cmake/vexel/vexelTargets.cmake")
+include("${CMAKE_CURRENT_LIST_DIR}/vexelTargets.cmake")
 check_required_components(vexel)
TG_PATCH
cd /app/vexel
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/vexel-pipe" < examples/input.txt | diff - examples/expected.txt
mv "$pre" "$pre-moved"
cmake -S examples/consumer -B "$b-moved" -DCMAKE_PREFIX_PATH="$pre-moved" > /dev/null
cmake --build "$b-moved" > /dev/null
"$b-moved/consumer"
mv "$pre-moved" "$pre"
grep -F 'add_library(vexel::vexel ' "$pre/lib/cmake/vexel/vexelTargets.cmake"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
