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
@@ -11,5 +13,5 @@
         -DOUT=${CMAKE_CURRENT_BINARY_DIR}/calibration_table.c -DPREFIX=mosaic
         -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
-    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
+    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake ${CMAKE_CURRENT_SOURCE_DIR}/data/calibration.csv
     COMMENT "Generating the calibration table")

@@ -24,4 +26,5 @@
     src/scale.c
     src/downscale.c
+    src/digits.c
     src/quadratic.c
     src/apply.c
@@ -30,5 +33,5 @@
     ${CMAKE_CURRENT_BINARY_DIR}/calibration_table.c)

-add_library(mosaic SHARED ${MOSAIC_SOURCES})
+add_library(mosaic ${MOSAIC_SOURCES})
 target_include_directories(mosaic PRIVATE include ${CMAKE_CURRENT_BINARY_DIR}/include)
 target_link_libraries(mosaic PUBLIC mosaic_units)
@@ -56,8 +59,11 @@
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/mosaic-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/mosaic/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/mosaic)
-install(EXPORT mosaicTargets DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/mosaic)
+install(EXPORT mosaicTargets NAMESPACE mosaic:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/mosaic)
 configure_package_config_file(cmake/mosaicConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/mosaicConfig.cmake
     INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/mosaic)
+write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/mosaicConfigVersion.cmake
+    COMPATIBILITY SameMajorVersion)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/mosaicConfig.cmake
+    ${CMAKE_CURRENT_BINARY_DIR}/mosaicConfigVersion.cmake
     DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/mosaic)

TG_PATCH
cd /app/mosaic-sdk
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/mosaic-tool" < examples/input.txt | diff - examples/expected.txt
grep -F 'add_library(mosaic::mosaic ' "$pre/lib/cmake/mosaic/mosaicTargets.cmake"
nm -D --defined-only "$b/libmosaic.so" | grep -w mosaic_digits
grep -F 'INTERFACE_INCLUDE_DIRECTORIES "${_IMPORT_PREFIX}/include"' "$pre/lib/cmake/mosaic/mosaicTargets.cmake"
sleep 1
touch data/calibration.csv
cmake --build "$b" | grep -i generating
test -f "$pre/lib/cmake/mosaic/mosaicConfigVersion.cmake"
cmake -S . -B "$b-static" -DBUILD_SHARED_LIBS=OFF -DCMAKE_INSTALL_PREFIX="$pre-static" > /dev/null
cmake --build "$b-static" -j2 > /dev/null
cmake --install "$b-static" > /dev/null
test -f "$pre-static/lib/libmosaic.a"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
