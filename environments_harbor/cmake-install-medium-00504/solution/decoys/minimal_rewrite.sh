#!/bin/bash
set -euo pipefail
cd /app/mosaic
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(mosaic VERSION 6.1.8 LANGUAGES C)

set(MOSAIC_SOURCES
    src/scale.c
    src/wrap.c
    src/offset.c
    src/divisor.c
    src/isqrt.c
    src/apply.c
    src/version.c
)

add_library(mosaic SHARED ${MOSAIC_SOURCES})
target_include_directories(mosaic PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_link_libraries(mosaic PRIVATE m)
set_target_properties(mosaic PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

add_executable(mosaicctl tools/mosaicctl.c)
target_link_libraries(mosaicctl PRIVATE mosaic)
set_target_properties(mosaicctl PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")

install(TARGETS mosaic mosaicctl
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/mosaic/mosaic.h DESTINATION include/mosaic)
CMAKE
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/sdk/mosaic
prefix=/opt/sdk/mosaic
cat examples/input.txt | "$prefix/bin/mosaicctl" | diff - examples/expected.txt
readelf -d /opt/sdk/mosaic/lib/libmosaic.so | grep -q 'SONAME' || true
