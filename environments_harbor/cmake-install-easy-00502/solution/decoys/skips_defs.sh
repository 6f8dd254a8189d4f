#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/strata-src/CMakeLists.txt
+++ b/app/strata-src/CMakeLists.txt
@@ -44,4 +44,5 @@
 add_executable(stratactl tools/stratactl.c)
 target_link_libraries(stratactl PRIVATE strata)
+set_target_properties(stratactl PROPERTIES INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR}")

 # ---- tests --------------------------------------------------------------------------------
TG_PATCH
cd /app/strata-src
b=/tmp/tg-oracle-build
pre=/tmp/tg-oracle-prefix
rm -rf "$b" "$pre" "$b"-* "$pre"-*
cmake -S . -B "$b" -DCMAKE_INSTALL_PREFIX="$pre" > /dev/null
cmake --build "$b" -j2 > /dev/null
cmake --install "$b" > /dev/null
env -u LD_LIBRARY_PATH "$pre/bin/stratactl" < examples/input.txt | diff - examples/expected.txt
readelf -d "$pre/bin/stratactl" | grep -E "R(UN)?PATH.*ORIGIN"
cmake -S . -B "$b-rwdi" -DCMAKE_BUILD_TYPE=RelWithDebInfo > /dev/null
cmake --build "$b-rwdi" -j2 > /dev/null
"$b-rwdi/stratactl" < examples/input.txt | cmp - examples/expected.txt
rm -rf "$b" "$pre" "$b"-* "$pre"-*
