#!/bin/bash
set -euo pipefail
cd /app/fluxion-src
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(fluxion VERSION 5.0.1 LANGUAGES C)

set(FLUXION_SOURCES
    src/downscale.c
    src/isqrt.c
    src/whiten.c
    src/bound.c
    src/ring.c
    src/apply.c
    src/version.c
)

add_library(fluxion SHARED ${FLUXION_SOURCES})
add_library(fluxion_static STATIC ${FLUXION_SOURCES})
set_target_properties(fluxion_static PROPERTIES OUTPUT_NAME fluxion)
target_include_directories(fluxion PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(fluxion PRIVATE BOUND_HI=34581 RING_M=2243 FLUXION_VERSION="${PROJECT_VERSION}")
target_link_libraries(fluxion PRIVATE m)
target_include_directories(fluxion_static PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(fluxion_static PRIVATE BOUND_HI=34581 RING_M=2243 FLUXION_VERSION="${PROJECT_VERSION}")
target_link_libraries(fluxion_static PRIVATE m)

add_executable(fluxionctl tools/fluxionctl.c)
target_link_libraries(fluxionctl PRIVATE fluxion)
set_target_properties(fluxionctl PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")

install(TARGETS fluxion fluxion_static fluxionctl
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/fluxion/fluxion.h DESTINATION include/fluxion)
configure_file(cmake/fluxion.pc.in ${CMAKE_CURRENT_BINARY_DIR}/fluxion.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/fluxion.pc DESTINATION lib/pkgconfig)
CMAKE
cat > cmake/fluxion.pc.in <<'PC'
prefix=${pcfiledir}/../..
exec_prefix=${prefix}
libdir=${prefix}/lib
includedir=${prefix}/include

Name: fluxion
Description: fluxion numeric transforms
Version: @PROJECT_VERSION@
Cflags: -I${includedir}
Libs: -L${libdir} -lfluxion
Libs.private: -lm
PC
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/fluxion
prefix=/opt/fluxion
cat examples/input.txt | "$prefix/bin/fluxionctl" | diff - examples/expected.txt
readelf -d /opt/fluxion/lib/libfluxion.so | grep -q 'SONAME' || true
PKG_CONFIG_PATH=/opt/fluxion/lib/pkgconfig pkg-config --static --libs fluxion
nm -g --defined-only /opt/fluxion/lib/libfluxion.a | grep -c ' T fluxion_' || true
