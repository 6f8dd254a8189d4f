#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/lumen-src/CMakeLists.txt
+++ b/app/lumen-src/CMakeLists.txt
@@ -33,5 +33,8 @@

 add_library(lumen ${LUMEN_SOURCES})
-target_include_directories(lumen PRIVATE include ${CMAKE_CURRENT_BINARY_DIR}/include)
+target_include_directories(lumen PUBLIC
+    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
+    $<BUILD_INTERFACE:${CMAKE_CURRENT_BINARY_DIR}/include>
+    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
 target_link_libraries(lumen PUBLIC lumen_units)
 target_link_libraries(lumen PRIVATE m)
@@ -59,4 +62,5 @@
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/lumen-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/lumen/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/lumen)
+install(EXPORT lumenTargets NAMESPACE lumen:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/lumen)
 configure_package_config_file(cmake/lumenConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/lumenConfig.cmake
     INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/lumen)
TG_PATCH
cd /app/lumen-src
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/lumen-pipe" < examples/input.txt | diff - examples/expected.txt
grep -F 'INTERFACE_INCLUDE_DIRECTORIES "${_IMPORT_PREFIX}/include"' "$pre/lib/cmake/lumen/lumenTargets.cmake"
cmake -S examples/consumer -B "$b-consumer" -DCMAKE_PREFIX_PATH="$pre" > /dev/null
cmake --build "$b-consumer" > /dev/null
"$b-consumer/consumer"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
