#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/strata-sdk/CMakeLists.txt
+++ b/app/strata-sdk/CMakeLists.txt
@@ -13,5 +13,5 @@
         -DOUT=${CMAKE_CURRENT_BINARY_DIR}/trim_table.c -DPREFIX=strata
         -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
-    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
+    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake ${CMAKE_CURRENT_SOURCE_DIR}/data/trim.csv
     COMMENT "Generating the trim table")

@@ -26,4 +26,5 @@
     src/whiten.c
     src/hailstone.c
+    src/shift.c
     src/gcd.c
     src/apply.c
@@ -43,4 +44,5 @@
 add_executable(stratarun tools/stratarun.c)
 target_link_libraries(stratarun PRIVATE strata)
+set_target_properties(stratarun PROPERTIES INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR}")

 # ---- tests --------------------------------------------------------------------------------
@@ -63,5 +65,8 @@
 configure_package_config_file(cmake/strataConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/strataConfig.cmake
     INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/strata)
+write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/strataConfigVersion.cmake
+    COMPATIBILITY AnyNewerVersion)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/strataConfig.cmake
+    ${CMAKE_CURRENT_BINARY_DIR}/strataConfigVersion.cmake
     DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/strata)

TG_PATCH
cd /app/strata-sdk
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/stratarun" < examples/input.txt | diff - examples/expected.txt
nm -D --defined-only "$b/libstrata.so" | grep -w strata_shift
readelf -d "$pre/bin/stratarun" | grep -E "R(UN)?PATH.*ORIGIN"
test -f "$pre/lib/cmake/strata/strataConfigVersion.cmake"
sleep 1
touch data/trim.csv
cmake --build "$b" | grep -i generating
rm -rf "$b" "$pre" "$b"-* "$pre"-*
