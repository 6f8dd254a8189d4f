#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/nimbus-src/CMakeLists.txt
+++ b/app/nimbus-src/CMakeLists.txt
@@ -4,6 +4,8 @@
 include(GNUInstallDirs)
 include(CMakePackageConfigHelpers)
+option(BUILD_SHARED_LIBS "Build nimbus as a shared library" ON)
+
 # ---- generated sources --------------------------------------------------------------------
-configure_file(cmake/version.h.in ${CMAKE_CURRENT_SOURCE_DIR}/include/nimbus/version.h @ONLY)
+configure_file(cmake/version.h.in ${CMAKE_CURRENT_BINARY_DIR}/include/nimbus/version.h @ONLY)
 add_custom_command(
     OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/bias_table.c
@@ -31,11 +33,12 @@
     ${CMAKE_CURRENT_BINARY_DIR}/bias_table.c)

-add_library(nimbus SHARED ${NIMBUS_SOURCES})
+add_library(nimbus ${NIMBUS_SOURCES})
 target_include_directories(nimbus PUBLIC
     $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
     $<BUILD_INTERFACE:${CMAKE_CURRENT_BINARY_DIR}/include>
     $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
-target_link_libraries(nimbus PRIVATE nimbus_units)
+target_link_libraries(nimbus PUBLIC nimbus_units)
 target_compile_definitions(nimbus PRIVATE MIX_K=44112 OFFSET_K=-421)
+set_target_properties(nimbus PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

 add_executable(nimbusctl tools/nimbusctl.c)
@@ -62,5 +65,8 @@
 configure_package_config_file(cmake/nimbusConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/nimbusConfig.cmake
     INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/nimbus)
+write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/nimbusConfigVersion.cmake
+    COMPATIBILITY ExactVersion)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/nimbusConfig.cmake
+    ${CMAKE_CURRENT_BINARY_DIR}/nimbusConfigVersion.cmake
     DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/nimbus)

TG_PATCH
cd /app/nimbus-src
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/nimbusctl" < examples/input.txt | diff - examples/expected.txt
grep 'INTERFACE_LINK_LIBRARIES.*nimbus::nimbus_units' "$pre/lib/cmake/nimbus/nimbusTargets.cmake"
test -f "$b/include/nimbus/version.h"
test ! -e include/nimbus/version.h
test -f "$pre/lib/cmake/nimbus/nimbusConfigVersion.cmake"
readelf -d "$pre/lib/libnimbus.so.2.7.6" | grep "SONAME.*libnimbus.so.2"
cmake -S . -B "$b-static" -DBUILD_SHARED_LIBS=OFF -DCMAKE_INSTALL_PREFIX="$pre-static" > /dev/null
cmake --build "$b-static" -j2 > /dev/null
cmake --install "$b-static" > /dev/null
test -f "$pre-static/lib/libnimbus.a"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
