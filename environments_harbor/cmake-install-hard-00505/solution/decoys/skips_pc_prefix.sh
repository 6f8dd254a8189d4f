#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/rivet/CMakeLists.txt
+++ b/app/rivet/CMakeLists.txt
@@ -13,5 +13,5 @@
         -DOUT=${CMAKE_CURRENT_BINARY_DIR}/weights_table.c -DPREFIX=rivet
         -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
-    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
+    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake ${CMAKE_CURRENT_SOURCE_DIR}/data/weights.csv
     COMMENT "Generating the weights table")

@@ -34,5 +34,8 @@

 add_library(rivet ${RIVET_SOURCES})
-target_include_directories(rivet PRIVATE include ${CMAKE_CURRENT_BINARY_DIR}/include)
+target_include_directories(rivet PUBLIC
+    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
+    $<BUILD_INTERFACE:${CMAKE_CURRENT_BINARY_DIR}/include>
+    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
 target_link_libraries(rivet PUBLIC rivet_units)
 target_compile_definitions(rivet PRIVATE OFFSET_K=-714 ORBIT_CAP=500)
@@ -41,4 +44,5 @@
 add_executable(rivetrun tools/rivetrun.c)
 target_link_libraries(rivetrun PRIVATE rivet)
+set_target_properties(rivetrun PROPERTIES INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR}")

 # ---- tests --------------------------------------------------------------------------------
@@ -58,8 +62,11 @@
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/rivet-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/rivet/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/rivet)
-install(EXPORT rivetTargets DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/rivet)
+install(EXPORT rivetTargets NAMESPACE rivet:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/rivet)
 configure_package_config_file(cmake/rivetConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/rivetConfig.cmake
     INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/rivet)
+write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/rivetConfigVersion.cmake
+    COMPATIBILITY SameMajorVersion)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/rivetConfig.cmake
+    ${CMAKE_CURRENT_BINARY_DIR}/rivetConfigVersion.cmake
     DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/rivet)

TG_PATCH
cd /app/rivet
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/rivetrun" < examples/input.txt | diff - examples/expected.txt
readelf -d "$pre/bin/rivetrun" | grep -E "R(UN)?PATH.*ORIGIN"
grep -F 'INTERFACE_INCLUDE_DIRECTORIES "${_IMPORT_PREFIX}/include"' "$pre/lib/cmake/rivet/rivetTargets.cmake"
grep -F 'add_library(rivet::rivet ' "$pre/lib/cmake/rivet/rivetTargets.cmake"
gcc examples/consumer/main.c $(PKG_CONFIG_PATH="$pre/lib/pkgconfig" pkg-config --cflags --libs rivet) -o "$b/pc-consumer"
LD_LIBRARY_PATH="$pre/lib" "$b/pc-consumer"
test -f "$pre/lib/cmake/rivet/rivetConfigVersion.cmake"
sleep 1
touch data/weights.csv
cmake --build "$b" | grep -i generating
rm -rf "$b" "$pre" "$b"-* "$pre"-*
