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
@@ -43,5 +44,5 @@
 add_executable(kapparun tools/kapparun.c)
 target_link_libraries(kapparun PRIVATE kappa)
-set_target_properties(kapparun PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")
+set_target_properties(kapparun PROPERTIES INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR}")

 # ---- tests --------------------------------------------------------------------------------
@@ -56,19 +57,19 @@
 install(TARGETS kappa kappa_units kapparun EXPORT kappaTargets
     RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
-    LIBRARY DESTINATION lib
-    ARCHIVE DESTINATION lib)
+    LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
+    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
 install(DIRECTORY include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/kappa-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/kappa/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/kappa)
-install(EXPORT kappaTargets DESTINATION lib/cmake/kappa)
+install(EXPORT kappaTargets NAMESPACE kappa:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/kappa)
 configure_package_config_file(cmake/kappaConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/kappaConfig.cmake
-    INSTALL_DESTINATION lib/cmake/kappa)
+    INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/kappa)
 write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/kappaConfigVersion.cmake
     COMPATIBILITY SameMajorVersion)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/kappaConfig.cmake
     ${CMAKE_CURRENT_BINARY_DIR}/kappaConfigVersion.cmake
-    DESTINATION lib/cmake/kappa)
+    DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/kappa)

 file(RELATIVE_PATH KAPPA_PC_UP "${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig" "${CMAKE_INSTALL_PREFIX}")
 configure_file(cmake/kappa.pc.in ${CMAKE_CURRENT_BINARY_DIR}/kappa.pc @ONLY)
-install(FILES ${CMAKE_CURRENT_BINARY_DIR}/kappa.pc DESTINATION lib/pkgconfig)
+install(FILES ${CMAKE_CURRENT_BINARY_DIR}/kappa.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
--- a/app/kappa/cmake/kappa.pc.in
+++ b/app/kappa/cmake/kappa.pc.in
@@ -1,5 +1,5 @@
 prefix=${pcfiledir}/@KAPPA_PC_UP@
 exec_prefix=${prefix}
-libdir=${prefix}/lib
+libdir=${prefix}/@CMAKE_INSTALL_LIBDIR@
 includedir=${prefix}/@CMAKE_INSTALL_INCLUDEDIR@

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
