#!/bin/bash
set -euo pipefail
cd /app/vexel
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(vexel VERSION 4.2.8 LANGUAGES C)

set(VEXEL_SOURCES
    src/saturate.c
    src/poly.c
    src/whiten.c
    src/scale.c
    src/apply.c
    src/version.c
)

add_library(vexel STATIC ${VEXEL_SOURCES})
target_include_directories(vexel PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(vexel PRIVATE SATURATE_HI=43277 WHITEN_K=12263 VEXEL_VERSION="${PROJECT_VERSION}")

add_executable(vexelctl tools/vexelctl.c)
target_link_libraries(vexelctl PRIVATE vexel)

install(TARGETS vexel vexelctl
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/vexel/vexel.h DESTINATION include/vexel)
CMAKE
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/sdk/vexel
prefix=/opt/sdk/vexel
cat examples/input.txt | "$prefix/bin/vexelctl" | diff - examples/expected.txt
