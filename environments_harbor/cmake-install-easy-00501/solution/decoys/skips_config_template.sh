#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/vexel/CMakeLists.txt
+++ b/app/vexel/CMakeLists.txt
@@ -61,5 +61,5 @@
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/vexel-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/vexel/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/vexel)
-install(EXPORT vexelTargets DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/vexel)
+install(EXPORT vexelTargets NAMESPACE vexel:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/vexel)
 configure_package_config_file(cmake/vexelConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/vexelConfig.cmake
     INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/vexel)
TG_PATCH
cd /app/vexel
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/vexel-pipe" < examples/input.txt | diff - examples/expected.txt
mv "$pre" "$pre-moved"
cmake -S examples/consumer -B "$b-moved" -DCMAKE_PREFIX_PATH="$pre-moved" > /dev/null
cmake --build "$b-moved" > /dev/null
"$b-moved/consumer"
mv "$pre-moved" "$pre"
grep -F 'add_library(vexel::vexel ' "$pre/lib/cmake/vexel/vexelTargets.cmake"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
