#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/unison-sdk/CMakeLists.txt
+++ b/app/unison-sdk/CMakeLists.txt
@@ -8,11 +8,8 @@
 # ---- generated sources --------------------------------------------------------------------
 configure_file(cmake/version.h.in ${CMAKE_CURRENT_BINARY_DIR}/include/unison/version.h @ONLY)
-add_custom_command(
-    OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/trim_table.c
-    COMMAND ${CMAKE_COMMAND} -DIN=${CMAKE_CURRENT_SOURCE_DIR}/data/trim.csv
-        -DOUT=${CMAKE_CURRENT_BINARY_DIR}/trim_table.c -DPREFIX=unison
-        -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
-    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
-    COMMENT "Generating the trim table")
+execute_process(COMMAND ${CMAKE_COMMAND} -DIN=${CMAKE_CURRENT_SOURCE_DIR}/data/trim.csv
+    -DOUT=${CMAKE_CURRENT_BINARY_DIR}/trim_table.c -DPREFIX=unison
+    -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
+    COMMAND_ERROR_IS_FATAL ANY)

 # ---- libraries ----------------------------------------------------------------------------
@@ -38,5 +35,5 @@
     $<BUILD_INTERFACE:${CMAKE_CURRENT_BINARY_DIR}/include>
     $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
-target_link_libraries(unison PRIVATE unison_units)
+target_link_libraries(unison PUBLIC unison_units)
 target_link_libraries(unison PRIVATE m)
 target_compile_definitions(unison PRIVATE BIAS_K=565 GAIN_K=19)
@@ -63,8 +60,11 @@
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
