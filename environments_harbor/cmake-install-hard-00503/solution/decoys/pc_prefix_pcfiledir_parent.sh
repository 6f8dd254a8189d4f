#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/nimbus-src/CMakeLists.txt
+++ b/app/nimbus-src/CMakeLists.txt
@@ -4,4 +4,6 @@
 include(GNUInstallDirs)
 include(CMakePackageConfigHelpers)
+option(BUILD_SHARED_LIBS "Build nimbus as a shared library" ON)
+
 # ---- generated sources --------------------------------------------------------------------
 configure_file(cmake/version.h.in ${CMAKE_CURRENT_BINARY_DIR}/include/nimbus/version.h @ONLY)
@@ -31,6 +33,9 @@
     ${CMAKE_CURRENT_BINARY_DIR}/bias_table.c)

-add_library(nimbus SHARED ${NIMBUS_SOURCES})
-target_include_directories(nimbus PRIVATE include ${CMAKE_CURRENT_BINARY_DIR}/include)
+add_library(nimbus ${NIMBUS_SOURCES})
+target_include_directories(nimbus PUBLIC
+    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
+    $<BUILD_INTERFACE:${CMAKE_CURRENT_BINARY_DIR}/include>
+    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
 target_link_libraries(nimbus PUBLIC nimbus_units)
 target_compile_definitions(nimbus PRIVATE HASH_A=2 RING_M=3295)
@@ -42,4 +47,5 @@

 # ---- tests --------------------------------------------------------------------------------
+enable_testing()
 add_test(NAME examples COMMAND ${CMAKE_COMMAND}
     -DTOOL=$<TARGET_FILE:nimbus-pipe>
--- a/app/nimbus-src/cmake/nimbusConfig.cmake.in
+++ b/app/nimbus-src/cmake/nimbusConfig.cmake.in
@@ -1,4 +1,4 @@
 @PACKAGE_INIT@

-include("/usr/local/lib/cmake/nimbus/nimbusTargets.cmake")
+include("${CMAKE_CURRENT_LIST_DIR}/nimbusTargets.cmake")
 check_required_components(nimbus)
--- a/app/nimbus-src/cmake/nimbus.pc.in
+++ b/app/nimbus-src/cmake/nimbus.pc.in
@@ -1,3 +1,3 @@
-prefix=@CMAKE_INSTALL_PREFIX@
+prefix=${pcfiledir}/..
 exec_prefix=${prefix}
 libdir=${prefix}/@CMAKE_INSTALL_LIBDIR@
TG_PATCH
cd /app/nimbus-src
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/nimbus-pipe" < examples/input.txt | diff - examples/expected.txt
grep -F 'INTERFACE_INCLUDE_DIRECTORIES "${_IMPORT_PREFIX}/include"' "$pre/lib/cmake/nimbus/nimbusTargets.cmake"
mv "$pre" "$pre-moved"
cmake -S examples/consumer -B "$b-moved" -DCMAKE_PREFIX_PATH="$pre-moved" > /dev/null
cmake --build "$b-moved" > /dev/null
"$b-moved/consumer"
mv "$pre-moved" "$pre"
gcc examples/consumer/main.c $(PKG_CONFIG_PATH="$pre/lib/pkgconfig" pkg-config --cflags --libs nimbus) -o "$b/pc-consumer"
LD_LIBRARY_PATH="$pre/lib" "$b/pc-consumer"
ctest --test-dir "$b" --no-tests=error --output-on-failure
cmake -S . -B "$b-static" -DBUILD_SHARED_LIBS=OFF -DCMAKE_INSTALL_PREFIX="$pre-static" > /dev/null
cmake --build "$b-static" -j2 > /dev/null
cmake --install "$b-static" > /dev/null
test -f "$pre-static/lib/libnimbus.a"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
