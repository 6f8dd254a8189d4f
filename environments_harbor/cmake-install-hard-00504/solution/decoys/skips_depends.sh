#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/strata/CMakeLists.txt
+++ b/app/strata/CMakeLists.txt
@@ -38,5 +38,5 @@
     $<BUILD_INTERFACE:${CMAKE_CURRENT_BINARY_DIR}/include>
     $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
-target_link_libraries(strata PRIVATE strata_units)
+target_link_libraries(strata PUBLIC strata_units)
 target_link_libraries(strata PRIVATE m)
 target_compile_definitions(strata PRIVATE HASH_A=1 HASH_B=-3)
@@ -45,4 +45,5 @@
 add_executable(stratactl tools/stratactl.c)
 target_link_libraries(stratactl PRIVATE strata)
+set_target_properties(stratactl PROPERTIES INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR}")

 # ---- tests --------------------------------------------------------------------------------
@@ -57,16 +58,19 @@
 install(TARGETS strata strata_units stratactl EXPORT strataTargets
     RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
-    LIBRARY DESTINATION lib
-    ARCHIVE DESTINATION lib)
+    LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
+    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
 install(DIRECTORY include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/strata-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/strata/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/strata)
-install(EXPORT strataTargets DESTINATION lib/cmake/strata)
+install(EXPORT strataTargets NAMESPACE strata:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/strata)
 configure_package_config_file(cmake/strataConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/strataConfig.cmake
-    INSTALL_DESTINATION lib/cmake/strata)
+    INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/strata)
+write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/strataConfigVersion.cmake
+    COMPATIBILITY SameMajorVersion)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/strataConfig.cmake
-    DESTINATION lib/cmake/strata)
+    ${CMAKE_CURRENT_BINARY_DIR}/strataConfigVersion.cmake
+    DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/strata)

 file(RELATIVE_PATH STRATA_PC_UP "${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig" "${CMAKE_INSTALL_PREFIX}")
 configure_file(cmake/strata.pc.in ${CMAKE_CURRENT_BINARY_DIR}/strata.pc @ONLY)
-install(FILES ${CMAKE_CURRENT_BINARY_DIR}/strata.pc DESTINATION lib/pkgconfig)
+install(FILES ${CMAKE_CURRENT_BINARY_DIR}/strata.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
--- a/app/strata/cmake/strata.pc.in
+++ b/app/strata/cmake/strata.pc.in
@@ -1,5 +1,5 @@
 prefix=${pcfiledir}/@STRATA_PC_UP@
 exec_prefix=${prefix}
-libdir=${prefix}/lib
+libdir=${prefix}/@CMAKE_INSTALL_LIBDIR@
 includedir=${prefix}/@CMAKE_INSTALL_INCLUDEDIR@

TG_PATCH
cd /app/strata
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/stratactl" < examples/input.txt | diff - examples/expected.txt
readelf -d "$pre/bin/stratactl" | grep -E "R(UN)?PATH.*ORIGIN"
grep 'INTERFACE_LINK_LIBRARIES.*strata::strata_units' "$pre/lib/cmake/strata/strataTargets.cmake"
grep -F 'add_library(strata::strata ' "$pre/lib/cmake/strata/strataTargets.cmake"
cmake -S . -B "$b-64" -DCMAKE_INSTALL_LIBDIR=lib64 -DCMAKE_INSTALL_PREFIX="$pre-64" > /dev/null
cmake --build "$b-64" -j2 > /dev/null
cmake --install "$b-64" > /dev/null
test -f "$pre-64/lib64/libstrata.so" && test -f "$pre-64/lib64/pkgconfig/strata.pc"
"$pre-64/bin/stratactl" --version
test -f "$pre/lib/cmake/strata/strataConfigVersion.cmake"
sleep 1
touch data/trim.csv
cmake --build "$b" | grep -i generating
rm -rf "$b" "$pre" "$b"-* "$pre"-*
