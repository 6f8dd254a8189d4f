#!/bin/bash
set -euo pipefail
cd /app/gritty
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(gritty VERSION 2.10.7 LANGUAGES C)

set(GRITTY_SOURCES
    src/mix.c
    src/orbit.c
    src/hash.c
    src/digitsum.c
    src/gain.c
    src/apply.c
    src/version.c
)

add_library(gritty SHARED ${GRITTY_SOURCES})
target_include_directories(gritty PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(gritty PRIVATE GAIN_K=55 HASH_B=16 GRITTY_VERSION="${PROJECT_VERSION}")

add_executable(grittyrun tools/grittyrun.c)
target_link_libraries(grittyrun PRIVATE gritty)
set_target_properties(grittyrun PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")

install(TARGETS gritty grittyrun
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/gritty/gritty.h DESTINATION include/gritty)
CMAKE
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/gritty
prefix=/opt/gritty
cat examples/input.txt | "$prefix/bin/grittyrun" | diff - examples/expected.txt
readelf -d /opt/gritty/lib/libgritty.so | grep -q 'SONAME' || true
