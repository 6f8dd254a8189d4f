#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/corex-sdk/CMakeLists.txt
+++ b/app/corex-sdk/CMakeLists.txt
@@ -13,5 +13,5 @@
         -DOUT=${CMAKE_CURRENT_BINARY_DIR}/trim_table.c -DPREFIX=corex
         -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
-    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
+    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake ${CMAKE_CURRENT_SOURCE_DIR}/data/trim.csv
     COMMENT "Generating the trim table")

@@ -62,5 +62,5 @@
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/corex-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/corex/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/corex)
-install(EXPORT corexTargets DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/corex)
+install(EXPORT corexTargets NAMESPACE corex:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/corex)
 configure_package_config_file(cmake/corexConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/corexConfig.cmake
     INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/corex)
TG_PATCH
cd /app/corex-sdk
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/corexctl" < examples/input.txt | diff - examples/expected.txt
readelf -d "$pre/bin/corexctl" | grep -E "R(UN)?PATH.*ORIGIN"
grep -F 'add_library(corex::corex ' "$pre/lib/cmake/corex/corexTargets.cmake"
sleep 1
touch data/trim.csv
cmake --build "$b" | grep -i generating
rm -rf "$b" "$pre" "$b"-* "$pre"-*
