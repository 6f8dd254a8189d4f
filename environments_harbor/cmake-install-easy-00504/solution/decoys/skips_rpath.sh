#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/strata-sdk/CMakeLists.txt
+++ b/app/strata-sdk/CMakeLists.txt
@@ -60,4 +60,5 @@
 install(DIRECTORY units/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/strata-units)
 install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/strata/version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/strata)
+install(EXPORT strataTargets NAMESPACE strata:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/strata)
 configure_package_config_file(cmake/strataConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/strataConfig.cmake
     INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/strata)
TG_PATCH
cd /app/strata-sdk
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/strata-tool" < examples/input.txt | diff - examples/expected.txt
readelf -d "$pre/bin/strata-tool" | grep -E "R(UN)?PATH.*ORIGIN"
cmake -S examples/consumer -B "$b-consumer" -DCMAKE_PREFIX_PATH="$pre" > /dev/null
cmake --build "$b-consumer" > /dev/null
"$b-consumer/consumer"
rm -rf "$b" "$pre" "$b"-* "$pre"-*
