#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/quill/CMakeLists.txt
+++ b/app/quill/CMakeLists.txt
@@ -38,5 +38,5 @@
     $<BUILD_INTERFACE:${CMAKE_CURRENT_BINARY_DIR}/include>
     $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
-target_link_libraries(quill PRIVATE quill_units)
+target_link_libraries(quill PUBLIC quill_units)
 target_link_libraries(quill PRIVATE m)
 target_compile_definitions(quill PRIVATE SPLIT_D=5 STEPS_CAP=2000)
@@ -63,8 +63,11 @@
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/quill-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/quill/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/quill)
-install(EXPORT quillTargets DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/quill)
+install(EXPORT quillTargets NAMESPACE quill:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/quill)
 configure_package_config_file(cmake/quillConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/quillConfig.cmake
     INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/quill)
+write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/quillConfigVersion.cmake
+    COMPATIBILITY AnyNewerVersion)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/quillConfig.cmake
+    ${CMAKE_CURRENT_BINARY_DIR}/quillConfigVersion.cmake
     DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/quill)

TG_PATCH
cd /app/quill
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/quillcalc" < examples/input.txt | diff - examples/expected.txt
grep -F 'add_library(quill::quill ' "$pre/lib/cmake/quill/quillTargets.cmake"
grep 'INTERFACE_LINK_LIBRARIES.*quill::quill_units' "$pre/lib/cmake/quill/quillTargets.cmake"
test -f "$pre/lib/cmake/quill/quillConfigVersion.cmake"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
