#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/quill-sdk/CMakeLists.txt
+++ b/app/quill-sdk/CMakeLists.txt
@@ -4,4 +4,6 @@
 include(GNUInstallDirs)
 include(CMakePackageConfigHelpers)
+option(BUILD_SHARED_LIBS "Build quill as a shared library" ON)
+
 # ---- generated sources --------------------------------------------------------------------
 configure_file(cmake/version.h.in ${CMAKE_CURRENT_BINARY_DIR}/include/quill/version.h @ONLY)
@@ -31,5 +33,5 @@
     ${CMAKE_CURRENT_BINARY_DIR}/trim_table.c)

-add_library(quill SHARED ${QUILL_SOURCES})
+add_library(quill ${QUILL_SOURCES})
 target_include_directories(quill PUBLIC
     $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
@@ -42,4 +44,5 @@
 add_executable(quillctl tools/quillctl.c)
 target_link_libraries(quillctl PRIVATE quill)
+set_target_properties(quillctl PROPERTIES BUILD_RPATH "${CMAKE_CURRENT_BINARY_DIR}")

 # ---- tests --------------------------------------------------------------------------------
@@ -59,5 +62,5 @@
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/quill-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/quill/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/quill)
-install(EXPORT quillTargets DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/quill)
+install(EXPORT quillTargets NAMESPACE quill:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/quill)
 configure_package_config_file(cmake/quillConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/quillConfig.cmake
     INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/quill)
TG_PATCH
cd /app/quill-sdk
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/quillctl" < examples/input.txt | diff - examples/expected.txt
readelf -d "$pre/bin/quillctl" | grep -E "R(UN)?PATH.*ORIGIN"
grep -F 'add_library(quill::quill ' "$pre/lib/cmake/quill/quillTargets.cmake"
cmake -S . -B "$b-static" -DBUILD_SHARED_LIBS=OFF -DCMAKE_INSTALL_PREFIX="$pre-static" > /dev/null
cmake --build "$b-static" -j2 > /dev/null
cmake --install "$b-static" > /dev/null
test -f "$pre-static/lib/libquill.a"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
