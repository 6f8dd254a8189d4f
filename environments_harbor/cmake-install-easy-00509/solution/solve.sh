#!/bin/bash
set -euo pipefail
cd /app/qmath-src
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(qmath VERSION 4.10.0 LANGUAGES C)

set(QMATH_SOURCES
    src/backwards.c
    src/hailstone.c
    src/bias.c
    src/sqrtfloor.c
    src/apply.c
    src/version.c
)

add_library(qmath STATIC ${QMATH_SOURCES})
target_include_directories(qmath PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(qmath PRIVATE BIAS_K=662 HAILSTONE_CAP=1000 QMATH_VERSION="${PROJECT_VERSION}")
target_link_libraries(qmath PRIVATE m)

add_executable(qmath-tool tools/qmath-tool.c)
target_link_libraries(qmath-tool PRIVATE qmath)

install(TARGETS qmath qmath-tool
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
cat examples/input.txt | "$prefix/bin/qmath-tool" | diff - examples/expected.txt
