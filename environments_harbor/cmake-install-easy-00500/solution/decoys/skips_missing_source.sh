#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/mosaic/CMakeLists.txt
+++ b/app/mosaic/CMakeLists.txt
@@ -58,5 +58,5 @@
     LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
     ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
-install(DIRECTORY include/mosaic DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/mosaic)
+install(DIRECTORY include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/mosaic-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/mosaic/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/mosaic)
TG_PATCH
cd /app/mosaic
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/mosaicrun" < examples/input.txt | diff - examples/expected.txt
nm -D --defined-only "$b/libmosaic.so" | grep -w mosaic_divisor
test -f "$pre/include/mosaic/mosaic.h" && test -f "$pre/include/mosaic/version.h"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
