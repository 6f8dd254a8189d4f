#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/rivet-src/CMakeLists.txt
+++ b/app/rivet-src/CMakeLists.txt
@@ -59,5 +59,5 @@
     LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
     ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
-install(DIRECTORY include/rivet DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/rivet)
+install(DIRECTORY include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/rivet-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/rivet/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/rivet)
@@ -71,4 +71,5 @@
     DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/rivet)

+file(RELATIVE_PATH RIVET_PC_UP "${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig" "${CMAKE_INSTALL_PREFIX}")
 configure_file(cmake/rivet.pc.in ${CMAKE_CURRENT_BINARY_DIR}/rivet.pc @ONLY)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/rivet.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
--- a/app/rivet-src/cmake/rivet.pc.in
+++ b/app/rivet-src/cmake/rivet.pc.in
@@ -1,3 +1,3 @@
-prefix=@CMAKE_INSTALL_PREFIX@
+prefix=${pcfiledir}/@RIVET_PC_UP@
 exec_prefix=${prefix}
 libdir=${prefix}/@CMAKE_INSTALL_LIBDIR@
TG_PATCH
cd /app/rivet-src
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/rivet-tool" < examples/input.txt | diff - examples/expected.txt
grep -F 'add_library(rivet::rivet ' "$pre/lib/cmake/rivet/rivetTargets.cmake"
test -f "$pre/include/rivet/rivet.h" && test -f "$pre/include/rivet/version.h"
gcc examples/consumer/main.c $(PKG_CONFIG_PATH="$pre/lib/pkgconfig" pkg-config --cflags --libs rivet) -o "$b/pc-consumer"
LD_LIBRARY_PATH="$pre/lib" "$b/pc-consumer"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
