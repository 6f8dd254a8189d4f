#!/bin/bash
set -euo pipefail
cd /app/quill
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(quill VERSION 4.4.6 LANGUAGES C)

set(QUILL_SOURCES
    src/boost.c
    src/split.c
    src/bias.c
    src/wrap.c
    src/apply.c
    src/version.c
)

add_library(quill STATIC ${QUILL_SOURCES})
target_include_directories(quill PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(quill PRIVATE BIAS_K=472 SPLIT_D=11 QUILL_VERSION="${PROJECT_VERSION}")

add_executable(quillctl tools/quillctl.c)
target_link_libraries(quillctl PRIVATE quill)

install(TARGETS quill quillctl
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
CMAKE
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /usr/local/quill-sdk
prefix=/usr/local/quill-sdk
cat examples/input.txt | "$prefix/bin/quillctl" | diff - examples/expected.txt
