#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/unison-src/CMakeLists.txt
+++ b/app/unison-src/CMakeLists.txt
@@ -4,4 +4,6 @@
 include(GNUInstallDirs)
 include(CMakePackageConfigHelpers)
+option(BUILD_SHARED_LIBS "Build unison as a shared library" ON)
+
 # ---- generated sources --------------------------------------------------------------------
 configure_file(cmake/version.h.in ${CMAKE_CURRENT_BINARY_DIR}/include/unison/version.h @ONLY)
@@ -11,5 +13,5 @@
         -DOUT=${CMAKE_CURRENT_BINARY_DIR}/offsets_table.c -DPREFIX=unison
         -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
-    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
+    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake ${CMAKE_CURRENT_SOURCE_DIR}/data/offsets.csv
     COMMENT "Generating the offsets table")

@@ -31,5 +33,5 @@
     ${CMAKE_CURRENT_BINARY_DIR}/offsets_table.c)

-add_library(unison SHARED ${UNISON_SOURCES})
+add_library(unison ${UNISON_SOURCES})
 target_include_directories(unison PUBLIC
     $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
@@ -37,4 +39,5 @@
     $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
 target_link_libraries(unison PUBLIC unison_units)
+target_link_libraries(unison PRIVATE m)
 target_compile_definitions(unison PRIVATE BOUND_HI=28192 XORKEY_K=45730)
 set_target_properties(unison PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})
@@ -68,4 +71,5 @@
     DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/unison)

+file(RELATIVE_PATH UNISON_PC_UP "${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig" "${CMAKE_INSTALL_PREFIX}")
 configure_file(cmake/unison.pc.in ${CMAKE_CURRENT_BINARY_DIR}/unison.pc @ONLY)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/unison.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
--- a/app/unison-src/cmake/unisonConfig.cmake.in
+++ b/app/unison-src/cmake/unisonConfig.cmake.in
@@ -1,4 +1,4 @@
 @PACKAGE_INIT@

-include("/usr/local/lib/cmake/unison/unisonTargets.cmake")
+include("${CMAKE_CURRENT_LIST_DIR}/unisonTargets.cmake")
 check_required_components(unison)
--- a/app/unison-src/cmake/unison.pc.in
+++ b/app/unison-src/cmake/unison.pc.in
@@ -1,3 +1,3 @@
-prefix=@CMAKE_INSTALL_PREFIX@
+prefix=${pcfiledir}/@UNISON_PC_UP@
 exec_prefix=${prefix}
 libdir=${prefix}/@CMAKE_INSTALL_LIBDIR@
TG_PATCH
cd /app/unison-src
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/unison-cli" < examples/input.txt | diff - examples/expected.txt
readelf -d "$b/libunison.so" | grep "NEEDED.*libm"
readelf -d "$pre/bin/unison-cli" | grep -E "R(UN)?PATH.*ORIGIN"
mv "$pre" "$pre-moved"
cmake -S examples/consumer -B "$b-moved" -DCMAKE_PREFIX_PATH="$pre-moved" > /dev/null
cmake --build "$b-moved" > /dev/null
"$b-moved/consumer"
mv "$pre-moved" "$pre"
sleep 1
touch data/offsets.csv
cmake --build "$b" | grep -i generating
cmake -S . -B "$b-static" -DBUILD_SHARED_LIBS=OFF -DCMAKE_INSTALL_PREFIX="$pre-static" > /dev/null
cmake --build "$b-static" -j2 > /dev/null
cmake --install "$b-static" > /dev/null
test -f "$pre-static/lib/libunison.a"
gcc examples/consumer/main.c $(PKG_CONFIG_PATH="$pre/lib/pkgconfig" pkg-config --cflags --libs unison) -o "$b/pc-consumer"
LD_LIBRARY_PATH="$pre/lib" "$b/pc-consumer"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
