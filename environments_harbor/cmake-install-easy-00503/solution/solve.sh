#!/bin/bash
set -euo pipefail
cd /app/tessel-src
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(tessel VERSION 6.4.9 LANGUAGES C)

set(TESSEL_SOURCES
    src/gcdkey.c
    src/modulo.c
    src/isqrt.c
    src/shift.c
    src/apply.c
    src/version.c
)

add_library(tessel STATIC ${TESSEL_SOURCES})
target_include_directories(tessel PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(tessel PRIVATE GCDKEY_K=36 SHIFT_K=466 TESSEL_VERSION="${PROJECT_VERSION}")
target_link_libraries(tessel PRIVATE m)

add_executable(tessel-tool tools/tessel-tool.c)
target_link_libraries(tessel-tool PRIVATE tessel)

install(TARGETS tessel tessel-tool
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/tessel/tessel.h DESTINATION include/tessel)
CMAKE
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/sdk/tessel
prefix=/opt/sdk/tessel
cat examples/input.txt | "$prefix/bin/tessel-tool" | diff - examples/expected.txt
