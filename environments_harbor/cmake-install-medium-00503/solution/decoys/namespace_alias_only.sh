#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/unison-sdk/CMakeLists.txt
+++ b/app/unison-sdk/CMakeLists.txt
@@ -13,5 +13,5 @@
         -DOUT=${CMAKE_CURRENT_BINARY_DIR}/trim_table.c -DPREFIX=unison
         -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
-    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
+    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake ${CMAKE_CURRENT_SOURCE_DIR}/data/trim.csv
     COMMENT "Generating the trim table")

@@ -34,9 +34,10 @@

 add_library(unison ${UNISON_SOURCES})
+add_library(unison::unison ALIAS unison)
 target_include_directories(unison PUBLIC
     $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
     $<BUILD_INTERFACE:${CMAKE_CURRENT_BINARY_DIR}/include>
     $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
-target_link_libraries(unison PRIVATE unison_units)
+target_link_libraries(unison PUBLIC unison_units)
 target_link_libraries(unison PRIVATE m)
 target_compile_definitions(unison PRIVATE BIAS_K=565 GAIN_K=19)
@@ -66,5 +67,8 @@
 configure_package_config_file(cmake/unisonConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/unisonConfig.cmake
     INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/unison)
+write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/unisonConfigVersion.cmake
+    COMPATIBILITY SameMajorVersion)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/unisonConfig.cmake
+    ${CMAKE_CURRENT_BINARY_DIR}/unisonConfigVersion.cmake
     DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/unison)

TG_PATCH
cd /app/unison-sdk
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/unisonctl" < examples/input.txt | diff - examples/expected.txt
grep 'INTERFACE_LINK_LIBRARIES.*unison::unison_units' "$pre/lib/cmake/unison/unisonTargets.cmake"
grep -F 'add_library(unison::unison ' "$pre/lib/cmake/unison/unisonTargets.cmake"
test -f "$pre/lib/cmake/unison/unisonConfigVersion.cmake"
sleep 1
touch data/trim.csv
cmake --build "$b" | grep -i generating
rm -rf "$b" "$pre" "$b"-* "$pre"-*
