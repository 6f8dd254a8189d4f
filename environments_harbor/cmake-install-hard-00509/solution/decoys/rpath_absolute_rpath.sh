#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/tallylib/CMakeLists.txt
+++ b/app/tallylib/CMakeLists.txt
@@ -40,8 +40,10 @@
 target_link_libraries(tallylib PUBLIC tallylib_units)
 target_link_libraries(tallylib PRIVATE m)
-target_compile_definitions(tallylib PRIVATE "$<$<CONFIG:Release>:BOUND_HI=28570>")
+target_compile_definitions(tallylib PRIVATE BOUND_HI=28570)
+set_target_properties(tallylib PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

 add_executable(tallylibrun tools/tallylibrun.c)
 target_link_libraries(tallylibrun PRIVATE tallylib)
+set_target_properties(tallylibrun PROPERTIES INSTALL_RPATH "${CMAKE_INSTALL_FULL_LIBDIR}")

 # ---- tests --------------------------------------------------------------------------------
@@ -56,17 +58,19 @@
 install(TARGETS tallylib tallylib_units tallylibrun EXPORT tallylibTargets
     RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
-    LIBRARY DESTINATION lib
-    ARCHIVE DESTINATION lib)
+    LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
+    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
 install(DIRECTORY include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/tallylib-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/tallylib/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/tallylib)
+install(EXPORT tallylibTargets NAMESPACE tallylib:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/tallylib)
 configure_package_config_file(cmake/tallylibConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/tallylibConfig.cmake
-    INSTALL_DESTINATION lib/cmake/tallylib)
+    INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/tallylib)
 write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/tallylibConfigVersion.cmake
     COMPATIBILITY SameMajorVersion)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/tallylibConfig.cmake
     ${CMAKE_CURRENT_BINARY_DIR}/tallylibConfigVersion.cmake
-    DESTINATION lib/cmake/tallylib)
+    DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/tallylib)

+file(RELATIVE_PATH TALLYLIB_PC_UP "${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig" "${CMAKE_INSTALL_PREFIX}")
 configure_file(cmake/tallylib.pc.in ${CMAKE_CURRENT_BINARY_DIR}/tallylib.pc @ONLY)
-install(FILES ${CMAKE_CURRENT_BINARY_DIR}/tallylib.pc DESTINATION lib/pkgconfig)
+install(FILES ${CMAKE_CURRENT_BINARY_DIR}/tallylib.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
--- a/app/tallylib/cmake/tallylib.pc.in
+++ b/app/tallylib/cmake/tallylib.pc.in
@@ -1,5 +1,5 @@
-prefix=@CMAKE_INSTALL_PREFIX@
+prefix=${pcfiledir}/@TALLYLIB_PC_UP@
 exec_prefix=${prefix}
-libdir=${prefix}/lib
+libdir=${prefix}/@CMAKE_INSTALL_LIBDIR@
 includedir=${prefix}/@CMAKE_INSTALL_INCLUDEDIR@

TG_PATCH
cd /app/tallylib
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/tallylibrun" < examples/input.txt | diff - examples/expected.txt
cmake -S examples/consumer -B "$b-consumer" -DCMAKE_PREFIX_PATH="$pre" > /dev/null
cmake --build "$b-consumer" > /dev/null
"$b-consumer/consumer"
readelf -d "$pre/bin/tallylibrun" | grep -E "R(UN)?PATH.*ORIGIN"
cmake -S . -B "$b-rwdi" -DCMAKE_BUILD_TYPE=RelWithDebInfo > /dev/null
cmake --build "$b-rwdi" -j2 > /dev/null
"$b-rwdi/tallylibrun" < examples/input.txt | cmp - examples/expected.txt
gcc examples/consumer/main.c $(PKG_CONFIG_PATH="$pre/lib/pkgconfig" pkg-config --cflags --libs tallylib) -o "$b/pc-consumer"
LD_LIBRARY_PATH="$pre/lib" "$b/pc-consumer"
cmake -S . -B "$b-64" -DCMAKE_INSTALL_LIBDIR=lib64 -DCMAKE_INSTALL_PREFIX="$pre-64" > /dev/null
cmake --build "$b-64" -j2 > /dev/null
cmake --install "$b-64" > /dev/null
test -f "$pre-64/lib64/libtallylib.so" && test -f "$pre-64/lib64/pkgconfig/tallylib.pc"
"$pre-64/bin/tallylibrun" --version
readelf -d "$pre/lib/libtallylib.so.6.1.1" | grep "SONAME.*libtallylib.so.6"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
