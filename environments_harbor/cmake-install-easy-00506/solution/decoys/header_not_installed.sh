#!/bin/bash
set -euo pipefail
cd /app/gritty-src
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(gritty VERSION 6.8.3 LANGUAGES C)

set(GRITTY_SOURCES
    src/collatz.c
    src/offset.c
    src/digits.c
    src/divide.c
    src/apply.c
    src/version.c
)

add_library(gritty STATIC ${GRITTY_SOURCES})
target_include_directories(gritty PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(gritty PRIVATE COLLATZ_CAP=500 OFFSET_K=886 GRITTY_VERSION="${PROJECT_VERSION}")

add_executable(gritty-tool tools/gritty-tool.c)
target_link_libraries(gritty-tool PRIVATE gritty)

install(TARGETS gritty gritty-tool
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
CMAKE
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/sdk/gritty
prefix=/opt/sdk/gritty
cat examples/input.txt | "$prefix/bin/gritty-tool" | diff - examples/expected.txt
