#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/kappa/CMakeLists.txt
+++ b/app/kappa/CMakeLists.txt
@@ -26,4 +26,5 @@
     src/root.c
     src/collatz.c
+    src/curve.c
     src/boost.c
     src/apply.c
@@ -40,4 +41,5 @@
 target_link_libraries(kappa PRIVATE m)
 target_compile_definitions(kappa PRIVATE BOOST_K=55 CURVE_C=-41)
+set_target_properties(kappa PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

 add_executable(kapparun tools/kapparun.c)
@@ -61,5 +63,5 @@
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/kappa-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/kappa/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/kappa)
-install(EXPORT kappaTargets DESTINATION lib/cmake/kappa)
+install(EXPORT kappaTargets NAMESPACE kappa:: DESTINATION lib/cmake/kappa)
 configure_package_config_file(cmake/kappaConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/kappaConfig.cmake
     INSTALL_DESTINATION lib/cmake/kappa)
TG_PATCH
cd /app/kappa
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/kapparun" < examples/input.txt | diff - examples/expected.txt
grep -F 'add_library(kappa::kappa ' "$pre/lib/cmake/kappa/kappaTargets.cmake"
nm -D --defined-only "$b/libkappa.so" | grep -w kappa_curve
cmake -S . -B "$b-64" -DCMAKE_INSTALL_LIBDIR=lib64 -DCMAKE_INSTALL_PREFIX="$pre-64" > /dev/null
cmake --build "$b-64" -j2 > /dev/null
cmake --install "$b-64" > /dev/null
test -f "$pre-64/lib64/libkappa.so" && test -f "$pre-64/lib64/pkgconfig/kappa.pc"
"$pre-64/bin/kapparun" --version
readelf -d "$pre/lib/libkappa.so.7.8.1" | grep "SONAME.*libkappa.so.7"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
