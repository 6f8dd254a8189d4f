#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/vexel/CMakeLists.txt
+++ b/app/vexel/CMakeLists.txt
@@ -40,8 +40,9 @@
 target_link_libraries(vexel PUBLIC vexel_units)
 target_compile_definitions(vexel PRIVATE POLY_B=-12 STEPS_CAP=2000)
+set_target_properties(vexel PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

 add_executable(vexelcalc tools/vexelcalc.c)
 target_link_libraries(vexelcalc PRIVATE vexel)
-set_target_properties(vexelcalc PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")
+set_target_properties(vexelcalc PROPERTIES INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR}")

 # ---- tests --------------------------------------------------------------------------------
@@ -56,18 +57,19 @@
 install(TARGETS vexel vexel_units vexelcalc EXPORT vexelTargets
     RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
-    LIBRARY DESTINATION lib
-    ARCHIVE DESTINATION lib)
+    LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
+    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
 install(DIRECTORY include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/vexel-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/vexel/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/vexel)
+install(EXPORT vexelTargets NAMESPACE vexel:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/vexel)
 configure_package_config_file(cmake/vexelConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/vexelConfig.cmake
-    INSTALL_DESTINATION lib/cmake/vexel)
+    INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/vexel)
 write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/vexelConfigVersion.cmake
     COMPATIBILITY SameMajorVersion)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/vexelConfig.cmake
     ${CMAKE_CURRENT_BINARY_DIR}/vexelConfigVersion.cmake
-    DESTINATION lib/cmake/vexel)
+    DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/vexel)

 file(RELATIVE_PATH VEXEL_PC_UP "${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig" "${CMAKE_INSTALL_PREFIX}")
 configure_file(cmake/vexel.pc.in ${CMAKE_CURRENT_BINARY_DIR}/vexel.pc @ONLY)
-install(FILES ${CMAKE_CURRENT_BINARY_DIR}/vexel.pc DESTINATION lib/pkgconfig)
+install(FILES ${CMAKE_CURRENT_BINARY_DIR}/vexel.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
--- a/app/vexel/cmake/vexelConfig.cmake.in
+++ b/app/vexel/cmake/vexelConfig.cmake.in
@@ -1,4 +1,4 @@
 @PACKAGE_INIT@

-include("/usr/local/lib/cmake/vexel/vexelTargets.cmake")
+include("@CMAKE_INSTALL_FULL_LIBDIR@/cmake/vexel/vexelTargets.cmake")
 check_required_components(vexel)
--- a/app/vexel/cmake/vexel.pc.in
+++ b/app/vexel/cmake/vexel.pc.in
@@ -1,5 +1,5 @@
 prefix=${pcfiledir}/@VEXEL_PC_UP@
 exec_prefix=${prefix}
-libdir=${prefix}/lib
+libdir=${prefix}/@CMAKE_INSTALL_LIBDIR@
 includedir=${prefix}/@CMAKE_INSTALL_INCLUDEDIR@

TG_PATCH
cd /app/vexel
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/vexelcalc" < examples/input.txt | diff - examples/expected.txt
mv "$pre" "$pre-moved"
cmake -S examples/consumer -B "$b-moved" -DCMAKE_PREFIX_PATH="$pre-moved" > /dev/null
cmake --build "$b-moved" > /dev/null
"$b-moved/consumer"
mv "$pre-moved" "$pre"
cmake -S examples/consumer -B "$b-consumer" -DCMAKE_PREFIX_PATH="$pre" > /dev/null
cmake --build "$b-consumer" > /dev/null
"$b-consumer/consumer"
cmake -S . -B "$b-64" -DCMAKE_INSTALL_LIBDIR=lib64 -DCMAKE_INSTALL_PREFIX="$pre-64" > /dev/null
cmake --build "$b-64" -j2 > /dev/null
cmake --install "$b-64" > /dev/null
test -f "$pre-64/lib64/libvexel.so" && test -f "$pre-64/lib64/pkgconfig/vexel.pc"
"$pre-64/bin/vexelcalc" --version
readelf -d "$pre/lib/libvexel.so.5.14.6" | grep "SONAME.*libvexel.so.5"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
