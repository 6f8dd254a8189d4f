#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/rivet-src/CMakeLists.txt
+++ b/app/rivet-src/CMakeLists.txt
@@ -59,8 +59,8 @@
     LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
     ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
-install(DIRECTORY include/rivet DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/rivet)
+install(DIRECTORY include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/rivet-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/rivet/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/rivet)
-install(EXPORT rivetTargets DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/rivet)
+install(EXPORT rivetTargets NAMESPACE rivet:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/rivet)
 configure_package_config_file(cmake/rivetConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/rivetConfig.cmake
     INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/rivet)
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
