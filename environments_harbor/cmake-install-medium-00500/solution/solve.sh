#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/numkit-sdk/CMakeLists.txt
+++ b/app/numkit-sdk/CMakeLists.txt
@@ -13,5 +13,5 @@
         -DOUT=${CMAKE_CURRENT_BINARY_DIR}/weights_table.c -DPREFIX=numkit
         -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
-    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake
+    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cmake/gen_table.cmake ${CMAKE_CURRENT_SOURCE_DIR}/data/weights.csv
     COMMENT "Generating the weights table")

@@ -39,4 +39,5 @@
     $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
 target_link_libraries(numkit PUBLIC numkit_units)
+target_link_libraries(numkit PRIVATE m)
 target_compile_definitions(numkit PRIVATE CURVE_B=-8 CURVE_M=11274)
 set_target_properties(numkit PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})
--- a/app/numkit-sdk/cmake/numkitConfig.cmake.in
+++ b/app/numkit-sdk/cmake/numkitConfig.cmake.in
@@ -1,4 +1,4 @@
 @PACKAGE_INIT@

-include("/usr/local/lib/cmake/numkit/numkitTargets.cmake")
+include("${CMAKE_CURRENT_LIST_DIR}/numkitTargets.cmake")
 check_required_components(numkit)
TG_PATCH
cd /app/numkit-sdk
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/numkit-cli" < examples/input.txt | diff - examples/expected.txt
readelf -d "$b/libnumkit.so" | grep "NEEDED.*libm"
mv "$pre" "$pre-moved"
cmake -S examples/consumer -B "$b-moved" -DCMAKE_PREFIX_PATH="$pre-moved" > /dev/null
cmake --build "$b-moved" > /dev/null
"$b-moved/consumer"
mv "$pre-moved" "$pre"
sleep 1
touch data/weights.csv
cmake --build "$b" | grep -i generating
rm -rf "$b" "$pre" "$b"-* "$pre"-*
