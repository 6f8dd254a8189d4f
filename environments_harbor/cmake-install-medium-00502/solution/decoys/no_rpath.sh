#!/bin/bash
set -euo pipefail
cd /app/vela
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(vela VERSION 6.14.1 LANGUAGES C)

set(VELA_SOURCES
    src/clamp.c
    src/radix.c
    src/shift.c
    src/fold.c
    src/poly.c
    src/apply.c
    src/version.c
)

add_library(vela SHARED ${VELA_SOURCES})
target_include_directories(vela PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(vela PRIVATE CLAMP_LO=-4902 POLY_C=-6 VELA_VERSION="${PROJECT_VERSION}")
target_link_libraries(vela PRIVATE m)
set_target_properties(vela PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

add_executable(velarun tools/velarun.c)
target_link_libraries(velarun PRIVATE vela)

install(TARGETS vela velarun
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/vela/vela.h DESTINATION include/vela)
CMAKE
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /usr/local/vela-sdk
prefix=/usr/local/vela-sdk
cat examples/input.txt | "$prefix/bin/velarun" | diff - examples/expected.txt
readelf -d /usr/local/vela-sdk/lib/libvela.so | grep -q 'SONAME' || true
