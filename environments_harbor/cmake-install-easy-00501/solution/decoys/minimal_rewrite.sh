#!/bin/bash
set -euo pipefail
cd /app/qmath
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(qmath VERSION 5.7.5 LANGUAGES C)

set(QMATH_SOURCES
    src/reverse.c
    src/sqrtfloor.c
    src/nudge.c
    src/poly.c
    src/apply.c
    src/version.c
)

add_library(qmath STATIC ${QMATH_SOURCES})
target_include_directories(qmath PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_link_libraries(qmath PRIVATE m)

add_executable(qmath-cli tools/qmath-cli.c)
target_link_libraries(qmath-cli PRIVATE qmath)

install(TARGETS qmath qmath-cli
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/qmath/qmath.h DESTINATION include/qmath)
CMAKE
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/qmath
prefix=/opt/qmath
cat examples/input.txt | "$prefix/bin/qmath-cli" | diff - examples/expected.txt
