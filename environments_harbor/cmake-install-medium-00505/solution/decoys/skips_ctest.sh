#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/lumen/CMakeLists.txt
+++ b/app/lumen/CMakeLists.txt
@@ -26,4 +26,5 @@
     src/poly.c
     src/crossfoot.c
+    src/radix.c
     src/mix.c
     src/apply.c
@@ -37,5 +38,5 @@
     $<BUILD_INTERFACE:${CMAKE_CURRENT_BINARY_DIR}/include>
     $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
-target_link_libraries(lumen PRIVATE lumen_units)
+target_link_libraries(lumen PUBLIC lumen_units)
 target_link_libraries(lumen PRIVATE m)
 target_compile_definitions(lumen PRIVATE POLY_B=-13 POLY_C=49)
@@ -70,4 +71,5 @@
     DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/lumen)

+file(RELATIVE_PATH LUMEN_PC_UP "${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig" "${CMAKE_INSTALL_PREFIX}")
 configure_file(cmake/lumen.pc.in ${CMAKE_CURRENT_BINARY_DIR}/lumen.pc @ONLY)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/lumen.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
--- a/app/lumen/cmake/lumen.pc.in
+++ b/app/lumen/cmake/lumen.pc.in
@@ -1,3 +1,3 @@
-prefix=@CMAKE_INSTALL_PREFIX@
+prefix=${pcfiledir}/@LUMEN_PC_UP@
 exec_prefix=${prefix}
 libdir=${prefix}/@CMAKE_INSTALL_LIBDIR@
TG_PATCH
cd /app/lumen
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/lumen-tool" < examples/input.txt | diff - examples/expected.txt
nm -D --defined-only "$b/liblumen.so" | grep -w lumen_radix
grep 'INTERFACE_LINK_LIBRARIES.*lumen::lumen_units' "$pre/lib/cmake/lumen/lumenTargets.cmake"
ctest --test-dir "$b" --no-tests=error --output-on-failure
gcc examples/consumer/main.c $(PKG_CONFIG_PATH="$pre/lib/pkgconfig" pkg-config --cflags --libs lumen) -o "$b/pc-consumer"
LD_LIBRARY_PATH="$pre/lib" "$b/pc-consumer"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
