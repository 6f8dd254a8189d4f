#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/plinth/CMakeLists.txt
+++ b/app/plinth/CMakeLists.txt
@@ -34,11 +34,13 @@

 add_library(plinth ${PLINTH_SOURCES})
-target_include_directories(plinth PRIVATE include ${CMAKE_CURRENT_BINARY_DIR}/include)
+target_include_directories(plinth PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}/include ${CMAKE_CURRENT_BINARY_DIR}/include)
 target_link_libraries(plinth PUBLIC plinth_units)
+target_link_libraries(plinth PRIVATE m)
 target_compile_definitions(plinth PRIVATE BIAS_K=166 QUADRATIC_M=47694)
+set_target_properties(plinth PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

 add_executable(plinthctl tools/plinthctl.c)
 target_link_libraries(plinthctl PRIVATE plinth)
-set_target_properties(plinthctl PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")
+set_target_properties(plinthctl PROPERTIES INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR}")

 # ---- tests --------------------------------------------------------------------------------
@@ -53,16 +55,19 @@
 install(TARGETS plinth plinth_units plinthctl EXPORT plinthTargets
     RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
-    LIBRARY DESTINATION lib
-    ARCHIVE DESTINATION lib)
+    LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
+    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
 install(DIRECTORY include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/plinth-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/plinth/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/plinth)
-install(EXPORT plinthTargets DESTINATION lib/cmake/plinth)
+install(EXPORT plinthTargets NAMESPACE plinth:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/plinth)
 configure_package_config_file(cmake/plinthConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/plinthConfig.cmake
-    INSTALL_DESTINATION lib/cmake/plinth)
+    INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/plinth)
+write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/plinthConfigVersion.cmake
+    COMPATIBILITY SameMajorVersion)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/plinthConfig.cmake
-    DESTINATION lib/cmake/plinth)
+    ${CMAKE_CURRENT_BINARY_DIR}/plinthConfigVersion.cmake
+    DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/plinth)

 file(RELATIVE_PATH PLINTH_PC_UP "${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig" "${CMAKE_INSTALL_PREFIX}")
 configure_file(cmake/plinth.pc.in ${CMAKE_CURRENT_BINARY_DIR}/plinth.pc @ONLY)
-install(FILES ${CMAKE_CURRENT_BINARY_DIR}/plinth.pc DESTINATION lib/pkgconfig)
+install(FILES ${CMAKE_CURRENT_BINARY_DIR}/plinth.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
--- a/app/plinth/cmake/plinth.pc.in
+++ b/app/plinth/cmake/plinth.pc.in
@@ -1,5 +1,5 @@
 prefix=${pcfiledir}/@PLINTH_PC_UP@
 exec_prefix=${prefix}
-libdir=${prefix}/lib
+libdir=${prefix}/@CMAKE_INSTALL_LIBDIR@
 includedir=${prefix}/@CMAKE_INSTALL_INCLUDEDIR@

TG_PATCH
cd /app/plinth
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/plinthctl" < examples/input.txt | diff - examples/expected.txt
readelf -d "$b/libplinth.so" | grep "NEEDED.*libm"
grep -F 'INTERFACE_INCLUDE_DIRECTORIES "${_IMPORT_PREFIX}/include"' "$pre/lib/cmake/plinth/plinthTargets.cmake"
grep -F 'add_library(plinth::plinth ' "$pre/lib/cmake/plinth/plinthTargets.cmake"
cmake -S . -B "$b-64" -DCMAKE_INSTALL_LIBDIR=lib64 -DCMAKE_INSTALL_PREFIX="$pre-64" > /dev/null
cmake --build "$b-64" -j2 > /dev/null
cmake --install "$b-64" > /dev/null
test -f "$pre-64/lib64/libplinth.so" && test -f "$pre-64/lib64/pkgconfig/plinth.pc"
"$pre-64/bin/plinthctl" --version
test -f "$pre/lib/cmake/plinth/plinthConfigVersion.cmake"
readelf -d "$pre/lib/libplinth.so.5.13.6" | grep "SONAME.*libplinth.so.5"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
