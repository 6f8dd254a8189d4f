#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/hexa-src/CMakeLists.txt
+++ b/app/hexa-src/CMakeLists.txt
@@ -4,4 +4,6 @@
 include(GNUInstallDirs)
 include(CMakePackageConfigHelpers)
+option(BUILD_SHARED_LIBS "Build hexa as a shared library" ON)
+
 # ---- generated sources --------------------------------------------------------------------
 configure_file(cmake/version.h.in ${CMAKE_CURRENT_BINARY_DIR}/include/hexa/version.h @ONLY)
@@ -31,6 +33,9 @@
     ${CMAKE_CURRENT_BINARY_DIR}/bias_table.c)

-add_library(hexa SHARED ${HEXA_SOURCES})
-target_include_directories(hexa PRIVATE include ${CMAKE_CURRENT_BINARY_DIR}/include)
+add_library(hexa ${HEXA_SOURCES})
+target_include_directories(hexa PUBLIC
+    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
+    $<BUILD_INTERFACE:${CMAKE_CURRENT_BINARY_DIR}/include>
+    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
 target_link_libraries(hexa PUBLIC hexa_units)
 target_compile_definitions(hexa PRIVATE FOLD_M=7403 SATURATE_HI=48673)
@@ -42,4 +47,5 @@

 # ---- tests --------------------------------------------------------------------------------
+enable_testing()
 add_test(NAME examples COMMAND ${CMAKE_COMMAND}
     -DTOOL=$<TARGET_FILE:hexarun>
@@ -56,4 +62,5 @@
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/hexa-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/hexa/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/hexa)
+install(EXPORT hexaTargets NAMESPACE hexa:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/hexa)
 configure_package_config_file(cmake/hexaConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/hexaConfig.cmake
     INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/hexa)
TG_PATCH
cd /app/hexa-src
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/hexarun" < examples/input.txt | diff - examples/expected.txt
cmake -S examples/consumer -B "$b-consumer" -DCMAKE_PREFIX_PATH="$pre" > /dev/null
cmake --build "$b-consumer" > /dev/null
"$b-consumer/consumer"
grep -F 'INTERFACE_INCLUDE_DIRECTORIES "${_IMPORT_PREFIX}/include"' "$pre/lib/cmake/hexa/hexaTargets.cmake"
ctest --test-dir "$b" --no-tests=error --output-on-failure
cmake -S . -B "$b-static" -DBUILD_SHARED_LIBS=OFF -DCMAKE_INSTALL_PREFIX="$pre-static" > /dev/null
cmake --build "$b-static" -j2 > /dev/null
cmake --install "$b-static" > /dev/null
test -f "$pre-static/lib/libhexa.a"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
