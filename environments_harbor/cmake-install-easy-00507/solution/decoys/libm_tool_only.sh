#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/tessel/CMakeLists.txt
+++ b/app/tessel/CMakeLists.txt
@@ -43,4 +43,5 @@
 add_executable(tessel-cli tools/tessel-cli.c)
 target_link_libraries(tessel-cli PRIVATE tessel)
+target_link_libraries(tessel-cli PRIVATE m)
 set_target_properties(tessel-cli PROPERTIES INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR}")

@@ -58,5 +59,5 @@
     LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
     ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
-install(DIRECTORY include/tessel DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/tessel)
+install(DIRECTORY include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/tessel-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/tessel/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/tessel)
TG_PATCH
cd /app/tessel
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/tessel-cli" < examples/input.txt | diff - examples/expected.txt
readelf -d "$b/libtessel.so" | grep "NEEDED.*libm"
test -f "$pre/include/tessel/tessel.h" && test -f "$pre/include/tessel/version.h"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
