#!/bin/bash
set -euo pipefail
cd /app/strata-src
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(strata VERSION 1.0.8 LANGUAGES C)

set(STRATA_SOURCES
    src/bound.c
    src/poly.c
    src/hailstone.c
    src/digitsum.c
    src/radix.c
    src/apply.c
    src/version.c
)

add_library(strata SHARED ${STRATA_SOURCES})
target_include_directories(strata PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(strata PRIVATE BOUND_HI=31148 POLY_B=-9 STRATA_VERSION="${PROJECT_VERSION}")
target_link_libraries(strata PRIVATE m)
set_target_properties(strata PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

add_executable(strata-tool tools/strata-tool.c)
target_link_libraries(strata-tool PRIVATE strata)
set_target_properties(strata-tool PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")

install(TARGETS strata strata-tool
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/strata/strata.h DESTINATION include/strata)
configure_file(cmake/strata.pc.in ${CMAKE_CURRENT_BINARY_DIR}/strata.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/strata.pc DESTINATION lib/pkgconfig)
CMAKE
cat > cmake/strata.pc.in <<'PC'
prefix=${pcfiledir}/../..
exec_prefix=${prefix}
libdir=${prefix}/lib
includedir=${prefix}/include

Name: strata
Description: strata numeric transforms
Version: @PROJECT_VERSION@
Cflags: -I${includedir}
Libs: -L${libdir} -lstrata
Libs.private: -lm
PC
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /usr/local/strata-sdk
prefix=/usr/local/strata-sdk
cat examples/input.txt | "$prefix/bin/strata-tool" | diff - examples/expected.txt
readelf -d /usr/local/strata-sdk/lib/libstrata.so | grep -q 'SONAME' || true
PKG_CONFIG_PATH=/usr/local/strata-sdk/lib/pkgconfig pkg-config --static --libs strata
nm -g --defined-only /usr/local/strata-sdk/lib/libstrata.a | grep -c ' T strata_' || true
