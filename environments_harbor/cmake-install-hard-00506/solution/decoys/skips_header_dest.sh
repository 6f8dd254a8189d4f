#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/mosaic-sdk/CMakeLists.txt
+++ b/app/mosaic-sdk/CMakeLists.txt
@@ -4,4 +4,6 @@
 include(GNUInstallDirs)
 include(CMakePackageConfigHelpers)
+option(BUILD_SHARED_LIBS "Build mosaic as a shared library" ON)
+
 # ---- generated sources --------------------------------------------------------------------
 configure_file(cmake/version.h.in ${CMAKE_CURRENT_BINARY_DIR}/include/mosaic/version.h @ONLY)
@@ -31,10 +33,10 @@
     ${CMAKE_CURRENT_BINARY_DIR}/bias_table.c)

-add_library(mosaic SHARED ${MOSAIC_SOURCES})
+add_library(mosaic ${MOSAIC_SOURCES})
 target_include_directories(mosaic PUBLIC
     $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
     $<BUILD_INTERFACE:${CMAKE_CURRENT_BINARY_DIR}/include>
     $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
-target_link_libraries(mosaic PRIVATE mosaic_units)
+target_link_libraries(mosaic PUBLIC mosaic_units)
 target_link_libraries(mosaic PRIVATE m)
 target_compile_definitions(mosaic PRIVATE CURVE_C=4 CURVE_M=21722)
@@ -43,5 +45,5 @@
 add_executable(mosaiccalc tools/mosaiccalc.c)
 target_link_libraries(mosaiccalc PRIVATE mosaic)
-set_target_properties(mosaiccalc PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")
+set_target_properties(mosaiccalc PROPERTIES INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR}")

 # ---- tests --------------------------------------------------------------------------------
@@ -56,15 +58,19 @@
 install(TARGETS mosaic mosaic_units mosaiccalc EXPORT mosaicTargets
     RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
-    LIBRARY DESTINATION lib
-    ARCHIVE DESTINATION lib)
+    LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
+    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
 install(DIRECTORY include/mosaic DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/mosaic)
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/mosaic-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/mosaic/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/mosaic)
+install(EXPORT mosaicTargets NAMESPACE mosaic:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/mosaic)
 configure_package_config_file(cmake/mosaicConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/mosaicConfig.cmake
-    INSTALL_DESTINATION lib/cmake/mosaic)
+    INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/mosaic)
+write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/mosaicConfigVersion.cmake
+    COMPATIBILITY SameMajorVersion)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/mosaicConfig.cmake
-    DESTINATION lib/cmake/mosaic)
+    ${CMAKE_CURRENT_BINARY_DIR}/mosaicConfigVersion.cmake
+    DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/mosaic)

 file(RELATIVE_PATH MOSAIC_PC_UP "${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig" "${CMAKE_INSTALL_PREFIX}")
 configure_file(cmake/mosaic.pc.in ${CMAKE_CURRENT_BINARY_DIR}/mosaic.pc @ONLY)
-install(FILES ${CMAKE_CURRENT_BINARY_DIR}/mosaic.pc DESTINATION lib/pkgconfig)
+install(FILES ${CMAKE_CURRENT_BINARY_DIR}/mosaic.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
--- a/app/mosaic-sdk/cmake/mosaic.pc.in
+++ b/app/mosaic-sdk/cmake/mosaic.pc.in
@@ -1,5 +1,5 @@
 prefix=${pcfiledir}/@MOSAIC_PC_UP@
 exec_prefix=${prefix}
-libdir=${prefix}/lib
+libdir=${prefix}/@CMAKE_INSTALL_LIBDIR@
 includedir=${prefix}/@CMAKE_INSTALL_INCLUDEDIR@

TG_PATCH
cd /app/mosaic-sdk
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/mosaiccalc" < examples/input.txt | diff - examples/expected.txt
cmake -S examples/consumer -B "$b-consumer" -DCMAKE_PREFIX_PATH="$pre" > /dev/null
cmake --build "$b-consumer" > /dev/null
"$b-consumer/consumer"
test -f "$pre/include/mosaic/mosaic.h" && test -f "$pre/include/mosaic/version.h"
grep 'INTERFACE_LINK_LIBRARIES.*mosaic::mosaic_units' "$pre/lib/cmake/mosaic/mosaicTargets.cmake"
test -f "$pre/lib/cmake/mosaic/mosaicConfigVersion.cmake"
cmake -S . -B "$b-64" -DCMAKE_INSTALL_LIBDIR=lib64 -DCMAKE_INSTALL_PREFIX="$pre-64" > /dev/null
cmake --build "$b-64" -j2 > /dev/null
cmake --install "$b-64" > /dev/null
test -f "$pre-64/lib64/libmosaic.so" && test -f "$pre-64/lib64/pkgconfig/mosaic.pc"
"$pre-64/bin/mosaiccalc" --version
cmake -S . -B "$b-static" -DBUILD_SHARED_LIBS=OFF -DCMAKE_INSTALL_PREFIX="$pre-static" > /dev/null
cmake --build "$b-static" -j2 > /dev/null
cmake --install "$b-static" > /dev/null
test -f "$pre-static/lib/libmosaic.a"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
