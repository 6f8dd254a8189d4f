#!/bin/bash
set -euo pipefail
cd /app/kappa-src
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(kappa VERSION 3.1.0 LANGUAGES C)

set(KAPPA_SOURCES
    src/offset.c
    src/sqrtfloor.c
    src/split.c
    src/mix.c
    src/divisor.c
    src/apply.c
    src/version.c
)

add_library(kappa SHARED ${KAPPA_SOURCES})
add_library(kappa_static STATIC ${KAPPA_SOURCES})
set_target_properties(kappa_static PROPERTIES OUTPUT_NAME kappa)
target_include_directories(kappa PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_link_libraries(kappa PRIVATE m)
target_include_directories(kappa_static PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_link_libraries(kappa_static PRIVATE m)
set_target_properties(kappa PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

add_executable(kappacalc tools/kappacalc.c)
target_link_libraries(kappacalc PRIVATE kappa)
set_target_properties(kappacalc PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")

install(TARGETS kappa kappa_static kappacalc
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/kappa/kappa.h DESTINATION include/kappa)
configure_file(cmake/kappa.pc.in ${CMAKE_CURRENT_BINARY_DIR}/kappa.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/kappa.pc DESTINATION lib/pkgconfig)
CMAKE
cat > cmake/kappa.pc.in <<'PC'
prefix=${pcfiledir}/../..
exec_prefix=${prefix}
libdir=${prefix}/lib
includedir=${prefix}/include

Name: kappa
Description: kappa numeric transforms
Version: @PROJECT_VERSION@
Cflags: -I${includedir}
Libs: -L${libdir} -lkappa
Libs.private: -lm
PC
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/sdk/kappa
prefix=/opt/sdk/kappa
cat examples/input.txt | "$prefix/bin/kappacalc" | diff - examples/expected.txt
readelf -d /opt/sdk/kappa/lib/libkappa.so | grep -q 'SONAME' || true
PKG_CONFIG_PATH=/opt/sdk/kappa/lib/pkgconfig pkg-config --static --libs kappa
nm -g --defined-only /opt/sdk/kappa/lib/libkappa.a | grep -c ' T kappa_' || true
