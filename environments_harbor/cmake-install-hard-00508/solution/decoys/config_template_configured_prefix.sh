#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/gritty/CMakeLists.txt
+++ b/app/gritty/CMakeLists.txt
@@ -4,4 +4,6 @@
 include(GNUInstallDirs)
 include(CMakePackageConfigHelpers)
+option(BUILD_SHARED_LIBS "Build gritty as a shared library" ON)
+
 # ---- generated sources --------------------------------------------------------------------
 configure_file(cmake/version.h.in ${CMAKE_CURRENT_BINARY_DIR}/include/gritty/version.h @ONLY)
@@ -11,5 +13,5 @@
         -DOUT=${CMAKE_CURRENT_BINARY_DIR}/offsets_table.c -DPREFIX=gritty
         -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
-    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
+    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake ${CMAKE_CURRENT_SOURCE_DIR}/data/offsets.csv
     COMMENT "Generating the offsets table")

@@ -31,5 +33,5 @@
     ${CMAKE_CURRENT_BINARY_DIR}/offsets_table.c)

-add_library(gritty SHARED ${GRITTY_SOURCES})
+add_library(gritty ${GRITTY_SOURCES})
 target_include_directories(gritty PUBLIC
     $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
@@ -38,10 +40,10 @@
 target_link_libraries(gritty PUBLIC gritty_units)
 target_link_libraries(gritty PRIVATE m)
-target_compile_definitions(gritty PRIVATE "$<$<CONFIG:Release>:POLY_B=20;POLY_M=14327>")
+target_compile_definitions(gritty PRIVATE POLY_B=20 POLY_M=14327)
 set_target_properties(gritty PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

 add_executable(gritty-cli tools/gritty-cli.c)
 target_link_libraries(gritty-cli PRIVATE gritty)
-set_target_properties(gritty-cli PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")
+set_target_properties(gritty-cli PROPERTIES INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR}")

 # ---- tests --------------------------------------------------------------------------------
@@ -56,19 +58,19 @@
 install(TARGETS gritty gritty_units gritty-cli EXPORT grittyTargets
     RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
-    LIBRARY DESTINATION lib
-    ARCHIVE DESTINATION lib)
+    LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
+    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
 install(DIRECTORY include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/gritty-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/gritty/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/gritty)
-install(EXPORT grittyTargets NAMESPACE gritty:: DESTINATION lib/cmake/gritty)
+install(EXPORT grittyTargets NAMESPACE gritty:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/gritty)
 configure_package_config_file(cmake/grittyConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/grittyConfig.cmake
-    INSTALL_DESTINATION lib/cmake/gritty)
+    INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/gritty)
 write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/grittyConfigVersion.cmake
     COMPATIBILITY SameMajorVersion)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/grittyConfig.cmake
     ${CMAKE_CURRENT_BINARY_DIR}/grittyConfigVersion.cmake
-    DESTINATION lib/cmake/gritty)
+    DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/gritty)

 file(RELATIVE_PATH GRITTY_PC_UP "${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig" "${CMAKE_INSTALL_PREFIX}")
 configure_file(cmake/gritty.pc.in ${CMAKE_CURRENT_BINARY_DIR}/gritty.pc @ONLY)
-install(FILES ${CMAKE_CURRENT_BINARY_DIR}/gritty.pc DESTINATION lib/pkgconfig)
+install(FILES ${CMAKE_CURRENT_BINARY_DIR}/gritty.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
--- a/app/gritty/cmake/grittyConfig.cmake.in
+++ b/app/gritty/cmake/grittyConfig.cmake.in
@@ -1,4 +1,4 @@
 @PACKAGE_INIT@

-include("/usr/local/lib/cmake/gritty/grittyTargets.cmake")
+include("@CMAKE_INSTALL_FULL_LIBDIR@/cmake/gritty/grittyTargets.cmake")
 check_required_components(gritty)
--- a/app/gritty/cmake/gritty.pc.in
+++ b/app/gritty/cmake/gritty.pc.in
@@ -1,5 +1,5 @@
 prefix=${pcfiledir}/@GRITTY_PC_UP@
 exec_prefix=${prefix}
-libdir=${prefix}/lib
+libdir=${prefix}/@CMAKE_INSTALL_LIBDIR@
 includedir=${prefix}/@CMAKE_INSTALL_INCLUDEDIR@

TG_PATCH
cd /app/gritty
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/gritty-cli" < examples/input.txt | diff - examples/expected.txt
mv "$pre" "$pre-moved"
cmake -S examples/consumer -B "$b-moved" -DCMAKE_PREFIX_PATH="$pre-moved" > /dev/null
cmake --build "$b-moved" > /dev/null
"$b-moved/consumer"
mv "$pre-moved" "$pre"
cmake -S . -B "$b-rwdi" -DCMAKE_BUILD_TYPE=RelWithDebInfo > /dev/null
cmake --build "$b-rwdi" -j2 > /dev/null
"$b-rwdi/gritty-cli" < examples/input.txt | cmp - examples/expected.txt
cmake -S . -B "$b-64" -DCMAKE_INSTALL_LIBDIR=lib64 -DCMAKE_INSTALL_PREFIX="$pre-64" > /dev/null
cmake --build "$b-64" -j2 > /dev/null
cmake --install "$b-64" > /dev/null
test -f "$pre-64/lib64/libgritty.so" && test -f "$pre-64/lib64/pkgconfig/gritty.pc"
"$pre-64/bin/gritty-cli" --version
cmake -S . -B "$b-static" -DBUILD_SHARED_LIBS=OFF -DCMAKE_INSTALL_PREFIX="$pre-static" > /dev/null
cmake --build "$b-static" -j2 > /dev/null
cmake --install "$b-static" > /dev/null
test -f "$pre-static/lib/libgritty.a"
sleep 1
touch data/offsets.csv
cmake --build "$b" | grep -i generating
rm -rf "$b" "$pre" "$b"-* "$pre"-*
