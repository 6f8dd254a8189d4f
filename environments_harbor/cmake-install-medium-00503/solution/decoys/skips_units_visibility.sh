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

@@ -63,8 +63,11 @@
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/unison-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/unison/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/unison)
-install(EXPORT unisonTargets DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/unison)
+install(EXPORT unisonTargets NAMESPACE unison:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/unison)
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
