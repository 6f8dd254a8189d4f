#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/qmath-sdk/CMakeLists.txt
+++ b/app/qmath-sdk/CMakeLists.txt
@@ -4,6 +4,8 @@
 include(GNUInstallDirs)
 include(CMakePackageConfigHelpers)
+option(BUILD_SHARED_LIBS "Build qmath as a shared library" ON)
+
 # ---- generated sources --------------------------------------------------------------------
-configure_file(cmake/version.h.in ${CMAKE_CURRENT_SOURCE_DIR}/include/qmath/version.h @ONLY)
+configure_file(cmake/version.h.in ${CMAKE_CURRENT_BINARY_DIR}/include/qmath/version.h @ONLY)
 add_custom_command(
     OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/trim_table.c
@@ -11,5 +13,5 @@
         -DOUT=${CMAKE_CURRENT_BINARY_DIR}/trim_table.c -DPREFIX=qmath
         -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
-    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
+    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake ${CMAKE_CURRENT_SOURCE_DIR}/data/trim.csv
     COMMENT "Generating the trim table")

@@ -31,14 +33,16 @@
     ${CMAKE_CURRENT_BINARY_DIR}/trim_table.c)

-add_library(qmath SHARED ${QMATH_SOURCES})
+add_library(qmath STATIC ${QMATH_SOURCES})
 target_include_directories(qmath PUBLIC
     $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
     $<BUILD_INTERFACE:${CMAKE_CURRENT_BINARY_DIR}/include>
     $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
-target_link_libraries(qmath PRIVATE qmath_units)
+target_link_libraries(qmath PUBLIC qmath_units)
 target_compile_definitions(qmath PRIVATE POLY_B=20 POLY_C=-96)
+set_target_properties(qmath PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

 add_executable(qmath-cli tools/qmath-cli.c)
 target_link_libraries(qmath-cli PRIVATE qmath)
+set_target_properties(qmath-cli PROPERTIES INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR}")

 # ---- tests --------------------------------------------------------------------------------
TG_PATCH
cd /app/qmath-sdk
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/qmath-cli" < examples/input.txt | diff - examples/expected.txt
readelf -d "$pre/bin/qmath-cli" | grep -E "R(UN)?PATH.*ORIGIN"
test -f "$b/include/qmath/version.h"
test ! -e include/qmath/version.h
grep 'INTERFACE_LINK_LIBRARIES.*qmath::qmath_units' "$pre/lib/cmake/qmath/qmathTargets.cmake"
cmake -S . -B "$b-static" -DBUILD_SHARED_LIBS=OFF -DCMAKE_INSTALL_PREFIX="$pre-static" > /dev/null
cmake --build "$b-static" -j2 > /dev/null
cmake --install "$b-static" > /dev/null
test -f "$pre-static/lib/libqmath.a"
readelf -d "$pre/lib/libqmath.so.7.11.6" | grep "SONAME.*libqmath.so.7"
sleep 1
touch data/trim.csv
cmake --build "$b" | grep -i generating
rm -rf "$b" "$pre" "$b"-* "$pre"-*
