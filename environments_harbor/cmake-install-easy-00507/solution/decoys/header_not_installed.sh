#!/bin/bash
set -euo pipefail
cd /app/qmath-src
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(qmath VERSION 5.5.4 LANGUAGES C)

set(QMATH_SOURCES
    src/digits.c
    src/scale.c
    src/split.c
    src/hailstone.c
    src/apply.c
    src/version.c
)

add_library(qmath STATIC ${QMATH_SOURCES})
target_include_directories(qmath PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(qmath PRIVATE SCALE_K=15 SPLIT_D=3 QMATH_VERSION="${PROJECT_VERSION}")

add_executable(qmathcalc tools/qmathcalc.c)
target_link_libraries(qmathcalc PRIVATE qmath)

install(TARGETS qmath qmathcalc
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
CMAKE
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /usr/local/qmath-sdk
prefix=/usr/local/qmath-sdk
cat examples/input.txt | "$prefix/bin/qmathcalc" | diff - examples/expected.txt
